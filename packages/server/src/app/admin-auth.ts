import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';
import { sendError } from './error-envelope.js';
import { adminMessages } from './messages.js';

/**
 * Guards the sandbox surface with `Authorization: Bearer <token>`, compared in constant time (both sides are
 * hashed first, so their lengths do not leak either). 401 otherwise.
 */
export function adminAuth(token: string): MiddlewareHandler<AppEnv> {
  const expected = digest(token);
  return async (c, next) => {
    const match = /^Bearer\s+(.+)$/i.exec(c.req.header('Authorization') ?? '');
    const given = match?.[1]?.trim();
    if (!given || !timingSafeEqual(digest(given), expected)) {
      return sendError(c, 401, { code: 'unauthorized', message: adminMessages.unauthorized });
    }
    return next();
  };
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}
