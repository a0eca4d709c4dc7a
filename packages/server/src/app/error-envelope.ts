import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** True for the calendar endpoints, which use the `{code, message}` error envelope. */
export function isCalendarPath(path: string): boolean {
  return path === '/v1/calendar' || path.startsWith('/v1/calendar/');
}

/** An error as the envelopes need it. */
export interface ErrorDescription {
  code: string;
  message: string;
  /** Extra fields: top level in the plain envelope, inside `error` in the calendar envelope. */
  extra?: Record<string, unknown> | undefined;
}

/**
 * The error body for a path: `{success:false, error:message, ...extra}`, or under `/v1/calendar`
 * `{success:false, error:{code, message, ...extra}}`.
 * @see ../../../shared/pbx-api-reference.md#envelope
 */
export function errorBody(path: string, error: ErrorDescription): Record<string, unknown> {
  if (isCalendarPath(path)) {
    return { success: false, error: { code: error.code, message: error.message, ...error.extra } };
  }
  return { success: false, error: error.message, ...error.extra };
}

/** Sends an error response in the envelope of the request's path. */
export function sendError(c: Context, status: ContentfulStatusCode, error: ErrorDescription): Response {
  return c.json(errorBody(c.req.path, error), status);
}
