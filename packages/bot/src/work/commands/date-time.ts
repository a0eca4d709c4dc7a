/**
 * Dates and times as an Italian office writes them, read into the API's `YYYY-MM-DD` and `HH:MM` (the account's
 * local calendar: `today` is its local date). One reader for every command that takes a date or a time.
 */

/** Which way a date without a year, or a weekday, points: bookings look ahead, call lists look back. */
export type DateDirection = 'upcoming' | 'past';

/** Why a word is not a usable date. */
export type DateProblem =
  /** Not a date at all (nor a form we read). */
  | { problem: 'not_a_date' }
  /** Written as a date, but no such day exists (`30/02/2026`, `2026-13-01`). */
  | { problem: 'no_such_date'; year: number; month: number; day: number }
  /** A real day, before today where only today or later makes sense. */
  | { problem: 'past'; date: string }
  /** A real day, after today where only today or earlier makes sense. */
  | { problem: 'future'; date: string };

export type DateReading = { ok: true; date: string } | ({ ok: false } & DateProblem);

/** Why a word is not a usable time. */
export type TimeProblem = { problem: 'not_a_time' } | { problem: 'no_such_time' };
export type TimeReading = { ok: true; time: string } | ({ ok: false } & TimeProblem);

const pad = (n: number) => String(n).padStart(2, '0');

/** `YYYY-MM-DD` of a year, month and day (no check). */
export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
}

/** The parts of a `YYYY-MM-DD` date. */
export function dateParts(date: string): { year: number; month: number; day: number } {
  const [year = 0, month = 0, day = 0] = date.split('-').map(Number);
  return { year, month, day };
}

/** Days in a month of a year (Gregorian). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const { year, month, day } = dateParts(date);
  const moved = new Date(Date.UTC(year, month - 1, day + days));
  return isoDate(moved.getUTCFullYear(), moved.getUTCMonth() + 1, moved.getUTCDate());
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
export function weekdayOf(date: string): number {
  const { year, month, day } = dateParts(date);
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

/** Lower case, without accents and surrounding punctuation: `Lunedì` → `lunedi`. */
function fold(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/^[\s.,;:]+|[\s.,;:]+$/g, '');
}

/** Days from today named by a word, in Italian and English. */
const RELATIVE_DAYS: Readonly<Record<string, number>> = {
  oggi: 0,
  today: 0,
  domani: 1,
  tomorrow: 1,
  dopodomani: 2,
  ieri: -1,
  yesterday: -1,
  altroieri: -2,
};

/** Weekday names (full and short, Italian and English; accents folded) → ISO weekday. */
// biome-ignore format: a table reads better in rows
const WEEKDAYS: Readonly<Record<string, number>> = {
  lunedi: 1, lun: 1, monday: 1, mon: 1,
  martedi: 2, mar: 2, tuesday: 2, tue: 2, tues: 2,
  mercoledi: 3, mer: 3, wednesday: 3, wed: 3,
  giovedi: 4, gio: 4, thursday: 4, thu: 4, thur: 4, thurs: 4,
  venerdi: 5, ven: 5, friday: 5, fri: 5,
  sabato: 6, sab: 6, saturday: 6, sat: 6,
  domenica: 7, dom: 7, sunday: 7, sun: 7,
};

const ISO = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
const DAY_FIRST = /^(\d{1,2})[/.-](\d{1,2})(?:[/.-](\d{2}|\d{4}))?$/;

const MONTHS: Readonly<Record<string, number>> = Object.fromEntries(
  [
    ['gennaio', 'gen', 'january', 'jan'],
    ['febbraio', 'feb', 'february'],
    ['marzo', 'march'],
    ['aprile', 'apr', 'april'],
    ['maggio', 'mag', 'may'],
    ['giugno', 'giu', 'june', 'jun'],
    ['luglio', 'lug', 'july', 'jul'],
    ['agosto', 'ago', 'august', 'aug'],
    ['settembre', 'set', 'september', 'sep', 'sept'],
    ['ottobre', 'ott', 'october', 'oct'],
    ['novembre', 'nov', 'november'],
    ['dicembre', 'dic', 'december', 'dec'],
  ].flatMap((names, i) => names.map((name) => [name, i + 1])),
);

