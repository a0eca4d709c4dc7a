import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountBudget } from './account-budget.js';
import { alertsWatching, feedReserveOf, SPLIT_FRESH_MS } from './background-split.js';

let redis: Redis;
let prefix: string;
const T = Date.UTC(2026, 10, 24, 9, 0);

beforeEach(() => {
  redis = new Redis({ host: '127.0.0.1', port: 6379 });
  prefix = `test-split-${randomUUID()}`;
});

afterEach(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

describe('BackgroundSplit', () => {
  it("keeps the alerts' share and profile and the feed's reserve, per account, as every process sees them", async () => {
    const split = new AccountBudget(redis, { prefix }).split;
    const profile = { weights: [1, 2], calls: 40, days: 3 };
    await split.alertsPlanned('main', 0.8, T, { on: '2026-11-24', profile });
    // a later poll without the profile keeps it
    await split.alertsPlanned('main', 0.8, T);
    await split.feedReserves('main', '2026-11-24', 42.7, T + 1000);
    const state = await new AccountBudget(redis, { prefix }).split.get('main');
    expect(state).toEqual({
      share: 0.8,
      alertsAt: T,
      profile,
      profileOn: '2026-11-24',
      feedReserve: 42,
      feedDate: '2026-11-24',
      feedAt: T + 1000,
    });
    expect(await split.get('other')).toMatchObject({ share: undefined, feedReserve: undefined });
    // the key carries the account's hash tag, like the rest of its budget (one cluster slot)
    expect(await redis.keys(`${prefix}:{main}:*`)).toHaveLength(1);
  });

  it('a reserve of another day, or not renewed for a while, is not kept; alerts that stopped planning do not watch', async () => {
    const split = new AccountBudget(redis, { prefix }).split;
    await split.feedReserves('main', '2026-11-24', 50, T);
    await split.alertsPlanned('main', 0.7, T);
    const state = await split.get('main');
    expect(feedReserveOf(state, '2026-11-24', T + 60_000)).toBe(50);
    expect(feedReserveOf(state, '2026-11-25', T + 60_000)).toBe(0);
    expect(feedReserveOf(state, '2026-11-24', T + SPLIT_FRESH_MS + 1)).toBe(0);
    expect(alertsWatching(state, T + 60_000)).toBe(true);
    expect(alertsWatching(state, T + SPLIT_FRESH_MS + 1)).toBe(false);
  });
});
