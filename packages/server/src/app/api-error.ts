import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Default calendar-envelope codes per status, when a route does not give one. */
const DEFAULT_CODES: Partial<Record<number, string>> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'invalid_request',
  429: 'rate_limited',
  500: 'internal_error',
  503: 'telephony_unavailable',
};

/**
 * An error meant for the client. Throw it from a route; the error handler renders it in the envelope of the
 * path (`{success:false,error:message}`, or `{success:false,error:{code,message}}` under `/v1/calendar`).
 * `extra` adds fields: at the top level of the plain envelope, inside `error` in the calendar one
 * (e.g. `{ calendars: [...] }` with `calendar_required`).
 * @see ../../../shared/pbx-api-reference.md#errors
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    options: { code?: string; extra?: Record<string, unknown> } = {},
  ) {
    super(message);
    this.code = options.code ?? DEFAULT_CODES[status] ?? 'error';
    this.extra = options.extra;
  }
}
