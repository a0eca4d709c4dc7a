import type { Booking } from '@centralino/schemas';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { context, esc, header, lineSections, type SlackMessage } from '../../slack/views/blocks.js';
import { showDate } from '../../work/commands/date-time-text.js';
import { bookMessagesFor } from './book-messages.js';

/** Sections of lines one answer holds (each up to Block Kit's 3000 characters); the rest is counted. */
const MAX_SECTIONS = 10;

function line(b: Booking, today: string, locale: Locale, oneDay: boolean): string {
  const t = bookMessagesFor(locale);
  const day = oneDay ? '' : `${showDate(b.date, today, locale, true)} `;
  const state = b.status === 'cancelled' ? ` · ~${t.cancelled}~` : '';
  return `${day}*${b.time}–${b.end_time}* · ${esc(b.name)} · ${esc(b.event)} (${esc(b.calendar)})${state}`;
}

/**
 * `/book list [day]`: the bookings of the day (or of the days from `from` to `to`), in time order; cancelled
 * ones struck through.
 * @see pbx-api-reference.md endpoint 32
 */
export function bookListView(
  bookings: readonly Booking[],
  range: { from: string; to: string; today: string },
  locale: Locale,
): SlackMessage {
  const t = bookMessagesFor(locale);
  const oneDay = range.from === range.to;
  const days = oneDay
    ? showDate(range.from, range.today, locale, true)
    : `${showDate(range.from, range.today, locale, true)} – ${showDate(range.to, range.today, locale, true)}`;
  const title = t.listTitle(days);
  const sorted = [...bookings].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
  if (sorted.length === 0) return { text: title, blocks: [header(title), context(t.listEmpty)] };
  const lines = sorted.map((b) => line(b, range.today, locale, oneDay));
  return { text: title, blocks: [header(title), ...lineSections(lines, MAX_SECTIONS, t.listMore)] };
}
