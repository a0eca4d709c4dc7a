import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountBudget, type AccountBudgetOptions } from './account-budget.js';
import { localDay } from './local-day.js';

let redis: Redis;
let other: Redis;
let prefix: string;
const base = Math.floor(Date.now() / 1000) * 1000;

beforeEach(() => {
  redis = new Redis({ host: '127.0.0.1', port: 6379 });
  other = new Redis({ host: '127.0.0.1', port: 6379 });
  prefix = `test-budget-${randomUUID()}`;
});

afterEach(async () => {
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await Promise.all([redis.quit(), other.quit()]);
});

function budget(defaults: AccountBudgetOptions['defaults'] = {}, connection = redis): AccountBudget {
  return new AccountBudget(connection, { prefix, defaults });
}

describe('AccountBudget sliding window', () => {
  it('grants perMinute tokens, then says exactly when the oldest leaves the window', async () => {
    const b = budget({ perMinute: 5 });
    for (let i = 0; i < 5; i++) {
      expect(await b.tryAcquire('A', { now: base + i * 1000 })).toMatchObject({
        granted: true,
        remainingMinute: 4 - i,
        remainingDay: 999 - i,
      });
    }
    expect(await b.tryAcquire('A', { now: base + 10_000 })).toEqual({
      granted: false,
      reason: 'minute',
      retryAfterMs: 50_000,
      at: base + 10_000,
    });
    expect(await b.tryAcquire('A', { now: base + 59_999 })).toMatchObject({
      granted: false,
      retryAfterMs: 1,
    });
    expect(await b.tryAcquire('A', { now: base + 60_000 })).toMatchObject({
      granted: true,
      remainingMinute: 0,
    });
    expect(await b.tryAcquire('A', { now: base + 60_000 })).toMatchObject({
      granted: false,
      retryAfterMs: 1000,
    });
  });

  it('counts a settled grant from the end of its request, so a slow request keeps its slot longer', async () => {
    const b = budget({ perMinute: 2 });
    const slow = await b.tryAcquire('A', { now: base });
    expect(await b.tryAcquire('A', { now: base + 100 })).toMatchObject({ granted: true });
    if (!slow.granted) throw new Error('expected a grant');
    // the request took 5 s: the server may have counted it as late as base + 5000
    expect(await b.settle(slow.grant, { now: base + 5000 })).toBe(true);
    // the other grant leaves the window first; the slow one only one window after its answer
    expect(await b.tryAcquire('A', { now: base + 60_100 })).toMatchObject({ granted: true });
    expect(await b.tryAcquire('A', { now: base + 60_200 })).toMatchObject({
      granted: false,
      reason: 'minute',
      retryAfterMs: 4800,
    });
    // settling never moves a grant back, nor one that already left the window
    expect(await b.settle(slow.grant, { now: base + 1000 })).toBe(false);
    expect(await b.settle({ accountId: 'A', member: 'c:unknown' }, { now: base + 6000 })).toBe(false);
  });

  it('never grants more than perMinute in any window, whatever the arrival pattern', async () => {
    const b = budget({ perMinute: 7, perDay: 100_000 });
    const granted: number[] = [];
    let now = base;
    for (let i = 0; i < 400; i++) {
      now += Math.floor(Math.random() * 1500);
      const r = await b.tryAcquire('A', { now });
      if (r.granted) granted.push(r.at);
      else expect(r.retryAfterMs).toBeGreaterThan(0);
    }
    for (const start of granted) {
      expect(granted.filter((t) => t >= start && t < start + 60_000).length).toBeLessThanOrEqual(7);
    }
    expect(granted.length).toBeGreaterThan(7);
  });

  it('is atomic across processes: 100 concurrent requests on two connections get exactly perMinute', async () => {
    const [b1, b2] = [budget({ perMinute: 20 }), budget({ perMinute: 20 }, other)];
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? b1 : b2).tryAcquire('A')),
    );
    expect(results.filter((r) => r.granted)).toHaveLength(20);
    expect(results.filter((r) => !r.granted && r.reason === 'minute')).toHaveLength(80);
  });

  it('keeps accounts apart', async () => {
    const b = budget({ perMinute: 1 });
    expect((await b.tryAcquire('A', { now: base })).granted).toBe(true);
    expect((await b.tryAcquire('A', { now: base })).granted).toBe(false);
    expect((await b.tryAcquire('B', { now: base })).granted).toBe(true);
  });
});

