import type { Database } from '../db/database.js';
import type { Clock } from '../time/clock.js';
import {
  consumeRequest,
  deleteExpiredRateLimitCounters,
  type RateLimitDecision,
  type RateLimitedAccount,
  type RateLimitState,
  readRateLimitUsage,
} from './rate-limiter.js';

/** Rate limiting bound to a database and a clock, with occasional cleanup of old windows. */
export interface RateLimiter {
  consume(account: RateLimitedAccount): Promise<RateLimitDecision>;
  usage(account: RateLimitedAccount): Promise<RateLimitState>;
}

/**
 * Creates the app's rate limiter. Every `cleanupEveryMs` (default 10 minutes, by the given clock) one request
 * also deletes expired counters; a failed cleanup is reported to `onCleanupError` and never fails the request.
 * @see ../../../shared/pbx-api-reference.md#limits
 */
export function createRateLimiter(
  db: Database,
  clock: Clock,
  options: { cleanupEveryMs?: number; onCleanupError?: (error: unknown) => void } = {},
): RateLimiter {
  const cleanupEveryMs = options.cleanupEveryMs ?? 600_000;
  let lastCleanup = clock.now().getTime();
  return {
    async consume(account) {
      const now = clock.now();
      const decision = await consumeRequest(db, account, now);
      // abs(): the sandbox clock may be moved backwards.
      if (Math.abs(now.getTime() - lastCleanup) >= cleanupEveryMs) {
        lastCleanup = now.getTime();
        await deleteExpiredRateLimitCounters(db, now).catch((error) => options.onCleanupError?.(error));
      }
      return decision;
    },
    usage: (account) => readRateLimitUsage(db, account, clock.now()),
  };
}
