import type { RateLimitState } from './rate-limiter.js';

/**
 * The four `X-RateLimit-*` headers of every authenticated response.
 * @see ../../../shared/pbx-api-reference.md#limits
 */
export function rateLimitHeaders(state: RateLimitState): Record<string, string> {
  return {
    'X-RateLimit-Limit-Minute': String(state.minute.limit),
    'X-RateLimit-Remaining-Minute': String(state.minute.remaining),
    'X-RateLimit-Limit-Day': String(state.day.limit),
    'X-RateLimit-Remaining-Day': String(state.day.remaining),
  };
}
