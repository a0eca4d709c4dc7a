import { describe, expect, it } from 'vitest';
import { type PollPlan, type PollPlanInput, planPolling, tickChanged } from './poll-interval.js';

const HOUR = 3_600_000;
const NOW = Date.UTC(2025, 5, 2, 10, 0, 0);

/** The bot's defaults: 15 s base, 10 min max tick, 20/min (window 61 s) with 10 kept for commands, 1000/day, half for polling. */
const defaults: PollPlanInput = {
  now: NOW,
  baseMs: 15_000,
  maxTickMs: 600_000,
  windowMs: 61_000,
  perMinute: 20,
  commandReserve: 10,
  perDay: 1000,
  dayUsed: 0,
  dayBackground: 0,
  backgroundLimit: 500,
  dayEndsAt: NOW + 12 * HOUR,
  activeNow: true,
  activeMsLeft: 12 * HOUR,
  msUntilActive: 0,
};

const cases: [string, Partial<PollPlanInput>, Partial<PollPlan>][] = [
  [
    'defaults, 12 h of day left: the day share sets the pace',
    {},
    { poll: true, intervalMs: 86_400, reason: 'day' },
  ],
  [
    'a large day budget: the base interval',
    { perDay: 100_000, backgroundLimit: 50_000 },
    { poll: true, intervalMs: 15_000, tickMs: 15_000, reason: 'base' },
  ],
  [
    'a base below the minute share: one request per window/10',
    { baseMs: 1000, perDay: 100_000, backgroundLimit: 50_000 },
    { poll: true, intervalMs: 6100, reason: 'minute' },
  ],
  [
    'business hours leave 4 h: the day share spreads over them',
    { activeMsLeft: 4 * HOUR },
    { poll: true, intervalMs: 28_800, reason: 'day' },
  ],
  [
    'late in the day with budget left: shrinks back to the base',
    { dayEndsAt: NOW + HOUR, activeMsLeft: HOUR, dayBackground: 100 },
    { poll: true, intervalMs: 15_000, reason: 'base' },
  ],
  [
    'share nearly spent: stretched, the scheduler still ticks every 10 min',
    { dayBackground: 495, activeMsLeft: 6 * HOUR },
    { poll: true, intervalMs: 4_320_000, tickMs: 600_000, reason: 'day', backgroundLeft: 5 },
  ],
  [
    'commands used the whole day: nothing left for polling',
    { dayUsed: 1000, dayBackground: 10 },
    { poll: false, reason: 'exhausted', tickMs: 600_000, backgroundLeft: 0 },
  ],
  [
    'share spent 5 minutes before midnight: wakes after midnight',
    { dayBackground: 500, dayEndsAt: NOW + 300_000 },
    { poll: false, reason: 'exhausted', tickMs: 301_000 },
  ],
  [
    'outside business hours: no poll, wake when the hours start',
    { activeNow: false, activeMsLeft: 0, msUntilActive: 120_000 },
    { poll: false, reason: 'off-hours', tickMs: 120_000 },
  ],
  [
    'outside business hours for the weekend: tick at most every 10 min',
    { activeNow: false, activeMsLeft: 0, msUntilActive: 46 * HOUR },
    { poll: false, reason: 'off-hours', tickMs: 600_000 },
  ],
  [
    'commands keep the whole minute: polling never runs',
    { commandReserve: 20 },
    { poll: false, reason: 'no-share' },
  ],
  [
    'the server reports a higher limit: the minute floor drops',
    { baseMs: 200, perMinute: 100, perDay: 1_000_000, backgroundLimit: 500_000 },
    { poll: true, intervalMs: 678, reason: 'minute' },
  ],
];

describe('planPolling', () => {
  it.each(cases)('%s', (_name, given, want) => {
    expect(planPolling({ ...defaults, ...given })).toMatchObject(want);
  });

  it('never plans more polls than the day share left, nor more than the minute share', () => {
    for (let used = 0; used <= 500; used += 25) {
      for (const hoursLeft of [0.5, 1, 6, 12, 24]) {
        const input = {
          ...defaults,
          baseMs: 1000,
          dayBackground: used,
          dayEndsAt: NOW + hoursLeft * HOUR,
          activeMsLeft: hoursLeft * HOUR,
        };
        const plan = planPolling(input);
        if (!plan.poll) continue;
        expect((hoursLeft * HOUR) / plan.intervalMs).toBeLessThanOrEqual(500 - used);
        expect(input.windowMs / plan.intervalMs).toBeLessThanOrEqual(10);
      }
    }
  });
});

describe('tickChanged', () => {
  it.each([
    [undefined, 1000, true],
    [1000, 1050, false],
    [1000, 1200, true],
    [6100, 5600, false],
    [600_000, 86_400, true],
  ] as const)('%s → %s: %s', (current, next, want) => {
    expect(tickChanged(current, next)).toBe(want);
  });
});
