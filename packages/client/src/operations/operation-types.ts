import type { operations } from '../generated/api.js';

/**
 * Every operation of `spec/openapi.json` under `paths`, by `operationId`. The spec's `webhooks` are operations the
 * server calls, not the client (their ids end in `Webhook`): see `verifyWebhook`.
 */
export type OperationId = Exclude<keyof operations, `${string}Webhook`>;

type Responses<K extends OperationId> = operations[K]['responses'];
type JsonContent<R> = R extends { content: { 'application/json': infer B } } ? B : never;

/** The success statuses an operation declares (200 and/or 201). */
export type SuccessStatus<K extends OperationId> = Extract<keyof Responses<K>, 200 | 201>;

/** The error statuses an operation declares. */
export type ErrorStatus<K extends OperationId> = Exclude<keyof Responses<K>, SuccessStatus<K>>;

/** The JSON body of one declared response. */
export type ResponseBody<K extends OperationId, S extends keyof Responses<K>> = JsonContent<Responses<K>[S]>;

/** The JSON body of a success response (the union when 200 and 201 are both declared). */
export type SuccessBody<K extends OperationId> = {
  [S in SuccessStatus<K>]: JsonContent<Responses<K>[S]>;
}[SuccessStatus<K>];

/** The JSON body of any declared error response. */
export type ErrorResponseBody<K extends OperationId> = {
  [S in ErrorStatus<K>]: JsonContent<Responses<K>[S]>;
}[ErrorStatus<K>];

/** Path parameters of an operation (`never` when it has none). */
export type PathParams<K extends OperationId> = operations[K]['parameters'] extends { path: infer P }
  ? P
  : never;

/** Query parameters of an operation (`never` when it has none). */
export type QueryParams<K extends OperationId> = NonNullable<operations[K]['parameters']['query']>;

/** Header parameters of an operation (`never` when it has none). */
export type HeaderParams<K extends OperationId> = NonNullable<operations[K]['parameters']['header']>;

/** The JSON request body of an operation (`never` when it takes none). */
export type RequestBody<K extends OperationId> = operations[K] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;

/** One item of the `data` array of a list operation. */
export type ListItem<K extends OperationId> =
  SuccessBody<K> extends { data: readonly (infer I)[] } ? I : never;
