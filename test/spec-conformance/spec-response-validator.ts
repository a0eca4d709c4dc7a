import { type OperationId, PbxValidationError, type ResponseValidator } from '@centralino/client';

import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

/** The parts of an OpenAPI 3.1 document the validator reads. */
interface OpenApiDocument {
  paths: Record<string, Record<string, { operationId: string; responses: Record<string, OpenApiResponse> }>>;
  components?: { headers?: Record<string, { required?: boolean }> };
}
interface OpenApiResponse {
  content?: { 'application/json'?: { schema?: unknown } };
  headers?: Record<string, { $ref?: string; required?: boolean }>;
}

/** A response validator built from the spec alone, and what it has seen. */
export interface SpecValidator {
  validate: ResponseValidator;
  /** Statuses met per operation (every validated response, conforming or not). */
  seen: Map<OperationId, Set<number>>;
  /** The statuses the spec declares per operation. */
  declared: Map<OperationId, number[]>;
  /**
   * Checks a raw response (e.g. from a test client's `intercept`) for the headers the spec marks required on
   * that operation and status; what is missing goes to {@link headerProblems}.
   */
  checkHeaders(request: Request, response: Response): void;
  headerProblems: string[];
  /** Raw responses whose headers were checked. */
  headersChecked: number;
}

/**
 * Checks responses against the OpenAPI document with an independent JSON Schema 2020-12 validator (Ajv, with
 * formats): the status must be declared for the operation, and the body must match that response's schema. It
 * never looks at the Zod contracts the document was generated from.
 */
export function createSpecValidator(spec: OpenApiDocument): SpecValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
  addFormats.default(ajv);
  ajv.addSchema(spec as object, 'openapi.json');

  const pointers = new Map<OperationId, Map<number, string | undefined>>();
  for (const [path, item] of Object.entries(spec.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      const byStatus = new Map<number, string | undefined>();
      for (const [status, response] of Object.entries(operation.responses)) {
        const pointer = response.content?.['application/json']?.schema
          ? `/paths/${pointerSegment(path)}/${method}/responses/${status}/content/application~1json/schema`
          : undefined;
        byStatus.set(Number(status), pointer);
      }
      pointers.set(operation.operationId as OperationId, byStatus);
    }
  }
  const compiled = new Map<string, ValidateFunction>();
  const seen = new Map<OperationId, Set<number>>();

  const validate: ResponseValidator = ({ operation, status, body }) => {
    seen.set(operation, (seen.get(operation) ?? new Set()).add(status));
    const byStatus = pointers.get(operation);
    if (!byStatus?.has(status)) {
      throw new PbxValidationError(operation, status, [`status ${status} is not declared in the spec`]);
    }
    const pointer = byStatus.get(status);
    if (!pointer) return;
    let check = compiled.get(pointer);
    if (!check) {
      check = ajv.compile({ $ref: `openapi.json#${pointer}` });
      compiled.set(pointer, check);
    }
    if (check(body)) return;
    throw new PbxValidationError(
      operation,
      status,
      (check.errors ?? []).map((error) => `${error.instancePath || '(body)'} ${error.message ?? ''}`),
    );
  };
  const declared = new Map([...pointers].map(([operation, byStatus]) => [operation, [...byStatus.keys()]]));

  const routes = Object.entries(spec.paths)
    .flatMap(([path, item]) =>
      Object.entries(item).map(([method, operation]) => ({
        method: method.toUpperCase(),
        pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        params: path.split('{').length,
        operation,
      })),
    )
    .sort((a, b) => a.params - b.params); // static paths first, as the server routes them
  const headerProblems: string[] = [];
  const result: SpecValidator = {
    validate,
    seen,
    declared,
    headerProblems,
    headersChecked: 0,
    checkHeaders(request, response) {
      const { pathname } = new URL(request.url);
      const route = routes.find((r) => r.method === request.method && r.pattern.test(pathname));
      const declaredResponse = route?.operation.responses[String(response.status)];
      if (!route || !declaredResponse) return; // the status check of `validate` reports it
      result.headersChecked += 1;
      for (const [name, header] of Object.entries(declaredResponse.headers ?? {})) {
        const resolved = header.$ref ? spec.components?.headers?.[header.$ref.split('/').at(-1)!] : header;
        if (resolved?.required && !response.headers.has(name)) {
          headerProblems.push(`${route.operation.operationId} ${response.status}: no ${name}`);
        }
      }
    },
  };
  return result;
}

/** A JSON Pointer segment (RFC 6901) in a URI fragment. */
function pointerSegment(segment: string): string {
  return encodeURIComponent(segment.replaceAll('~', '~0').replaceAll('/', '~1'));
}
