import type { Database } from '../db/database.js';
import type { Clock } from '../time/clock.js';
import {
  consumeRequest,
  type RateLimitDecision,
  type RateLimitedAccount,
  type RateLimitState,
  readRateLimitUsage,
} from './rate-limiter.js';

/** Rate limiting bound to a database and a clock. */
export interface RateLimiter {
  consume(account: RateLimitedAccount): Promise<RateLimitDecision>;
  usage(account: RateLimitedAccount): Promise<RateLimitState>;
}

/**
 * Creates the app's rate limiter: one statement per counted request (see {@link consumeRequest}); each account
 * has one usage row, deleted with the account, so there is nothing to clean up.
 * @see ../../../shared/pbx-api-reference.md#limits
 */
export function createRateLimiter(db: Database, clock: Clock): RateLimiter {
  return {
    consume: (account) => consumeRequest(db, account, clock.now()),
    usage: (account) => readRateLimitUsage(db, account, clock.now()),
  };
}
