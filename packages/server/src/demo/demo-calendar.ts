import type { AccountFixtureInput } from '@centralino/schemas';
import { DEFAULT_TIME_ZONE } from '@centralino/schemas';
import { addDays, isoWeekday, localToday } from '../calendar/local-date.js';

/** The calendar part of the demo exchange. */
export type DemoCalendar = Pick<
  AccountFixtureInput,
  'calendars' | 'events' | 'opening_hours' | 'holidays' | 'blocks'
>;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/**
 * Calendars, appointment types, opening hours, holidays and blocks of the demo exchange (`studio-demo`), relative
 * to `now` in `timeZone`: a medical office with two calendars (`dott-bianchi`, `dott-verdi`), a `choice` event
 * (`consulenza`, on either doctor), two single ones (one with capacity 6), weekly opening hours with a lunch
 * break, a holiday on Wednesday of next week and two manual blocks, so the demo always has a near future to book.
 * @see ../../../shared/pbx-api-reference.md#calendar-conventions-and-records
 */
export function demoCalendar(now: Date, timeZone: string = DEFAULT_TIME_ZONE): DemoCalendar {
  const today = localToday(now, timeZone);
  const nextMonday = addDays(today, 8 - isoWeekday(today));
  const tomorrow = addDays(today, 1);
  const nextFriday = addDays(nextMonday, 4);
  return {
    calendars: [
      { slug: 'dott-bianchi', name: 'Dott.ssa Bianchi' },
      { slug: 'dott-verdi', name: 'Dott. Verdi' },
    ],
    events: [
      {
        slug: 'consulenza',
        name: 'Consulenza',
        duration_minutes: 30,
        kind: 'choice',
        calendars: ['dott-bianchi', 'dott-verdi'],
        capacity: 1,
        min_notice_minutes: 120,
        horizon_days: 60,
      },
      {
        slug: 'visita-controllo',
        name: 'Visita di controllo',
        duration_minutes: 20,
        kind: 'single',
        calendars: ['dott-bianchi'],
        capacity: 1,
        min_notice_minutes: 60,
        horizon_days: 30,
      },
      {
        slug: 'incontro-gruppo',
        name: 'Incontro informativo di gruppo',
        duration_minutes: 90,
        kind: 'single',
        calendars: ['dott-verdi'],
        capacity: 6,
        min_notice_minutes: 1440,
        horizon_days: 90,
      },
    ],
    opening_hours: [
      // Dott.ssa Bianchi: weekday mornings, and Tuesday and Thursday afternoons.
      ...range(1, 5).map((weekday) => ({ calendar: 'dott-bianchi', weekday, start: '09:00', end: '13:00' })),
      ...[2, 4].map((weekday) => ({ calendar: 'dott-bianchi', weekday, start: '14:30', end: '18:30' })),
      // Dott. Verdi: Monday, Wednesday and Friday with a lunch break, Saturday morning.
      ...[1, 3, 5].flatMap((weekday) => [
        { calendar: 'dott-verdi', weekday, start: '08:30', end: '12:30' },
        { calendar: 'dott-verdi', weekday, start: '14:00', end: '18:00' },
      ]),
      { calendar: 'dott-verdi', weekday: 6, start: '09:00', end: '12:00' },
    ],
    holidays: [{ date: addDays(nextMonday, 2), name: 'Festa del Santo Patrono' }],
    blocks: [
      {
        calendar: 'dott-bianchi',
        date: tomorrow,
        start_time: '11:00',
        end_time: '12:00',
        reason: 'Riunione di reparto',
      },
      {
        calendar: 'dott-verdi',
        date: nextFriday,
        start_time: '14:00',
        end_time: '18:00',
        reason: 'Congresso',
      },
    ],
  };
}
