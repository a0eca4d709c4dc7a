import { type BodyLimit, messages } from '@centralino/schemas';
import type { MiddlewareHandler } from 'hono';
import { sendError } from './error-envelope.js';
import { isJsonContentType } from './json-content-type.js';
import { jsonShapeExcess } from './json-shape.js';

/**
 * Refuses a JSON body nested deeper than `limit.maxDepth` or holding more than `limit.maxValues` values with 400
 * (`body_too_complex` in the calendar envelope), after a linear scan of its text and before it is parsed, so no
 * later walk of the value (U+0000 checks, validation, messages) can hold the event loop for long. Bodies not sent
 * as JSON are left to the route (415). The text read here is the one the route reads (Hono keeps it).
 */
export function jsonShapeLimit(limit: BodyLimit): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.raw.body === null || !isJsonContentType(c.req.header('Content-Type'))) return next();
    const excess = jsonShapeExcess(await c.req.text(), limit);
    if (excess === undefined) return next();
    const message =
      excess === 'depth' ? messages.bodyTooDeep(limit.maxDepth) : messages.bodyTooManyValues(limit.maxValues);
    return sendError(c, 400, { code: 'body_too_complex', message });
  };
}