/** Words that say which weekday of that name: the coming one or the last one, before or after its name. */
const NEXT_WORDS = new Set(['prossimo', 'prossima', 'next', 'this', 'questo', 'questa']);
const LAST_WORDS = new Set(['scorso', 'scorsa', 'last']);
const isWhich = (word: string) => NEXT_WORDS.has(word) || LAST_WORDS.has(word);

/** `lunedì prossimo`, `next monday`, `venerdì scorso` as one word (`lunedi prossimo`), or undefined. */
function joinedWeekday(word: string, following: string | undefined): string | undefined {
  const a = fold(word);
  const b = fold(following ?? '');
  if (a in WEEKDAYS && isWhich(b)) return `${a} ${b}`;
  if (isWhich(a) && b in WEEKDAYS) return `${b} ${a}`;
  return undefined;
}

/**
 * Joins a date or time written in words into one word the reader takes: `1 dicembre` → `1/12`, `1 dicembre 2026`
 * → `1/12/2026` (day, month name, optional four-digit year), `lunedì prossimo` / `next monday` → one word,
 * `9:30 am` → `9:30am`; other words are left as they are.
 */
export function joinWrittenDates(words: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const day = words[i] as string;
    const weekday = joinedWeekday(day, words[i + 1]);
    if (weekday !== undefined) {
      out.push(weekday);
      i++;
      continue;
    }
    if (/^(am|pm|a\.m\.|p\.m\.)$/i.test(words[i + 1] ?? '') && looksLikeTime(day)) {
      out.push(`${day}${words[i + 1]}`);
      i++;
      continue;
    }
    const month = MONTHS[fold(words[i + 1] ?? '')];
    if (/^\d{1,2}$/.test(day) && month !== undefined) {
      const year = words[i + 2];
      const withYear = year !== undefined && /^\d{4}$/.test(year);
      out.push(`${day}/${month}${withYear ? `/${year}` : ''}`);
      i += withYear ? 2 : 1;
    } else out.push(day);
  }
  return out;
}

/** True when a word is written as a date (digits with separators) or is a day's name: a date, maybe a wrong one. */
export function looksLikeDate(word: string): boolean {
  const w = fold(word);
  return (
    ISO.test(w) || DAY_FIRST.test(w) || w in RELATIVE_DAYS || w in WEEKDAYS || whichWeekday(w) !== undefined
  );
}

/** `lunedi prossimo` → Monday, the coming one; `lunedi scorso` → the last one (words folded, joined). */
function whichWeekday(folded: string): { weekday: number; direction: DateDirection } | undefined {
  const [name = '', which = ''] = folded.split(' ');
  const weekday = WEEKDAYS[name];
  if (weekday === undefined || !isWhich(which)) return undefined;
  return { weekday, direction: LAST_WORDS.has(which) ? 'past' : 'upcoming' };
}

/** The weekday's next date after `today` (`upcoming`) or last before it (`past`). */
function nearestWeekday(today: string, weekday: number, direction: DateDirection): string {
  const step = direction === 'upcoming' ? 1 : -1;
  let date = addDays(today, step);
  while (weekdayOf(date) !== weekday) date = addDays(date, step);
  return date;
}

/**
 * Reads a date as people write it: `30/11/2026`, `30/11/26`, `30.11.2026`, `30-11-2026`, `2026-11-30`, `30/11`
 * (the next 30/11 not past for `upcoming`, the last one not future for `past`), `oggi`, `domani`,
 * `dopodomani`, `ieri`, weekday names (`lunedì`, `lunedi`, `lun`, `monday`, `mon`: the next one after today,
 * or for `past` the last one before today), and a weekday said which (joined by {@link joinWrittenDates}:
 * `lunedì prossimo`, `next monday` → the next one after today; `venerdì scorso`, `last friday` → the last one
 * before today). A date that does not exist, or lies on the wrong side of today, is said so.
 */
