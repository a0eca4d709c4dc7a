import { describe, expect, it } from 'vitest';
import { localClock } from '../../core/schedule/business-hours.js';
import { feedWakeAt } from './feed-wake.js';

const TZ = 'Europe/Rome';
const HOUR = 3_600_000;
/** Monday 23 November 2026 at `hh:mm` in Rome (UTC+1). */
const monday = (hh: number, mm = 0) => Date.UTC(2026, 10, 23, hh - 1, mm);
const midnight = Date.UTC(2026, 10, 23, 23, 0);
const office = { hours: { days: [1, 2, 3, 4, 5], from: '09:00', to: '18:00' }, daily: '18:30' };
const allDay = { daily: '18:00' };

const wake = (now: number, rules: Parameters<typeof feedWakeAt>[0]['rules']) =>
  feedWakeAt({ now, rules, clock: localClock(now, TZ), dayResetsAt: midnight }) - now;

describe('feed wake', () => {
  it.each([
    ['before the office opens: when it opens', monday(8), [office], HOUR],
    ['in office hours: the daily line at 18:30', monday(12), [office], 6.5 * HOUR],
    ['an all-day rule after its line: the day turn', monday(19), [allDay], 5 * HOUR + 1000],
    ['two rules: the first of their instants', monday(17, 45), [office, allDay], 15 * 60_000],
  ] as const)('%s', (_name, now, rules, want) => {
    expect(wake(now, rules)).toBe(want);
  });

  it('on Friday evening the office rule waits for the day turn, not for Monday', () => {
    const friday = Date.UTC(2026, 10, 27, 19, 0); // 20:00 in Rome
    const resets = Date.UTC(2026, 10, 27, 23, 0);
    const at = feedWakeAt({
      now: friday,
      rules: [office],
      clock: localClock(friday, TZ),
      dayResetsAt: resets,
    });
    expect(at - friday).toBe(4 * HOUR + 1000);
  });
});
