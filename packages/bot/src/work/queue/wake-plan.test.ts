import { describe, expect, it } from 'vitest';
import { type LineEntry, placesInLine, planWakeUps, type WakePlanInput } from './wake-plan.js';

const W = 60_000;
const now = 1_000_000;
// a full window at 3/min: tokens free 10 s, 20 s and 30 s from now
const grants = [now - 50_000, now - 40_000, now - 30_000];

describe('placesInLine', () => {
  it.each([
    ['distinct needs count one each', [{ jobId: 'a' }, { jobId: 'b' }, { jobId: 'c' }], [1, 2, 3]],
    [
      'identical reads share the place of the first',
      [{ jobId: 'a', need: 'k' }, { jobId: 'w' }, { jobId: 'b', need: 'k' }, { jobId: 'c', need: 'x' }],
      [1, 2, 1, 3],
    ],
    ['a job with no known need counts as its own', [{ jobId: 'a', need: 'k' }, { jobId: 'b' }], [1, 2]],
  ] as const)('%s', (_name, entries, want) => {
    const places = placesInLine(entries);
    expect(entries.map((e) => places.get(e.jobId))).toEqual(want);
  });
});

describe('planWakeUps', () => {
  const input = (entries: LineEntry[], more: Partial<WakePlanInput> = {}): WakePlanInput => ({
    entries,
    grants,
    perMinute: 3,
    windowMs: W,
    redisNow: now,
    now,
    cached: new Set(),
    notBefore: 0,
    ...more,
  });

  it.each<[string, LineEntry[], Partial<WakePlanInput>, Array<{ jobId: string; wakeAt: number }>]>([
    [
      'planned from places that shrank: brought forward to their own tokens',
      [
        { jobId: 'a', wakeAt: now + 30_000 },
        { jobId: 'b', wakeAt: now + 10_000 + W },
      ],
      {},
      [
        { jobId: 'a', wakeAt: now + 10_000 },
        { jobId: 'b', wakeAt: now + 20_000 },
      ],
    ],
    [
      'identical reads wait for one token, so the write behind them gets the next',
      [
        { jobId: 'r1', need: 'k', wakeAt: now + 10_000 },
        { jobId: 'r2', need: 'k', wakeAt: now + 20_000 },
        { jobId: 'r3', need: 'k', wakeAt: now + 30_000 },
        { jobId: 'w', wakeAt: now + 10_000 + W },
      ],
      {},
      [
        { jobId: 'r2', wakeAt: now + 10_000 },
        { jobId: 'r3', wakeAt: now + 10_000 },
        { jobId: 'w', wakeAt: now + 20_000 },
      ],
    ],
    [
      'a read now cached wakes at once',
      [
        { jobId: 'w', wakeAt: now + 10_000 },
        { jobId: 'r', need: 'k', wakeAt: now + 20_000 },
      ],
      { cached: new Set(['k']) },
      [{ jobId: 'r', wakeAt: now }],
    ],
    [
      'never later than planned, nor for a few ms',
      [
        { jobId: 'a', wakeAt: now + 10_000 + 3 },
        { jobId: 'b', wakeAt: now + 5_000 },
      ],
      {},
      [],
    ],
    ['jobs not parked (running, or not picked up yet) are left alone', [{ jobId: 'a' }], {}, []],
    [
      'a 429 block or a spent day holds the wake-ups',
      [{ jobId: 'a', wakeAt: now + 40_000 }],
      { notBefore: now + 25_000 },
      [{ jobId: 'a', wakeAt: now + 25_000 }],
    ],
    [
      'the host clock differs from Redis: wake-ups in the host clock',
      [{ jobId: 'a', wakeAt: now + 500 + 30_000 }],
      { now: now + 500 },
      [{ jobId: 'a', wakeAt: now + 500 + 10_000 }],
    ],
  ])('%s', (_name, entries, more, want) => {
    expect(planWakeUps(input(entries, more))).toEqual(want);
  });
});
