import type { MiddlewareHandler } from 'hono';
import type { ApiKeyCache } from '../accounts/api-key-cache.js';
import type { AppEnv } from './app-env.js';
import { sendError } from './error-envelope.js';
import { messages } from './messages.js';

/** Requests that need no key: only the liveness check. */
function isPublic(method: string, path: string): boolean {
  return (method === 'GET' || method === 'HEAD') && path === '/v1/ping';
}

/**
 * Authenticates `X-API-KEY` on `/v1/*` (except `GET /v1/ping`) and sets `c.var.auth`; otherwise answers 401
 * (`unauthorized` in the calendar envelope). Keys come from the {@link ApiKeyCache}, not a query per request.
 * @see ../../../shared/pbx-api-reference.md#authentication
 */
export function apiKeyAuth(keys: ApiKeyCache): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (isPublic(c.req.method, c.req.path)) return next();
    const apiKey = c.req.header('X-API-KEY')?.trim();
    if (!apiKey) return sendError(c, 401, { code: 'unauthorized', message: messages.apiKeyMissing });
    const auth = await keys.authenticate(apiKey);
    if (!auth) return sendError(c, 401, { code: 'unauthorized', message: messages.apiKeyInvalid });
    c.set('auth', auth);
    return next();
  };
}
