import type { MiddlewareHandler } from 'hono';
import { rateLimitHeaders } from '../rate-limit/rate-limit-headers.js';
import type { RateLimiter } from '../rate-limit/rate-limiter-service.js';
import type { AppEnv } from './app-env.js';
import { sendError } from './error-envelope.js';
import { messages } from './messages.js';

/**
 * Counts each authenticated request against its account's budget (runs after {@link apiKeyAuth}). Every
 * authenticated response carries the four `X-RateLimit-*` headers, errors included; over a limit the answer is
 * 429 with `Retry-After` and `retry_after`, and the request is not counted.
 * @see ../../../shared/pbx-api-reference.md#limits
 */
export function rateLimit(limiter: RateLimiter): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = c.get('auth');
    if (!auth) return next();
    const decision = await limiter.consume(auth.account);
    const headers = rateLimitHeaders(decision.state);
    if (!decision.allowed) {
      const seconds = decision.retryAfterSeconds;
      for (const [name, value] of Object.entries(headers)) c.header(name, value);
      c.header('Retry-After', String(seconds));
      return sendError(c, 429, {
        code: 'rate_limited',
        message: messages.rateLimited(seconds),
        extra: { retry_after: seconds },
      });
    }
    c.set('rateLimit', decision.state);
    await next();
    // After next(): the response may be a route's own or the error handler's; c.header() handles both.
    for (const [name, value] of Object.entries(headers)) c.header(name, value);
  };
}