export function readDate(word: string, ctx: { today: string; direction: DateDirection }): DateReading {
  const w = fold(word);
  const { today, direction } = ctx;
  const relative = RELATIVE_DAYS[w];
  if (relative !== undefined) return within(addDays(today, relative), ctx);
  const weekday = WEEKDAYS[w];
  if (weekday !== undefined) return { ok: true, date: nearestWeekday(today, weekday, direction) };
  const which = whichWeekday(w);
  if (which) return within(nearestWeekday(today, which.weekday, which.direction), ctx);
  const iso = ISO.exec(w);
  if (iso) return checked(Number(iso[1]), Number(iso[2]), Number(iso[3]), ctx);
  const dayFirst = DAY_FIRST.exec(w);
  if (!dayFirst) return { ok: false, problem: 'not_a_date' };
  const day = Number(dayFirst[1]);
  const month = Number(dayFirst[2]);
  const yearText = dayFirst[3];
  if (yearText !== undefined) {
    const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
    return checked(year, month, day, ctx);
  }
  // no year: this year's, unless it lies on the wrong side of today (then the next or last year that has it)
  const thisYear = dateParts(today).year;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(2024, month))
    return { ok: false, problem: 'no_such_date', year: thisYear, month, day };
  const step = direction === 'upcoming' ? 1 : -1;
  for (let offset = 0; offset <= 8; offset++) {
    const year = thisYear + step * offset;
    if (day > daysInMonth(year, month)) continue; // 29/02 outside a leap year
    const date = isoDate(year, month, day);
    if (direction === 'upcoming' ? date >= today : date <= today) return { ok: true, date };
  }
  return { ok: false, problem: 'no_such_date', year: thisYear, month, day };
}

function checked(
  year: number,
  month: number,
  day: number,
  ctx: { today: string; direction: DateDirection },
): DateReading {
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month))
    return { ok: false, problem: 'no_such_date', year, month, day };
  return within(isoDate(year, month, day), ctx);
}

function within(
  date: string,
  { today, direction }: { today: string; direction: DateDirection },
): DateReading {
  if (direction === 'upcoming' && date < today) return { ok: false, problem: 'past', date };
  if (direction === 'past' && date > today) return { ok: false, problem: 'future', date };
  return { ok: true, date };
}

const TIME = /^(\d{1,2})(?:[:.,h](\d{2}))?(?:\s?([ap])\.?m\.?)?$/;

/**
 * Reads a time as people write it: `9:00`, `09:00`, `9.30`, `9,30`, `9h30`, `9` (→ `09:00`) on the 24-hour
 * clock, or with `am`/`pm` (`9:30am`, `2pm`, `12am` → `00:00`; an hour over 12 with them is no time).
 */
export function readTime(word: string): TimeReading {
  const match = TIME.exec(fold(word));
  if (!match) return { ok: false, problem: 'not_a_time' };
  let hour = Number(match[1]);
  const minute = Number(match[2] ?? '0');
  const half = match[3];
  if (half !== undefined) {
    if (hour < 1 || hour > 12) return { ok: false, problem: 'no_such_time' };
    hour = (hour % 12) + (half === 'p' ? 12 : 0);
  }
  if (hour > 23 || minute > 59) return { ok: false, problem: 'no_such_time' };
  return { ok: true, time: `${pad(hour)}:${pad(minute)}` };
}

/** True when a word is written as a time (`9`, `9:30`, `10.30`), maybe a wrong one. */
export function looksLikeTime(word: string): boolean {
  return TIME.test(fold(word));
}
