import type { Client } from 'openapi-fetch';
import { PbxApiError } from '../errors/pbx-api-error.js';
import { PbxValidationError } from '../errors/pbx-validation-error.js';
import type { paths } from '../generated/api.js';
import { type Method, operationRoutes } from '../operations/operation-routes.js';
import type {
  HeaderParams,
  OperationId,
  PathParams,
  QueryParams,
  RequestBody,
  SuccessBody,
} from '../operations/operation-types.js';
import type { ResponseValidator } from '../validation/response-validator.js';

/** Options every typed method accepts. */
export interface CallOptions {
  /** Aborts the request (and any wait before a retry). */
  signal?: AbortSignal;
}

type Has<T> = [T] extends [never] ? false : true;

/** What one operation needs: its path parameters, query, headers and body, typed from the generated spec. */
export type InvokeInit<K extends OperationId> = CallOptions &
  (Has<PathParams<K>> extends true ? { path: PathParams<K> } : { path?: never }) &
  (Has<QueryParams<K>> extends true ? { query?: QueryParams<K> } : { query?: never }) &
  (Has<HeaderParams<K>> extends true ? { header?: HeaderParams<K> } : { header?: never }) &
  (Has<RequestBody<K>> extends true ? { body: RequestBody<K> } : { body?: never });

/** Calls one operation by id and returns its success body, or throws {@link PbxApiError}. */
export type Invoke = <K extends OperationId>(operation: K, init?: InvokeInit<K>) => Promise<SuccessBody<K>>;

type LooseRequest = (
  method: Method,
  path: string,
  init: { params: object; body?: unknown; signal?: AbortSignal },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

/**
 * The one place where typed methods meet openapi-fetch: every operation returns its success body or throws a
 * {@link PbxApiError} (both envelopes), and with a validator every body, success or error, is checked first.
 */
export function createInvoke(raw: Client<paths>, validate: ResponseValidator | undefined): Invoke {
  const request = raw.request as unknown as LooseRequest;
  return async (operation, init) => {
    const [method, path] = operationRoutes[operation];
    const {
      path: pathParams,
      query,
      header,
      body,
      signal,
    } = (init ?? {}) as {
      path?: object;
      query?: object;
      header?: object;
      body?: unknown;
      signal?: AbortSignal;
    };
    const { data, error, response } = await request(method, path, {
      params: { path: pathParams, query, header },
      ...(body === undefined ? {} : { body }),
      ...(signal ? { signal } : {}),
    });
    if (response.ok) {
      validate?.({ operation, status: response.status, body: data });
      return data as SuccessBody<typeof operation>;
    }
    const apiError = PbxApiError.fromResponse({ operation, method, path }, response, error);
    if (validate) {
      try {
        validate({ operation, status: response.status, body: error });
      } catch (problem) {
        if (problem instanceof PbxValidationError) {
          throw new PbxValidationError(problem.operation, problem.status, problem.issues, {
            cause: apiError,
          });
        }
        throw problem;
      }
    }
    throw apiError;
  };
}
