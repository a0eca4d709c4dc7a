import { addDays, localDate } from './local-days.js';

/**
 * Variables a demo script can use: `${TODAY}` and `${NEXT_MONDAY}` (the Monday after today, always open and never
 * the demo's holiday, so booking examples always find free times), in the exchange's time zone.
 */
export function demoVariables(now: Date, timeZone = 'Europe/Rome'): Record<string, string> {
  const today = localDate(now, timeZone);
  const isoWeekday = ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
  return { TODAY: today, NEXT_MONDAY: addDays(today, 8 - isoWeekday) };
}