describe('AccountBudget command reserve', () => {
  it('lets background use only what leaves commandReserveMinute free', async () => {
    const b = budget({ perMinute: 20, commandReserveMinute: 10 });
    for (let i = 0; i < 3; i++) await b.tryAcquire('A', { now: base + i });
    for (let i = 0; i < 7; i++) {
      expect((await b.tryAcquire('A', { priority: 'background', now: base + 100 + i })).granted).toBe(true);
    }
    // 10 used: background would leave fewer than 10 free; the 1st grant leaves the window first
    expect(await b.tryAcquire('A', { priority: 'background', now: base + 1000 })).toMatchObject({
      granted: false,
      reason: 'reserved',
      retryAfterMs: 59_000,
    });
    for (let i = 0; i < 10; i++) {
      expect((await b.tryAcquire('A', { now: base + 2000 + i })).granted).toBe(true);
    }
    expect(await b.tryAcquire('A', { now: base + 3000 })).toMatchObject({ granted: false, reason: 'minute' });
    // background must wait for 11 grants to leave: the 11th oldest is the first command at base + 2000
    expect(await b.tryAcquire('A', { priority: 'background', now: base + 3000 })).toMatchObject({
      granted: false,
      reason: 'minute',
      retryAfterMs: 59_000,
    });
  });

  it('caps background at its share of the day, leaving the rest to commands', async () => {
    const b = budget({ perMinute: 100, perDay: 10, backgroundDayShare: 0.5, commandReserveMinute: 0 });
    const { endsAt } = localDay(base, 'Europe/Rome');
    for (let i = 0; i < 5; i++) {
      expect((await b.tryAcquire('A', { priority: 'background', now: base + i })).granted).toBe(true);
    }
    expect(await b.tryAcquire('A', { priority: 'background', now: base + 10 })).toEqual({
      granted: false,
      reason: 'reserved',
      retryAfterMs: endsAt - (base + 10),
      at: base + 10,
    });
    for (let i = 0; i < 5; i++) expect((await b.tryAcquire('A', { now: base + 20 + i })).granted).toBe(true);
    expect(await b.tryAcquire('A', { now: base + 30 })).toMatchObject({ granted: false, reason: 'day' });
    const snap = await b.snapshot('A', { now: base + 30 });
    expect(snap.day).toMatchObject({ used: 10, remaining: 0, background: 5, backgroundLimit: 5 });
  });
});

describe('AccountBudget day', () => {
  it('resets at local midnight of the account time zone', async () => {
    const b = budget({ perMinute: 100, perDay: 3, timeZone: 'America/New_York' });
    const { endsAt } = localDay(base, 'America/New_York');
    const late = endsAt - 5000;
    for (let i = 0; i < 3; i++) expect((await b.tryAcquire('A', { now: late + i })).granted).toBe(true);
    expect(await b.tryAcquire('A', { now: late + 10 })).toEqual({
      granted: false,
      reason: 'day',
      retryAfterMs: endsAt - (late + 10),
      at: late + 10,
    });
    expect(await b.tryAcquire('A', { now: endsAt })).toMatchObject({ granted: true, remainingDay: 2 });
  });
});

