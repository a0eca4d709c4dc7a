import { AccountFixture } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { daysBetween, isoWeekday, localInstant } from '../calendar/local-date.js';
import { demoCalendar } from './demo-calendar.js';

describe('demoCalendar', () => {
  it.each([
    ['a Monday', '2026-03-16', '2026-03-25'],
    ['a Wednesday', '2026-03-18', '2026-03-25'],
    ['a Sunday', '2026-03-22', '2026-03-25'],
  ])('puts the holiday on Wednesday of next week when today is %s', (_name, today, holiday) => {
    const demo = demoCalendar(localInstant(today, '10:00', 'Europe/Rome'), 'Europe/Rome');
    expect(demo.holidays).toEqual([{ date: holiday, name: 'Festa del Santo Patrono' }]);
    expect(isoWeekday(holiday)).toBe(3);
    expect(daysBetween(today, holiday)).toBeGreaterThan(2);
  });

  it('is a valid fixture: an office with two calendars and one choice event over both', () => {
    const demo = demoCalendar(new Date('2026-03-16T09:00:00Z'));
    const parsed = AccountFixture.parse({ context: 'demo', ...demo });
    expect(parsed.calendars.map((c) => c.slug)).toEqual(['dott-bianchi', 'dott-verdi']);
    const choice = parsed.events.filter((e) => e.kind === 'choice');
    expect(choice.map((e) => e.calendars)).toEqual([['dott-bianchi', 'dott-verdi']]);
    const slugs = new Set(parsed.calendars.map((c) => c.slug));
    for (const hours of parsed.opening_hours) expect(slugs.has(hours.calendar)).toBe(true);
    expect(parsed.blocks.every((b) => b.calendar !== null && slugs.has(b.calendar))).toBe(true);
  });
});
