import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesBetween,
  daysBetween,
  formatUtc,
  isLocalDate,
  isLocalTime,
  isoWeekday,
  localInstant,
  localLabel,
} from './local-date.js';

describe('local dates', () => {
  it.each([
    ['2025-12-31', 1, '2026-01-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-29', 30, '2026-04-28'],
  ])('%s + %i days = %s', (date, days, want) => {
    expect(addDays(date, days)).toBe(want);
    expect(daysBetween(date, want)).toBe(days);
  });

  it.each([
    ['2026-03-16', 1],
    ['2026-03-21', 6],
    ['2026-03-22', 7],
  ])('%s is ISO weekday %i', (date, weekday) => {
    expect(isoWeekday(date)).toBe(weekday);
  });

  it('lists the days of a range, both ends included', () => {
    expect(datesBetween('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(datesBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });

  it.each([
    ['2026-03-16', true],
    ['2026-02-29', false],
    ['2026-3-16', false],
    ['9998-12-31', true],
    ['9999-01-01', false],
  ])('isLocalDate(%s) = %s', (value, want) => {
    expect(isLocalDate(value)).toBe(want);
  });

  it.each([
    ['00:00', true],
    ['23:59', true],
    ['24:00', false],
    ['9:30', false],
    ['09:60', false],
  ])('isLocalTime(%s) = %s', (value, want) => {
    expect(isLocalTime(value)).toBe(want);
  });
});

describe('local times in Europe/Rome', () => {
  it.each([
    ['2026-03-28', '12:00', '2026-03-28T11:00:00Z'],
    ['2026-03-29', '01:59', '2026-03-29T00:59:00Z'],
    ['2026-03-29', '03:00', '2026-03-29T01:00:00Z'],
    // Skipped by the spring change: moved forward by the gap.
    ['2026-03-29', '02:30', '2026-03-29T01:30:00Z'],
    // Repeated by the autumn change: the first pass.
    ['2026-10-25', '02:30', '2026-10-25T00:30:00Z'],
    ['2026-10-25', '12:00', '2026-10-25T11:00:00Z'],
  ])('%s %s is %s', (date, time, utc) => {
    expect(formatUtc(localInstant(date, time, 'Europe/Rome'))).toBe(utc);
  });

  it('labels an instant with its local date and time', () => {
    expect(localLabel(new Date('2026-10-24T22:30:00Z'), 'Europe/Rome')).toEqual({
      date: '2026-10-25',
      time: '00:30',
    });
    expect(localLabel(new Date('2026-10-25T01:30:00Z'), 'Europe/Rome')).toEqual({
      date: '2026-10-25',
      time: '02:30',
    });
  });
});
