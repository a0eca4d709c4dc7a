import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Account } from '../accounts/accounts.js';
import type { Database } from '../db/database.js';
import { rateLimitCounters } from '../db/schema/index.js';
import { currentWindows, type RateLimitWindowBounds, secondsUntil } from './rate-limit-windows.js';

/** The account fields rate limiting needs. */
export type RateLimitedAccount = Pick<Account, 'id' | 'timezone' | 'requestsPerMinute' | 'requestsPerDay'>;

/** Usage of one window; `remaining` is never negative. */
export interface WindowUsage {
  limit: number;
  used: number;
  remaining: number;
  resetAt: Date;
}

/** Usage of both windows, as shown in the `X-RateLimit-*` headers and in `GET /v1/account`. */
export interface RateLimitState {
  minute: WindowUsage;
  day: WindowUsage;
}

export type RateLimitDecision =
  | { allowed: true; state: RateLimitState }
  | { allowed: false; state: RateLimitState; refusedBy: 'minute' | 'day'; retryAfterSeconds: number };

type WindowKind = 'minute' | 'day';

/**
 * Counts one request against the account's per-minute and per-day budgets, in the database so that every server
 * instance shares them. A refused request is not counted: each counter only grows while below its limit, and
 * the minute increment is rolled back when the day refuses.
 * @see ../../../shared/pbx-api-reference.md#limits
 */
export async function consumeRequest(
  db: Database,
  account: RateLimitedAccount,
  now: Date,
): Promise<RateLimitDecision> {
  const windows = currentWindows(now, account.timezone);
  const counted = await db.transaction(async (tx) => {
    const minute = await incrementBelowLimit(
      tx,
      account.id,
      'minute',
      windows.minute,
      account.requestsPerMinute,
    );
    if (minute === undefined) return undefined;
    const day = await incrementBelowLimit(tx, account.id, 'day', windows.day, account.requestsPerDay);
    if (day === undefined) {
      // Undo the minute increment; the row stays locked by this transaction until then.
      await tx
        .update(rateLimitCounters)
        .set({ count: sql`${rateLimitCounters.count} - 1` })
        .where(counterKey(account.id, 'minute', windows.minute));
      return undefined;
    }
    return { minute, day };
  });
  if (counted) {
    return {
      allowed: true,
      state: {
        minute: usage(account.requestsPerMinute, counted.minute, windows.minute),
        day: usage(account.requestsPerDay, counted.day, windows.day),
      },
    };
  }
  const state = await readUsage(db, account, windows);
  const dayExhausted = state.day.remaining === 0;
  const refusedBy = dayExhausted ? 'day' : 'minute';
  // When both are exhausted only the day's reset lets a request through.
  return { allowed: false, state, refusedBy, retryAfterSeconds: secondsUntil(state[refusedBy].resetAt, now) };
}

/** Current usage without counting a request (for `GET /v1/account` and diagnostics). */
export async function readRateLimitUsage(
  db: Database,
  account: RateLimitedAccount,
  now: Date,
): Promise<RateLimitState> {
  return readUsage(db, account, currentWindows(now, account.timezone));
}

/**
 * Deletes counters of windows long gone (minutes older than an hour, days older than three days).
 * @returns the number of rows deleted
 */
export async function deleteExpiredRateLimitCounters(db: Database, now: Date): Promise<number> {
  const t = rateLimitCounters;
  const deleted = await db
    .delete(t)
    .where(
      or(
        and(eq(t.window, 'minute'), lt(t.windowStart, new Date(now.getTime() - 3_600_000))),
        and(eq(t.window, 'day'), lt(t.windowStart, new Date(now.getTime() - 3 * 86_400_000))),
      ),
    )
    .returning({ accountId: t.accountId });
  return deleted.length;
}

/**
 * Increments the window's counter if it is below `limit` (creating it at 1). Returns the new count, or
 * undefined when the limit is reached (the counter is left unchanged).
 */
async function incrementBelowLimit(
  db: Database,
  accountId: number,
  window: WindowKind,
  bounds: RateLimitWindowBounds,
  limit: number,
): Promise<number | undefined> {
  if (limit <= 0) return undefined;
  const t = rateLimitCounters;
  const [row] = await db
    .insert(t)
    .values({ accountId, window, windowStart: bounds.start, count: 1 })
    .onConflictDoUpdate({
      target: [t.accountId, t.window, t.windowStart],
      set: { count: sql`${t.count} + 1` },
      setWhere: lt(t.count, limit),
    })
    .returning({ count: t.count });
  return row?.count;
}

async function readUsage(
  db: Database,
  account: RateLimitedAccount,
  windows: { minute: RateLimitWindowBounds; day: RateLimitWindowBounds },
): Promise<RateLimitState> {
  const t = rateLimitCounters;
  const rows = await db
    .select({ window: t.window, count: t.count })
    .from(t)
    .where(or(counterKey(account.id, 'minute', windows.minute), counterKey(account.id, 'day', windows.day)));
  const used = (kind: WindowKind) => rows.find((row) => row.window === kind)?.count ?? 0;
  return {
    minute: usage(account.requestsPerMinute, used('minute'), windows.minute),
    day: usage(account.requestsPerDay, used('day'), windows.day),
  };
}

function counterKey(accountId: number, window: WindowKind, bounds: RateLimitWindowBounds) {
  const t = rateLimitCounters;
  return and(eq(t.accountId, accountId), eq(t.window, window), eq(t.windowStart, bounds.start));
}

function usage(limit: number, used: number, bounds: RateLimitWindowBounds): WindowUsage {
  return { limit, used, remaining: Math.max(0, limit - used), resetAt: bounds.end };
}
