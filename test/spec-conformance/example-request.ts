/** An operation of the spec, as far as building a request from its examples needs it. */
export interface SpecOperation {
  operationId: string;
  parameters?: { name: string; in: string; example?: unknown; examples?: unknown }[];
  requestBody?: { content: Record<string, { example?: unknown; examples?: unknown }> };
  responses: Record<string, unknown>;
}

/**
 * The request the spec's examples describe for an operation, as a tool that reads parameter-level examples builds
 * it: every path, query and header parameter with an `example` (an array repeats the parameter), and the request
 * body's media-type `example`. Parameters shown only with named `examples` are alternatives and left out.
 */
export function exampleRequest(
  path: string,
  method: string,
  operation: SpecOperation,
): { url: string; init: RequestInit } {
  let url = path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters ?? []) {
    if (parameter.example === undefined) continue;
    const values = Array.isArray(parameter.example) ? parameter.example : [parameter.example];
    if (parameter.in === 'path')
      url = url.replace(`{${parameter.name}}`, encodeURIComponent(String(values[0])));
    if (parameter.in === 'query') for (const value of values) query.append(parameter.name, String(value));
    if (parameter.in === 'header') headers[parameter.name] = String(values[0]);
  }
  const body = operation.requestBody?.content['application/json']?.example;
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const search = query.toString();
  return {
    url: search ? `${url}?${search}` : url,
    init: {
      method: method.toUpperCase(),
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    },
  };
}

/** The success statuses an operation declares. */
export function successStatuses(operation: SpecOperation): number[] {
  return Object.keys(operation.responses)
    .filter((status) => status.startsWith('2'))
    .map(Number);
}
