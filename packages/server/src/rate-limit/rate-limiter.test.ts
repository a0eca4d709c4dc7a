import { describe, expect, it } from 'vitest';
import { executeRows } from '../db/execute-rows.js';
import { openDatabase } from '../db/open-database.js';
import { createTestAccount } from '../testing/test-account.js';
import { forEachBackend } from '../testing/test-database.js';
import { secondsUntil } from './rate-limit-windows.js';
import { consumeRequest, readRateLimitUsage } from './rate-limiter.js';

const at = (iso: string) => new Date(iso);

forEachBackend((ctx) => {
  describe('rate limiter', () => {
    it('counts down exactly and refuses past the minute limit without counting', async () => {
      const { account } = await createTestAccount(ctx.db, { requestsPerMinute: 3, requestsPerDay: 100 });
      const now = at('2025-06-02T10:00:15Z');
      const remaining: number[] = [];
      for (let i = 0; i < 3; i++) {
        const decision = await consumeRequest(ctx.db, account, now);
        expect(decision.allowed).toBe(true);
        remaining.push(decision.state.minute.remaining);
      }
      expect(remaining).toEqual([2, 1, 0]);

      const refused = await consumeRequest(ctx.db, account, now);
      expect(refused).toMatchObject({ allowed: false, refusedBy: 'minute', retryAfterSeconds: 45 });
      await consumeRequest(ctx.db, account, now);
      const usage = await readRateLimitUsage(ctx.db, account, now);
      expect(usage.minute).toMatchObject({ used: 3, remaining: 0 });
      expect(usage.day).toMatchObject({ used: 3, remaining: 97 });

      const nextMinute = await consumeRequest(ctx.db, account, at('2025-06-02T10:01:00Z'));
      expect(nextMinute).toMatchObject({ allowed: true, state: { minute: { used: 1 }, day: { used: 4 } } });
    });

    it('refuses by day until local midnight, undoing the minute increment', async () => {
      const { account } = await createTestAccount(ctx.db, { requestsPerMinute: 10, requestsPerDay: 2 });
      // 23:30 in Rome (CEST, UTC+2): the day resets in 30 minutes.
      const now = at('2025-06-02T21:30:00Z');
      await consumeRequest(ctx.db, account, now);
      await consumeRequest(ctx.db, account, now);
      const refused = await consumeRequest(ctx.db, account, now);
      expect(refused).toMatchObject({ allowed: false, refusedBy: 'day', retryAfterSeconds: 1800 });
      expect(refused.state.minute.used).toBe(2);
      const afterMidnight = await consumeRequest(ctx.db, account, at('2025-06-02T22:00:00Z'));
      expect(afterMidnight).toMatchObject({ allowed: true, state: { day: { used: 1 } } });
    });

    it('uses the account time zone for the day window', async () => {
      const { account } = await createTestAccount(ctx.db, {
        timezone: 'America/New_York',
        requestsPerDay: 1,
      });
      await consumeRequest(ctx.db, account, at('2025-06-02T03:59:00Z')); // 23:59 on June 1st in New York
      const nextDay = await consumeRequest(ctx.db, account, at('2025-06-02T04:00:00Z'));
      expect(nextDay.allowed).toBe(true);
    });

    it('relaxes the commit of its own statement only, never of the connection', async () => {
      const { account } = await createTestAccount(ctx.db);
      const url = ctx.database.url;
      // One connection, so the next query runs on the session that counted.
      const single = url ? await openDatabase({ url, migrate: false, maxConnections: 1 }) : undefined;
      const db = single?.db ?? ctx.db;
      try {
        await consumeRequest(db, account, at('2025-06-02T10:00:00Z'));
        const [row] = await executeRows<{ synchronous_commit: string }>(db, 'show synchronous_commit');
        expect(row?.synchronous_commit).toBe('on');
      } finally {
        await single?.close();
      }
    });

    it('never lets concurrent requests exceed the limit', async () => {
      const { account } = await createTestAccount(ctx.db, { requestsPerMinute: 5 });
      const now = at('2025-06-02T10:00:00Z');
      const decisions = await Promise.all(
        Array.from({ length: 12 }, () => consumeRequest(ctx.db, account, now)),
      );
      expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
      expect((await readRateLimitUsage(ctx.db, account, now)).minute.used).toBe(5);
    });
  });
});

describe('secondsUntil', () => {
  it.each([
    [1000, 1],
    [1001, 2],
    [0, 1],
    [-5000, 1],
  ])('%i ms → %i s', (ms, seconds) => {
    const now = new Date(0);
    expect(secondsUntil(new Date(ms), now)).toBe(seconds);
  });
});
