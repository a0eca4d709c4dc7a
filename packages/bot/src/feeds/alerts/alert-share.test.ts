import { describe, expect, it } from 'vitest';
import { alertShareFor, SHARE_MAX, SHARE_MIN } from './alert-share.js';

describe('alertShareFor', () => {
  it.each([
    ['no history: the configured share', [], 0.5, { share: 0.5, basis: 'default' }],
    ['commands used 100 at most: alerts get 0.75', [80, 100, 60], 0.5, { share: 0.75, basis: 'usage' }],
    ['commands barely used: the fixed reserve stays theirs', [2, 0], 0.5, { share: 0.89, basis: 'usage' }],
    ['commands used 600: alerts keep the minimum', [600, 10], 0.5, { share: SHARE_MIN, basis: 'usage' }],
  ] as const)('%s', (_name, days, configured, want) => {
    expect(alertShareFor(days, 1000, configured)).toEqual(want);
  });

  // busiest day 200: commands keep 200 × 1.5 of the day left + 100 × max(day left, 0.3) + what they used today
  it.each([
    ['at midnight: the whole-day figure', { commandsToday: 0, dayLeft: 1 }, 0.6],
    ['at noon, 120 used, 40 % of the traffic to come', { commandsToday: 120, dayLeft: 0.4 }, 0.72],
    ['at 17:00, 170 used, 10 % to come', { commandsToday: 170, dayLeft: 0.1 }, 0.77],
    [
      'late evening, 180 used, nothing to come: the reserve floor stays',
      { commandsToday: 180, dayLeft: 0 },
      0.79,
    ],
    ['a day of heavy commands: the alerts give way', { commandsToday: 700, dayLeft: 0.3 }, SHARE_MIN],
    ['day left out of range is clamped', { commandsToday: 0, dayLeft: 7 }, 0.6],
  ] as const)('following the day, %s', (_name, today, want) => {
    expect(alertShareFor([200, 150], 1000, 0.5, today)).toEqual({ share: want, basis: 'usage' });
  });

  it('never beyond the cap, even when commands need nothing more today', () => {
    expect(alertShareFor([0], 1000, 0.5, { commandsToday: 0, dayLeft: 0 }).share).toBe(SHARE_MAX);
  });

  it.each([
    ['at midnight: the configured share', { commandsToday: 0, dayLeft: 1 }, 0.5],
    [
      'at 18:00 by the clock, 50 used: what commands did not need is released',
      { commandsToday: 50, dayLeft: 0.25 },
      0.82,
    ],
    ['a day of heavy commands: below the configured share', { commandsToday: 450, dayLeft: 0.5 }, 0.3],
  ] as const)('no history, following the day: %s', (_name, today, want) => {
    expect(alertShareFor([], 1000, 0.5, today)).toEqual({ share: want, basis: 'default' });
  });

  it('no history and a configured share above the usual bounds: kept at midnight', () => {
    expect(alertShareFor([], 1000, 0.95, { commandsToday: 0, dayLeft: 1 }).share).toBe(0.95);
    expect(alertShareFor([], 1000, 0.1, { commandsToday: 0, dayLeft: 1 }).share).toBe(0.1);
  });
});
