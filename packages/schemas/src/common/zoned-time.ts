/** Time zone of accounts that do not set one, and of the account-less `GET /v1/ping`. */
export const DEFAULT_TIME_ZONE = 'Europe/Rome';

/** Wall-clock fields of an instant in a time zone (month 1–12, weekday ISO 1 = Monday … 7 = Sunday). */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      weekday: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

const WEEKDAYS: Record<string, number> = { Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6, Sun: 7 };

/** True if `timeZone` is an IANA zone identifier known to this runtime. */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock fields of `instant` in `timeZone`. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  const fields: Record<string, string> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) fields[part.type] = part.value;
  return {
    year: Number(fields.year),
    month: Number(fields.month),
    day: Number(fields.day),
    hour: Number(fields.hour),
    minute: Number(fields.minute),
    second: Number(fields.second),
    weekday: WEEKDAYS[fields.weekday ?? ''] ?? 0,
  };
}

/**
 * The instant at which the wall clock of `timeZone` shows the given local time. A time skipped by a DST jump
 * moves forward by the gap (02:30 → 03:30 in Europe/Rome); a repeated time resolves to its first occurrence.
 */
export function zonedTimeToInstant(
  local: { year: number; month: number; day: number; hour?: number; minute?: number; second?: number },
  timeZone: string,
): Date {
  const wall = Date.UTC(
    local.year,
    local.month - 1,
    local.day,
    local.hour ?? 0,
    local.minute ?? 0,
    local.second ?? 0,
  );
  // Offsets can differ before and after `wall`: try both and keep the first instant that shows that wall time.
  const candidates = [offsetAt(wall - 86_400_000, timeZone), offsetAt(wall + 86_400_000, timeZone)]
    .map((offset) => wall - offset)
    .sort((a, b) => a - b);
  for (const candidate of candidates) {
    if (wallTimeOf(candidate, timeZone) === wall) return new Date(candidate);
  }
  // Skipped by a DST gap: the offset from before the jump lands after it.
  return new Date(Math.max(...candidates));
}

/** The local midnight (start of the calendar day) of `instant` in `timeZone`. */
export function startOfZonedDay(instant: Date, timeZone: string): Date {
  const { year, month, day } = zonedParts(instant, timeZone);
  return zonedTimeToInstant({ year, month, day }, timeZone);
}

/** The local midnight following `instant` in `timeZone` (23, 24 or 25 hours after the day's start). */
export function startOfNextZonedDay(instant: Date, timeZone: string): Date {
  const { year, month, day } = zonedParts(instant, timeZone);
  const next = new Date(Date.UTC(year, month - 1, day + 1));
  return zonedTimeToInstant(
    { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate() },
    timeZone,
  );
}

/**
 * `YYYY-MM-DD HH:MM:SS` in `timeZone`, the timestamp format of the non-calendar endpoints.
 * @see pbx-api-reference.md#resources-and-their-fields
 */
export function formatLocalTimestamp(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${formatLocalDate(instant, timeZone)} ${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** `YYYY-MM-DD` of `instant` in `timeZone`. */
export function formatLocalDate(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** Milliseconds east of UTC in `timeZone` at instant `ms`. */
function offsetAt(ms: number, timeZone: string): number {
  return wallTimeOf(ms, timeZone) - ms;
}

/** The wall time shown in `timeZone` at instant `ms`, expressed as if it were UTC (whole seconds). */
function wallTimeOf(ms: number, timeZone: string): number {
  const p = zonedParts(new Date(ms), timeZone);
  return Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
}
