import type { Middleware } from 'openapi-fetch';
import type { RateLimitTracker } from '../rate-limit/rate-limit-tracker.js';

/**
 * Feeds the `X-RateLimit-*` headers of every final response to the client's tracker (responses discarded by a
 * retry are fed by the retry middleware).
 * @see ../../../shared/pbx-api-reference.md#limits
 */
export function rateLimitMiddleware(tracker: RateLimitTracker): Middleware {
  return {
    onResponse({ response }) {
      tracker.observe(response);
    },
  };
}
