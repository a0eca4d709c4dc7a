import { type BodyLimit, messages } from '@centralino/schemas';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { sendError } from './error-envelope.js';

/**
 * Refuses a request body over `limit` with 413 in the path's envelope, before the route reads it: at once when
 * `Content-Length` says so, otherwise as soon as the streamed bytes pass the limit (the rest is never held).
 * The answer closes the connection: the unread rest of the body is still on it, so a client must not send its
 * next request there.
 */
export function bodySizeLimit(limit: BodyLimit): MiddlewareHandler {
  return bodyLimit({
    maxSize: limit.bytes,
    onError: (c) => {
      c.header('Connection', 'close');
      return sendError(c, 413, { code: 'payload_too_large', message: messages.bodyTooLarge(limit.label) });
    },
  });
}
