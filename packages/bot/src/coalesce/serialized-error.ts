interface ErrorJson {
  name: string;
  message: string;
  props: Record<string, unknown>;
}

/** Error as JSON: name, message and own enumerable properties (status, code, retryAfterMs…). */
export function serializeError(error: unknown): string {
  const e = error instanceof Error ? error : new Error(String(error));
  const json: ErrorJson = { name: e.name, message: e.message, props: { ...e } };
  try {
    return JSON.stringify(json);
  } catch {
    return JSON.stringify({ ...json, props: {} });
  }
}

/** Rebuilds an `Error` carrying the original name, message and properties (its class is lost). */
export function deserializeError(text: string): Error {
  const { name, message, props } = JSON.parse(text) as ErrorJson;
  const error = Object.assign(new Error(message), props);
  error.name = name;
  return error;
}
