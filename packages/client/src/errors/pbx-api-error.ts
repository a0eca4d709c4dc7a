import type { Method } from '../operations/operation-routes.js';
import type { OperationId } from '../operations/operation-types.js';
import { parseRetryAfter } from '../retry/retry-after.js';

/** Where a failed response came from. */
export interface PbxErrorSource {
  operation: OperationId;
  method: Method;
  /** OpenAPI path template, e.g. `/v1/queue/{name}` (never the API key, never query values). */
  path: string;
}

/**
 * An error answer of the API (any non-2xx status), from either envelope: `{success:false, error:"…"}` or, on
 * the calendar endpoints, `{success:false, error:{code, message}}`. `serverMessage` is the server's text
 * verbatim (Italian, fit for users); `message` adds the operation and status for logs. The API key is never in
 * it: only the operation, status and body are read.
 * @see ../../../shared/pbx-api-reference.md#errors
 */
export class PbxApiError extends Error {
  override readonly name = 'PbxApiError';
  readonly status: number;
  readonly operation: OperationId;
  readonly method: Method;
  readonly path: string;
  /** The envelope's message, verbatim. */
  readonly serverMessage: string;
  /** Stable machine code of the calendar envelope (`calendar_not_enabled`, `slot_unavailable`, …). */
  readonly code: string | undefined;
  /** With 429: seconds until a request will be accepted (`Retry-After`, else the body's `retry_after`). */
  readonly retryAfter: number | undefined;
  /** The parsed error body (or its text when it is not JSON). */
  readonly body: unknown;

  constructor(
    source: PbxErrorSource,
    status: number,
    body: unknown,
    init: { retryAfter?: number | undefined; cause?: unknown } = {},
  ) {
    const { serverMessage, code, retryAfter } = readEnvelope(status, body);
    super(`${serverMessage} (${source.operation}: HTTP ${status}${code ? ` ${code}` : ''})`, {
      cause: init.cause,
    });
    this.status = status;
    this.operation = source.operation;
    this.method = source.method;
    this.path = source.path;
    this.serverMessage = serverMessage;
    this.code = code;
    this.retryAfter = init.retryAfter ?? retryAfter;
    this.body = body;
  }

  /** Builds the error of a failed response: status, `Retry-After` header and the body openapi-fetch parsed. */
  static fromResponse(source: PbxErrorSource, response: Response, body: unknown): PbxApiError {
    return new PbxApiError(source, response.status, body, {
      retryAfter: parseRetryAfter(response.headers.get('Retry-After')),
    });
  }

  /** True when the error carries this calendar code. */
  hasCode(code: string): boolean {
    return this.code === code;
  }
}

function readEnvelope(
  status: number,
  body: unknown,
): { serverMessage: string; code: string | undefined; retryAfter: number | undefined } {
  const fallback = `HTTP ${status}`;
  if (!isRecord(body)) {
    const text = typeof body === 'string' ? body.trim().slice(0, 200) : '';
    return { serverMessage: text || fallback, code: undefined, retryAfter: undefined };
  }
  const error = body.error;
  if (typeof error === 'string') {
    return { serverMessage: error, code: undefined, retryAfter: positiveInt(body.retry_after) };
  }
  if (isRecord(error)) {
    return {
      serverMessage: typeof error.message === 'string' ? error.message : fallback,
      code: typeof error.code === 'string' ? error.code : undefined,
      retryAfter: positiveInt(error.retry_after),
    };
  }
  return { serverMessage: fallback, code: undefined, retryAfter: undefined };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function positiveInt(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;
}
