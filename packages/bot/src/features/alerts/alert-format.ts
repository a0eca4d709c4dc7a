import { zonedParts } from '@centralino/schemas';
import type { Locale } from '../../config/bot-config.schema.js';
import { alertMessagesFor } from './alert-messages.js';

/** `HH:MM` (or `HH:MM:SS`) of an instant in the account's time zone. */
export function clockTime(ms: number, timeZone: string, withSeconds = false): string {
  const { hour, minute, second } = zonedParts(new Date(ms), timeZone);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hour)}:${two(minute)}${withSeconds ? `:${two(second)}` : ''}`;
}

/** A wait as the exchange writes it: `mm:ss`. */
export function waitClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** `45 s`, `3 min 12 s`, `1 h 5 min`. */
export function duration(ms: number, locale: Locale): string {
  const t = alertMessagesFor(locale).duration;
  const total = Math.max(0, Math.round(ms / 1000));
  if (total < 60) return t.seconds(total);
  if (total < 3600) return t.minutes(Math.floor(total / 60), total % 60);
  return t.hours(Math.floor(total / 3600), Math.floor((total % 3600) / 60));
}

/** A rule's wait threshold as people say it: `90 s`, `2 min`. */
export function waitThreshold(seconds: number, locale: Locale): string {
  return seconds % 60 === 0 && seconds >= 60 ? duration(seconds * 1000, locale) : `${seconds} s`;
}

/** A rule's mention in Slack markup: `<@U123>`, `<!subteam^S123>`, `<!here>`, `<!channel>`. */
export function mentionMarkup(mention: string): string {
  if (mention === '@here') return '<!here>';
  if (mention === '@channel') return '<!channel>';
  if (mention.startsWith('S')) return `<!subteam^${mention}>`;
  return `<@${mention}>`;
}

/** ISO weekdays as the shortest readable text: `lun–ven`, `lun, mer, ven`. */
export function daysText(days: readonly number[], locale: Locale): string {
  const names = alertMessagesFor(locale).weekdays;
  const sorted = [...new Set(days)].sort((a, b) => a - b);
  const contiguous = sorted.every((d, i) => i === 0 || d === (sorted[i - 1] ?? 0) + 1);
  if (sorted.length > 2 && contiguous)
    return `${names[(sorted[0] ?? 1) - 1]}–${names[(sorted.at(-1) ?? 7) - 1]}`;
  return sorted.map((d) => names[d - 1]).join(', ');
}
