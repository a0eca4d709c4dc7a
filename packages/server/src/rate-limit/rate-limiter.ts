import { eq, sql } from 'drizzle-orm';
import type { Account } from '../accounts/accounts.js';
import type { Database } from '../db/database.js';
import { preparedStatement } from '../db/prepared.js';
import { rateLimitUsage } from '../db/schema/index.js';
import { localUsageOf } from './local-usage.js';
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

/**
 * Counts one request against the account's per-minute and per-day budgets in one statement (an upsert of the
 * account's usage row), in the database so that every server instance shares them. The row is updated only
 * while both windows are below their limits, so a refused request is not counted; concurrent requests, from any
 * instance, queue on the row lock and each sees the count the previous one left. On embedded PGlite, which only
 * this process can open, the same counts are kept in memory and written back to the row ({@link localUsageOf}).
 * @see ../../../shared/pbx-api-reference.md#limits
 */
export async function consumeRequest(
  db: Database,
  account: RateLimitedAccount,
  now: Date,
): Promise<RateLimitDecision> {
  const windows = currentWindows(now, account.timezone);
  const counted =
    account.requestsPerMinute > 0 && account.requestsPerDay > 0
      ? await count(db, account, windows)
      : undefined;
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

async function count(
  db: Database,
  account: RateLimitedAccount,
  windows: { minute: RateLimitWindowBounds; day: RateLimitWindowBounds },
): Promise<{ minute: number; day: number } | undefined> {
  const local = localUsageOf(db);
  if (local) {
    return local.consume(
      account.id,
      { minuteStart: windows.minute.start, dayStart: windows.day.start },
      { minute: account.requestsPerMinute, day: account.requestsPerDay },
    );
  }
  const [counted] = await consumeStatement(db).execute({
    accountId: account.id,
    minuteStart: windows.minute.start.toISOString(),
    dayStart: windows.day.start.toISOString(),
    minuteLimit: account.requestsPerMinute,
    dayLimit: account.requestsPerDay,
  });
  return counted;
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
 * The counting upsert, prepared once per database handle. Its row is every request's hot spot (all of an
 * account's requests update it one after the other), so the statement commits without waiting for the WAL flush
 * (`synchronous_commit` off for this transaction only): the count is visible to every instance at once, and a
 * database crash can forget at most the last fraction of a second of counted requests.
 */
const consumeStatement = preparedStatement((db) => {
  const t = rateLimitUsage;
  const sameMinute = sql`${t.minuteStart} = excluded.minute_start`;
  const sameDay = sql`${t.dayStart} = excluded.day_start`;
  const values = db
    .select({
      accountId: sql<number>`${sql.placeholder('accountId')}::int`.as('account_id'),
      minuteStart: sql<Date>`${sql.placeholder('minuteStart')}::timestamptz`.as('minute_start'),
      minuteCount: sql<number>`1`.as('minute_count'),
      dayStart: sql<Date>`${sql.placeholder('dayStart')}::timestamptz`.as('day_start'),
      dayCount: sql<number>`1`.as('day_count'),
    })
    .from(sql`(select set_config('synchronous_commit', 'off', true)) as async_commit`);
  return db
    .insert(t)
    .select(values)
    .onConflictDoUpdate({
      target: t.accountId,
      set: {
        minuteStart: sql`excluded.minute_start`,
        minuteCount: sql`case when ${sameMinute} then ${t.minuteCount} + 1 else 1 end`,
        dayStart: sql`excluded.day_start`,
        dayCount: sql`case when ${sameDay} then ${t.dayCount} + 1 else 1 end`,
      },
      setWhere: sql`(not ${sameMinute} or ${t.minuteCount} < ${sql.placeholder('minuteLimit')}::int)
        and (not ${sameDay} or ${t.dayCount} < ${sql.placeholder('dayLimit')}::int)`,
    })
    .returning({ minute: t.minuteCount, day: t.dayCount })
    .prepare('rate_limit_consume');
});

async function readUsage(
  db: Database,
  account: RateLimitedAccount,
  windows: { minute: RateLimitWindowBounds; day: RateLimitWindowBounds },
): Promise<RateLimitState> {
  const { minute, day } = await readUsed(db, account.id, windows);
  return {
    minute: usage(account.requestsPerMinute, minute, windows.minute),
    day: usage(account.requestsPerDay, day, windows.day),
  };
}

async function readUsed(
  db: Database,
  accountId: number,
  windows: { minute: RateLimitWindowBounds; day: RateLimitWindowBounds },
): Promise<{ minute: number; day: number }> {
  const local = localUsageOf(db);
  if (local) return local.read(accountId, { minuteStart: windows.minute.start, dayStart: windows.day.start });
  const t = rateLimitUsage;
  const [row] = await db.select().from(t).where(eq(t.accountId, accountId)).limit(1);
  return {
    minute: row && row.minuteStart.getTime() === windows.minute.start.getTime() ? row.minuteCount : 0,
    day: row && row.dayStart.getTime() === windows.day.start.getTime() ? row.dayCount : 0,
  };
}

function usage(limit: number, used: number, bounds: RateLimitWindowBounds): WindowUsage {
  return { limit, used, remaining: Math.max(0, limit - used), resetAt: bounds.end };
}
