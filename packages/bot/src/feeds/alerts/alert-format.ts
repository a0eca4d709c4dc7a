import type { Locale } from '../../core/config/bot-config.schema.js';
import { alertMessagesFor } from './alert-messages.js';

/** `HH:MM` (or `HH:MM:SS`) of an instant in the account's time zone. */
export { clockText as clockTime } from '../../slack/views/clock-text.js';

/** A wait as every view writes it (`45 s`, `1:34 min`: `slack/views/wait-text.ts`). */
export { waitText as waitClock } from '../../slack/views/wait-text.js';

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

export { daysText } from '../../core/schedule/day-names.js';
