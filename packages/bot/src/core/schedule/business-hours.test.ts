import { describe, expect, it } from 'vitest';
import {
  activeMsLeftToday,
  isWithinHours,
  localClock,
  msUntilActive,
  msUntilClockTime,
  msUntilHoursEnd,
} from './business-hours.js';
import type { BusinessHours } from './business-hours.schema.js';

const HOUR = 3_600_000;
const office: BusinessHours = { days: [1, 2, 3, 4, 5], from: '08:00', to: '18:00' };
const morning: BusinessHours = { days: [1, 2, 3, 4, 5, 6], from: '08:00', to: '12:00' };
const afternoon: BusinessHours = { days: [1, 2, 3, 4, 5], from: '11:00', to: '18:00' };
/** Monday 2 June 2025, 10:30 in Rome (CEST, UTC+2). */
const mondayMorning = Date.UTC(2025, 5, 2, 8, 30);

describe('business hours', () => {
  it('reads the wall clock of the account time zone', () => {
    expect(localClock(mondayMorning, 'Europe/Rome')).toEqual({ weekday: 1, minute: 630, msInMinute: 0 });
    expect(localClock(mondayMorning, 'America/New_York')).toMatchObject({ weekday: 1, minute: 270 });
    // a Sunday evening in UTC is already Monday in Tokyo
    expect(localClock(Date.UTC(2025, 5, 1, 20, 0), 'Asia/Tokyo')).toMatchObject({ weekday: 1, minute: 300 });
  });

  it.each([
    ['inside', mondayMorning, office, true],
    ['no hours: always', mondayMorning, undefined, true],
    ['before opening', Date.UTC(2025, 5, 2, 5, 59), office, false],
    ['at closing time', Date.UTC(2025, 5, 2, 16, 0), office, false],
    ['on Saturday', Date.UTC(2025, 5, 7, 8, 30), office, false],
  ] as const)('%s', (_name, at, hours, want) => {
    expect(isWithinHours(hours, localClock(at, 'Europe/Rome'))).toBe(want);
  });

  it('counts the time some rule speaks until midnight (the union of their windows)', () => {
    const clock = localClock(mondayMorning, 'Europe/Rome');
    expect(activeMsLeftToday([morning, afternoon], clock)).toBe(7.5 * HOUR);
    expect(activeMsLeftToday([office], clock)).toBe(7.5 * HOUR);
    expect(activeMsLeftToday([office, undefined], clock)).toBe(13.5 * HOUR);
    expect(activeMsLeftToday([{ ...office, from: '19:00', to: '21:00' }], clock)).toBe(2 * HOUR);
    expect(activeMsLeftToday([office], localClock(Date.UTC(2025, 5, 7, 8, 30), 'Europe/Rome'))).toBe(0);
    expect(activeMsLeftToday([office], localClock(mondayMorning + 15_000, 'Europe/Rome'))).toBe(
      7.5 * HOUR - 15_000,
    );
  });

  it('knows when the first window open now closes, and when a time of day comes next', () => {
    const clock = localClock(mondayMorning + 15_000, 'Europe/Rome');
    expect(msUntilHoursEnd([office, morning], clock)).toBe(1.5 * HOUR - 15_000);
    expect(msUntilHoursEnd([office, undefined], clock)).toBe(7.5 * HOUR - 15_000);
    expect(msUntilHoursEnd([undefined], clock)).toBeNull();
    expect(msUntilHoursEnd([{ ...office, from: '19:00', to: '21:00' }], clock)).toBeNull();
    expect(msUntilClockTime('10:30', [1, 2, 3, 4, 5], clock)).toBe(24 * HOUR - 15_000);
    expect(msUntilClockTime('18:30', [1], clock)).toBe(8 * HOUR - 15_000);
    expect(msUntilClockTime('09:00', [6], clock)).toBe(5 * 24 * HOUR - 1.5 * HOUR - 15_000);
    expect(msUntilClockTime('09:00', [], clock)).toBeNull();
  });

  it('knows when the next window opens', () => {
    const saturday = localClock(Date.UTC(2025, 5, 7, 8, 0), 'Europe/Rome');
    expect(msUntilActive([office], saturday)).toBe(46 * HOUR);
    expect(msUntilActive([office, morning], saturday)).toBe(0);
    const fridayEvening = localClock(Date.UTC(2025, 5, 6, 17, 0), 'Europe/Rome');
    expect(msUntilActive([office], fridayEvening)).toBe(61 * HOUR);
    expect(msUntilActive([office, { days: [6], from: '09:00', to: '10:00' }], fridayEvening)).toBe(14 * HOUR);
    expect(msUntilActive([], fridayEvening)).toBeNull();
  });
});
