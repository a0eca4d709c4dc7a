import type { Locale } from '../../core/config/bot-config.schema.js';
import { type DateProblem, dateParts, type TimeProblem, weekdayOf } from './date-time.js';

const WEEKDAY_NAMES: Readonly<Record<Locale, readonly string[]>> = {
  it: ['lunedì', 'martedì', 'mercoledì', 'giovedì', 'venerdì', 'sabato', 'domenica'],
  en: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
};
// biome-ignore format: two lines of names
const MONTH_NAMES: Readonly<Record<Locale, readonly string[]>> = {
  it: ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date as the office writes it: `27/11` in the current year (of `today`), `27/11/2027` otherwise; with
 * `weekday`, its name first (`venerdì 27/11`, `Friday 27/11`).
 */
export function showDate(date: string, today: string, locale: Locale, weekday = false): string {
  const { year, month, day } = dateParts(date);
  const short =
    year === dateParts(today).year ? `${pad(day)}/${pad(month)}` : `${pad(day)}/${pad(month)}/${year}`;
  return weekday ? `${WEEKDAY_NAMES[locale][weekdayOf(date) - 1]} ${short}` : short;
}

const it = {
  not_a_date: (given: string) =>
    `Data non riconosciuta: «${given}». Scrivi per esempio 30/11, 30/11/2026, 2026-11-30, oggi, domani o lunedì.`,
  no_such_date: (given: string, p: { year: number; month: number; day: number }) =>
    p.month < 1 || p.month > 12
      ? `La data «${given}» non esiste: i mesi vanno da 1 a 12.`
      : `La data «${given}» non esiste: ${MONTH_NAMES.it[p.month - 1]} ${p.year} ha ${daysIn(p)} giorni.`,
  past: (shown: string) => `La data ${shown} è passata: scegli oggi o un giorno futuro.`,
  future: (shown: string) => `La data ${shown} è nel futuro: scegli oggi o un giorno passato.`,
  not_a_time: (given: string) =>
    `Orario non riconosciuto: «${given}». Scrivi per esempio 9, 9:30, 9.30 o 14:15.`,
  no_such_time: (given: string) =>
    `L'orario «${given}» non esiste: le ore vanno da 0 a 23, i minuti da 00 a 59.`,
};

const en: typeof it = {
  not_a_date: (given) =>
    `Date not recognised: “${given}”. Write for example 30/11, 30/11/2026, 2026-11-30, today, tomorrow or monday.`,
  no_such_date: (given, p) =>
    p.month < 1 || p.month > 12
      ? `The date “${given}” does not exist: months go from 1 to 12.`
      : `The date “${given}” does not exist: ${MONTH_NAMES.en[p.month - 1]} ${p.year} has ${daysIn(p)} days.`,
  past: (shown) => `The date ${shown} is past: choose today or a later day.`,
  future: (shown) => `The date ${shown} is in the future: choose today or an earlier day.`,
  not_a_time: (given) => `Time not recognised: “${given}”. Write for example 9, 9:30, 9.30 or 14:15.`,
  no_such_time: (given) =>
    `The time “${given}” does not exist: hours go from 0 to 23, minutes from 00 to 59.`,
};

function daysIn(p: { year: number; month: number }): number {
  return new Date(Date.UTC(p.year, p.month, 0)).getUTCDate();
}

const catalogs: Record<Locale, typeof it> = { it, en };

/** What is wrong with a date as typed (`given`), in the user's language. */
export function dateProblemText(given: string, problem: DateProblem, today: string, locale: Locale): string {
  const t = catalogs[locale];
  switch (problem.problem) {
    case 'not_a_date':
      return t.not_a_date(given);
    case 'no_such_date':
      return t.no_such_date(given, problem);
    case 'past':
      return t.past(showDate(problem.date, today, locale, true));
    case 'future':
      return t.future(showDate(problem.date, today, locale, true));
  }
}

/** What is wrong with a time as typed (`given`), in the user's language. */
export function timeProblemText(given: string, problem: TimeProblem, locale: Locale): string {
  return problem.problem === 'not_a_time'
    ? catalogs[locale].not_a_time(given)
    : catalogs[locale].no_such_time(given);
}
