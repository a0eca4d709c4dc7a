import type { Locale } from '../../core/config/bot-config.schema.js';

const weekdays: Record<Locale, readonly string[]> = {
  it: ['dom', 'lun', 'mar', 'mer', 'gio', 'ven', 'sab'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

/** Words and number formats of the charts and their summary, in Italian (the default) and English. */
const it = {
  title: 'Chiamate ricevute',
  perHour: 'Chiamate per ora',
  perDay: 'Chiamate per giorno',
  hour: 'Ora (inizio)',
  day: 'Giorno',
  calls: 'Chiamate',
  answered: 'Risposte',
  abandoned: 'Abbandonate',
  notAnswered: 'Senza risposta',
  outcome: 'Esito',
  answerRate: 'Risposte sulle chiamate in coda',
  rate: 'Risposte',
  waits: 'Attesa di chi ha riagganciato',
  wait: 'Attesa',
  noQueued: 'Nessuna chiamata in coda',
  noAbandoned: 'Nessuna chiamata abbandonata',
  noCalls: 'Nessuna chiamata',
};

export type ChartWords = typeof it;

const en: ChartWords = {
  title: 'Received calls',
  perHour: 'Calls per hour',
  perDay: 'Calls per day',
  hour: 'Hour (start)',
  day: 'Day',
  calls: 'Calls',
  answered: 'Answered',
  abandoned: 'Abandoned',
  notAnswered: 'Not answered',
  outcome: 'Outcome',
  answerRate: 'Queued calls answered',
  rate: 'Answered',
  waits: 'Wait of callers who hung up',
  wait: 'Wait',
  noQueued: 'No call queued',
  noAbandoned: 'No call abandoned',
  noCalls: 'No calls',
};

/** The charts' words in `locale`. */
export function chartWords(locale: Locale): ChartWords {
  return locale === 'it' ? it : en;
}

/** Numbers as the locale writes them: `1.234`, `12,5%` in Italian; `1,234`, `12.5%` in English. */
export function numberText(n: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'it' ? 'it-IT' : 'en-GB', { useGrouping: true }).format(n);
}

/** A share as a percentage with at most one decimal: `87,5%` (`87.5%`). */
export function percentText(share: number, locale: Locale): string {
  const value = Math.round(share * 1000) / 10;
  return `${new Intl.NumberFormat(locale === 'it' ? 'it-IT' : 'en-GB', { maximumFractionDigits: 1 }).format(value)}%`;
}

/** Seconds as `45 s`, `1:05 min`, `1 h 02 min`: the bot's one way of writing a wait ({@link waitText}). */
export { waitText as durationText } from '../../slack/views/wait-text.js';

/** `2026-11-20` → `20/11/2026` (`20/11/2026` in English too: the day comes first in both). */
export function dateText(date: string): string {
  const [y, m, d] = date.split('-');
  return `${d}/${m}/${y}`;
}

/** A day of a week's chart: `ven 20/11` (`Fri 20/11`). */
export function weekdayText(date: string, locale: Locale): string {
  const day = new Date(`${date}T12:00:00Z`).getUTCDay();
  return `${weekdays[locale][day]} ${date.slice(8, 10)}/${date.slice(5, 7)}`;
}

/** An hour of the day as the summary says it: `09` → `09–10`. */
export function hourText(hour: string): string {
  return `${hour}–${String(Number(hour) + 1).padStart(2, '0')}`;
}

/** A band of the wait distribution: `0–30 s`, `1–2 min`, `≥ 5 min`. */
export function bandText(fromSeconds: number, toSeconds: number | null): string {
  const part = (s: number) => (s < 60 || s % 60 !== 0 ? `${s}` : `${s / 60}`);
  const unit = (s: number) => (s < 60 || s % 60 !== 0 ? 's' : 'min');
  if (toSeconds === null) return `≥ ${part(fromSeconds)} ${unit(fromSeconds)}`;
  if (unit(fromSeconds) === unit(toSeconds) || fromSeconds === 0)
    return `${part(fromSeconds)}–${part(toSeconds)} ${unit(toSeconds)}`;
  return `${fromSeconds}–${toSeconds} s`;
}

/** Vega's number locale for `locale` (the axes' `1.234` and `50%`). */
export function vegaNumberLocale(locale: Locale) {
  return locale === 'it'
    ? { decimal: ',', thousands: '.', grouping: [3], currency: ['', ' €'] }
    : { decimal: '.', thousands: ',', grouping: [3], currency: ['£', ''] };
}