describe('AccountBudget.syncFromHeaders', () => {
  it('adds phantom usage when the server has seen more requests than we granted', async () => {
    const b = budget({ perMinute: 20 });
    for (let i = 0; i < 3; i++) await b.tryAcquire('A', { now: base + i });
    const sync = await b.syncFromHeaders('A', {
      limitMinute: 20,
      remainingMinute: 2,
      limitDay: 1000,
      remainingDay: 900,
      at: base + 1000,
    });
    expect(sync).toEqual({ phantomsAdded: 15, dayRaisedBy: 97 });
    expect(await b.tryAcquire('A', { now: base + 2000 })).toMatchObject({
      granted: true,
      remainingMinute: 1,
      remainingDay: 899,
    });
    await b.tryAcquire('A', { now: base + 2000 });
    // full: the 3 real grants leave first, then the phantoms recorded at base + 1000
    expect(await b.tryAcquire('A', { now: base + 2000 })).toMatchObject({
      granted: false,
      retryAfterMs: 58_000,
    });
  });

  it('never makes the local view more optimistic', async () => {
    const b = budget({ perMinute: 20 });
    for (let i = 0; i < 10; i++) await b.tryAcquire('A', { now: base + i });
    const sync = await b.syncFromHeaders('A', {
      limitMinute: 20,
      remainingMinute: 19,
      limitDay: 1000,
      remainingDay: 1000,
      at: base + 100,
    });
    expect(sync).toEqual({ phantomsAdded: 0, dayRaisedBy: 0 });
    const snap = await b.snapshot('A', { now: base + 100 });
    expect(snap.minute).toMatchObject({ used: 10, remaining: 10 });
    expect(snap.day).toMatchObject({ used: 10, remaining: 990 });
  });

  it('adopts the limits the server reports, up or down', async () => {
    const b = budget({ perMinute: 20, perDay: 1000 });
    const headers = { limitMinute: 3, remainingMinute: 3, limitDay: 50, remainingDay: 50, at: base };
    await b.syncFromHeaders('A', headers);
    expect((await b.snapshot('A', { now: base })).limits).toEqual({
      perMinute: 3,
      perDay: 50,
      source: 'server',
    });
    for (let i = 0; i < 3; i++) expect((await b.tryAcquire('A', { now: base + i })).granted).toBe(true);
    expect((await b.tryAcquire('A', { now: base + 10 })).granted).toBe(false);
    await b.syncFromHeaders('A', { ...headers, limitMinute: 60, remainingMinute: 57, at: base + 20 });
    expect(await b.tryAcquire('A', { now: base + 30 })).toMatchObject({ granted: true, remainingMinute: 56 });
  });

  it('rejects malformed values', async () => {
    const b = budget();
    await expect(
      b.syncFromHeaders('A', { limitMinute: Number.NaN, remainingMinute: 1, limitDay: 1, remainingDay: 1 }),
    ).rejects.toThrow(RangeError);
  });
});

describe('AccountBudget.blockUntil', () => {
  it('blocks every process until the given instant, and never shortens a block', async () => {
    const [b1, b2] = [budget(), budget({}, other)];
    const until = Date.now() + 30_000;
    expect(await b1.blockUntil('A', until)).toBe(true);
    expect(await b1.blockUntil('A', until - 10_000)).toBe(false);
    const denied = await b2.tryAcquire('A');
    expect(denied).toMatchObject({ granted: false, reason: 'blocked' });
    expect(denied.granted === false && denied.retryAfterMs).toBeGreaterThan(29_000);
    expect((await b2.tryAcquire('B')).granted).toBe(true);
    expect((await b2.snapshot('A')).blockedUntil).toBe(until);
    expect(await b1.blockUntil('A', Date.now() - 1)).toBe(false);
  });
});

describe('AccountBudget.snapshot', () => {
  it('reports limits, usage and when the next slot frees', async () => {
    const b = budget({ perMinute: 4, perDay: 100, commandReserveMinute: 2 });
    await b.tryAcquire('A', { priority: 'background', now: base });
    await b.tryAcquire('A', { now: base + 1000 });
    await b.tryAcquire('A', { now: base + 2000 });
    await b.tryAcquire('A', { now: base + 3000 });
    const snap = await b.snapshot('A', { now: base + 5000 });
    expect(snap).toEqual({
      accountId: 'A',
      at: base + 5000,
      limits: { perMinute: 4, perDay: 100, source: 'config' },
      minute: {
        windowMs: 60_000,
        used: 4,
        remaining: 0,
        background: 1,
        commandReserve: 2,
        nextFreeInMs: 55_000,
        grants: [base, base + 1000, base + 2000, base + 3000],
      },
      day: {
        date: localDay(base + 5000, 'Europe/Rome').date,
        timeZone: 'Europe/Rome',
        used: 4,
        remaining: 96,
        resetsAt: localDay(base + 5000, 'Europe/Rome').endsAt,
        background: 1,
        backgroundLimit: 50,
      },
      blockedUntil: null,
    });
    expect((await b.snapshot('A', { now: base + 60_500 })).minute).toMatchObject({
      used: 3,
      nextFreeInMs: 0,
    });
  });
});
