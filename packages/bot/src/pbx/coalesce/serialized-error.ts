import { PbxApiError, PbxValidationError } from '@centralino/client';

interface ErrorJson {
  name: string;
  message: string;
  props: Record<string, unknown>;
}

/** Error as JSON: name, message and own enumerable properties (status, body, retryAfter, retryAfterMs…). */
export function serializeError(error: unknown): string {
  const e = error instanceof Error ? error : new Error(String(error));
  const json: ErrorJson = { name: e.name, message: e.message, props: { ...e } };
  try {
    return JSON.stringify(json);
  } catch {
    return JSON.stringify({ ...json, props: {} });
  }
}

type Revive = (json: ErrorJson) => Error;

/**
 * The errors a coalesced read can end with, rebuilt as instances of their own class so that every waiter, in
 * any process, is answered and retried exactly like the caller that ran the read: the API's answer
 * (`PbxApiError`: status, Italian message, `Retry-After`), a network failure (`TypeError` from fetch), a
 * response off the contract. (An empty budget, `BudgetDeniedError`, is recognised by its name and fields.)
 */
const revivers: Record<string, Revive> = {
  PbxApiError: ({ props }) =>
    new PbxApiError(
      {
        operation: props.operation as PbxApiError['operation'],
        method: props.method as PbxApiError['method'],
        path: String(props.path),
      },
      Number(props.status),
      props.body,
      { retryAfter: typeof props.retryAfter === 'number' ? props.retryAfter : undefined },
    ),
  PbxValidationError: ({ props }) =>
    new PbxValidationError(
      props.operation as PbxValidationError['operation'],
      Number(props.status),
      Array.isArray(props.issues) ? props.issues.map(String) : [],
    ),
  TypeError: ({ message }) => new TypeError(message),
};

/**
 * Rebuilds an error: an instance of its own class for the errors of {@link revivers}, otherwise an `Error`
 * carrying the original name, message and properties.
 */
export function deserializeError(text: string): Error {
  const json = JSON.parse(text) as ErrorJson;
  const revive = Object.hasOwn(revivers, json.name) ? revivers[json.name] : undefined;
  if (revive) {
    try {
      return revive(json);
    } catch {
      // fall through to the generic copy
    }
  }
  const error = Object.assign(new Error(json.message), json.props);
  error.name = json.name;
  return error;
}
