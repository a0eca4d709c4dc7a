import { describe, expect, it } from 'vitest';
import type { ApiError } from '../../app/api-error.js';
import { messages } from '../../app/messages.js';
import { resolveCallRange } from './call-range.js';

describe('resolveCallRange', () => {
  it('covers yesterday 00:00 to the end of today in the given zone', () => {
    // 2025-06-02 00:30 in Rome (CEST, UTC+2) is still 1 June in UTC.
    const range = resolveCallRange(new Date('2025-06-01T22:30:00Z'), 'Europe/Rome');
    expect(range.from.toISOString()).toBe('2025-05-31T22:00:00.000Z');
    expect(range.until.toISOString()).toBe('2025-06-02T22:00:00.000Z');
    expect(range.label).toEqual({
      start: '2025-06-01 00:00:00',
      end: '2025-06-02 23:59:59',
      description: 'Oggi e ieri',
    });
  });

  it('spans a DST change: 23 + 24 hours when yesterday was the spring-forward day', () => {
    // 30 March 2025: Rome moves from UTC+1 to UTC+2.
    const range = resolveCallRange(new Date('2025-03-31T10:00:00Z'), 'Europe/Rome');
    expect(range.from.toISOString()).toBe('2025-03-29T23:00:00.000Z');
    expect(range.until.toISOString()).toBe('2025-03-31T22:00:00.000Z');
    expect((range.until.getTime() - range.from.getTime()) / 3_600_000).toBe(47);
  });

  it('covers one whole day for a date, with an Italian description', () => {
    const range = resolveCallRange(new Date('2025-06-02T10:00:00Z'), 'Europe/Rome', '2025-03-16');
    expect(range.from.toISOString()).toBe('2025-03-15T23:00:00.000Z');
    expect(range.until.toISOString()).toBe('2025-03-16T23:00:00.000Z');
    expect(range.label).toEqual({
      start: '2025-03-16 00:00:00',
      end: '2025-03-16 23:59:59',
      description: 'Giorno 16/03/2025',
    });
  });

  it('is 25 hours long on the fall-back day', () => {
    const range = resolveCallRange(new Date('2025-11-01T10:00:00Z'), 'Europe/Rome', '2025-10-26');
    expect((range.until.getTime() - range.from.getTime()) / 3_600_000).toBe(25);
  });

  it.each([
    ['today in the zone is accepted', '2025-06-03', 'Europe/Rome', true],
    ['tomorrow in the zone is refused', '2025-06-03', 'UTC', false],
    ['yesterday is accepted', '2025-06-01', 'UTC', true],
  ])('%s', (_name, date, zone, accepted) => {
    // 23:30 UTC on 2 June is already 3 June in Rome.
    const now = new Date('2025-06-02T23:30:00Z');
    if (accepted) {
      expect(resolveCallRange(now, zone, date).label.start).toBe(`${date} 00:00:00`);
    } else {
      expect(() => resolveCallRange(now, zone, date)).toThrow(
        expect.objectContaining({ status: 400, message: messages.futureDate }) as ApiError,
      );
    }
  });
});
