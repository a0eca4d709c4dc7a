import type { Context, ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Logger } from 'pino';
import { ApiError } from './api-error.js';
import type { AppEnv } from './app-env.js';
import { sendError } from './error-envelope.js';
import { calendarMessages, messages } from './messages.js';

/**
 * Renders every error in the envelope of the request's path. Client mistakes keep their 4xx (an {@link ApiError},
 * a Hono `HTTPException`, a body that is not JSON); anything else is logged with its stack and becomes a 500
 * without details.
 * @see ../../../shared/pbx-api-reference.md#errors
 */
export function createErrorHandler(logger: Logger): ErrorHandler<AppEnv> {
  return (error, c) => {
    if (error instanceof ApiError) {
      return sendError(c, error.status, { code: error.code, message: error.message, extra: error.extra });
    }
    if (isBodyJsonError(error, c)) {
      return sendError(c, 400, { code: 'invalid_json', message: messages.malformedJson });
    }
    if (error instanceof HTTPException && error.status < 500) {
      const status = error.status as ContentfulStatusCode;
      return sendError(c, status, { code: 'invalid_request', message: calendarMessages.invalid_request });
    }
    logger.error({ reqId: c.get('requestId'), err: error }, 'unhandled error');
    return sendError(c, 500, { code: 'internal_error', message: messages.internalError });
  };
}

/**
 * Unknown routes and methods: 404 in the path's envelope.
 * @see ../../../shared/pbx-api-reference.md#errors
 */
export const handleNotFound: NotFoundHandler<AppEnv> = (c) =>
  sendError(c, 404, { code: 'not_found', message: messages.routeNotFound });

/**
 * A route that called `c.req.json()` itself on a malformed body gets a `SyntaxError` from the JSON parser:
 * still the client's mistake. (Routes should use `readJsonBody`, which throws an ApiError directly.)
 */
function isBodyJsonError(error: Error, c: Context): boolean {
  return error instanceof SyntaxError && /JSON/.test(error.message) && c.req.method !== 'GET';
}
