import { isCalendarDate, zonedParts, zonedTimeToInstant } from '@centralino/schemas';

/**
 * Calendar dates and times as the calendar endpoints write them: `YYYY-MM-DD` and `HH:MM` in the exchange's
 * local time, plus UTC instants. Date arithmetic works on the date strings (no time zone involved); only
 * {@link localInstant} and {@link localLabel} cross between local wall time and instants.
 * @see ../../../shared/pbx-api-reference.md#calendar-conventions-and-records
 */

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Latest year accepted: day arithmetic (a range end + 1 day) must stay within 4-digit years. */
const MAX_YEAR = 9998;

/** True for a real date written `YYYY-MM-DD`, in a year up to 9998. */
export function isLocalDate(value: string): boolean {
  return isCalendarDate(value) && Number(value.slice(0, 4)) <= MAX_YEAR;
}

/** True for a 24-hour `HH:MM`. */
export function isLocalTime(value: string): boolean {
  return TIME_RE.test(value);
}

/** Minutes since midnight of an `HH:MM`. */
export function minutesOfTime(time: string): number {
  const match = TIME_RE.exec(time);
  if (!match) throw new Error(`Not an HH:MM time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

function dateParts(date: string): { year: number; month: number; day: number } {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

function fromUtcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `date` plus `days` days (negative allowed). */
export function addDays(date: string, days: number): string {
  const { year, month, day } = dateParts(date);
  return fromUtcDate(new Date(Date.UTC(year, month - 1, day + days)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const a = dateParts(from);
  const b = dateParts(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const { year, month, day } = dateParts(date);
  const sunday0 = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return sunday0 === 0 ? 7 : sunday0;
}

/** The earlier of two `YYYY-MM-DD` dates (they compare as text). */
export function earlierDate(a: string, b: string): string {
  return b < a ? b : a;
}

/** Every date from `from` to `to`, both included. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) out.push(date);
  return out;
}

/**
 * The instant the local clock shows `date` `time` (default midnight). A time skipped by a DST jump moves forward
 * by the gap; a repeated time resolves to its first occurrence (see `zonedTimeToInstant`).
 */
export function localInstant(date: string, time: string | number, timeZone: string): Date {
  const minutes = typeof time === 'number' ? time : minutesOfTime(time);
  return zonedTimeToInstant(
    { ...dateParts(date), hour: Math.floor(minutes / 60), minute: minutes % 60 },
    timeZone,
  );
}

/** The local date and `HH:MM` of an instant. */
export function localLabel(instant: Date, timeZone: string): { date: string; time: string } {
  const p = zonedParts(instant, timeZone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** Today's local date. */
export function localToday(now: Date, timeZone: string): string {
  return localLabel(now, timeZone).date;
}

/** A UTC instant as the calendar writes it: ISO 8601 with `Z`, without milliseconds when they are zero. */
export function formatUtc(instant: Date): string {
  return instant.toISOString().replace('.000Z', 'Z');
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
