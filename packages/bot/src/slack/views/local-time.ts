import type { Locale } from '../../core/config/bot-config.schema.js';
import { mrkdwnLine } from './mrkdwn-text.js';

const monthsEn = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function dayBefore(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * When something happened, as a person says it: `oggi alle 11:25`, `ieri alle 11:25`, `26/11 alle 11:25`,
 * `26/11/2025 alle 11:25` (another year); in English `today at 11:25`, `26 Nov at 11:25`. `timestamp` is the
 * API's local `YYYY-MM-DD HH:MM[:SS]`, `today` the account's local date `YYYY-MM-DD`.
 */
export function whenText(timestamp: string, today: string, locale: Locale): string {
  const date = timestamp.slice(0, 10);
  const time = timestamp.slice(11, 16);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !/^\d{2}:\d{2}$/.test(time)) return mrkdwnLine(timestamp);
  const [year, month, day] = date.split('-') as [string, string, string];
  const at = locale === 'it' ? 'alle' : 'at';
  if (date === today) return `${locale === 'it' ? 'oggi' : 'today'} ${at} ${time}`;
  if (date === dayBefore(today)) return `${locale === 'it' ? 'ieri' : 'yesterday'} ${at} ${time}`;
  const sameYear = year === today.slice(0, 4);
  if (locale === 'it') return `${day}/${month}${sameYear ? '' : `/${year}`} alle ${time}`;
  const named = `${Number(day)} ${monthsEn[Number(month) - 1] ?? month}`;
  return `${named}${sameYear ? '' : ` ${year}`} at ${time}`;
}

/** A day as people write it: `26/11` (`26/11/2025` another year); in English `26 Nov` (`26 Nov 2025`). */
export function dayText(date: string, today: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return mrkdwnLine(date);
  const [year, month, day] = date.split('-') as [string, string, string];
  const sameYear = year === today.slice(0, 4);
  if (locale === 'it') return `${day}/${month}${sameYear ? '' : `/${year}`}`;
  return `${Number(day)} ${monthsEn[Number(month) - 1] ?? month}${sameYear ? '' : ` ${year}`}`;
}
