/** A local date `YYYY-MM-DD` in a time zone. */
function localDate(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
}

/**
 * Variables a demo script can use: `${TODAY}` and `${NEXT_MONDAY}` (the Monday after today, always open and never
 * the demo's holiday, so booking examples always find free times), in the exchange's time zone.
 */
export function demoVariables(now: Date, timeZone = 'Europe/Rome'): Record<string, string> {
  const today = localDate(now, timeZone);
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  const isoWeekday = ((date.getUTCDay() + 6) % 7) + 1;
  date.setUTCDate(date.getUTCDate() + (8 - isoWeekday));
  return { TODAY: today, NEXT_MONDAY: date.toISOString().slice(0, 10) };
}
