import { describe, expect, it } from 'vitest';
import {
  formatLocalTimestamp,
  isValidTimeZone,
  startOfNextZonedDay,
  startOfZonedDay,
  zonedParts,
  zonedTimeToInstant,
} from './zoned-time.js';

const rome = 'Europe/Rome';

describe('zoned time', () => {
  it.each([
    ['winter', '2025-01-15T10:20:30Z', '2025-01-15 11:20:30'],
    ['summer', '2025-07-15T10:20:30Z', '2025-07-15 12:20:30'],
    ['late evening UTC is the next local day', '2025-07-15T22:30:00Z', '2025-07-16 00:30:00'],
  ])('formats %s instants in local time', (_name, iso, want) => {
    expect(formatLocalTimestamp(new Date(iso), rome)).toBe(want);
  });

  it('gives ISO weekdays', () => {
    expect(zonedParts(new Date('2025-03-30T12:00:00Z'), rome).weekday).toBe(7);
    expect(zonedParts(new Date('2025-03-31T12:00:00Z'), rome).weekday).toBe(1);
  });

  it.each([
    ['normal day', '2025-01-15T10:00:00Z', '2025-01-14T23:00:00.000Z', '2025-01-15T23:00:00.000Z'],
    [
      'spring-forward day (23 h)',
      '2025-03-30T12:00:00Z',
      '2025-03-29T23:00:00.000Z',
      '2025-03-30T22:00:00.000Z',
    ],
    ['fall-back day (25 h)', '2025-10-26T12:00:00Z', '2025-10-25T22:00:00.000Z', '2025-10-26T23:00:00.000Z'],
  ])('finds local midnights on a %s', (_name, iso, start, next) => {
    expect(startOfZonedDay(new Date(iso), rome).toISOString()).toBe(start);
    expect(startOfNextZonedDay(new Date(iso), rome).toISOString()).toBe(next);
  });

  it('resolves DST gaps forward and overlaps to the first occurrence', () => {
    const gap = zonedTimeToInstant({ year: 2025, month: 3, day: 30, hour: 2, minute: 30 }, rome);
    expect(gap.toISOString()).toBe('2025-03-30T01:30:00.000Z');
    const overlap = zonedTimeToInstant({ year: 2025, month: 10, day: 26, hour: 2, minute: 30 }, rome);
    expect(overlap.toISOString()).toBe('2025-10-26T00:30:00.000Z');
  });

  it('validates zone names', () => {
    expect(isValidTimeZone(rome)).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});
