import type { AvailabilitySlot, Booking } from '@centralino/schemas';
import type { Locale } from '../../core/config/bot-config.schema.js';
import {
  actions,
  context,
  esc,
  header,
  lineSections,
  type SlackMessage,
  section,
} from '../../slack/views/blocks.js';
import { openButtons } from '../../slack/views/open-buttons.js';
import { showDate } from '../../work/commands/date-time-text.js';
import type { BookOperation } from './book.schema.js';
import { bookTextsFor } from './book-messages.js';

/** Calendar slug → name, as the account lists them (a slug missing from it is shown as is). */
export type CalendarNames = ReadonlyMap<string, string>;

/**
 * `/book slots <event> [date]`: the free start times of a day, with the calendars that have room (by name).
 * `today` is the account's date: the date is shown as the office writes it (`lunedì 30/11`).
 * @see pbx-api-reference.md endpoint 31, "Rules per endpoint" 7
 */
export function bookSlotsView(
  event: string,
  date: string,
  slots: readonly AvailabilitySlot[],
  locale: Locale,
  options: { today: string; calendars?: CalendarNames; nextFree?: string; eventSlug?: string },
): SlackMessage {
  const t = bookTextsFor(locale).book;
  const day = showDate(date, options.today, locale, true);
  const next = options.nextFree;
  const nextDay = (d: string): BookOperation => ({
    type: 'book.slots',
    event: options.eventSlug ?? event,
    date: d,
  });
  const nextButtons =
    next === undefined
      ? []
      : openButtons([{ label: showDate(next, options.today, locale, true), operation: nextDay(next) }]);
  const name = (slug: string) => options.calendars?.get(slug) ?? slug;
  const lines = slots.map((s) =>
    t.slot(s.time, s.end_time, s.calendars.map((c) => `${esc(name(c.slug))} (${c.remaining})`).join(', ')),
  );
  return {
    text: `${t.slotsTitle(esc(event), day)}: ${slots.length}`,
    blocks: [
      header(t.slotsTitle(event, day)),
      ...(lines.length === 0 ? [section(t.noSlotsOn(day))] : lineSections(lines, 10, (n) => `… +${n}`)),
      ...(nextButtons.length > 0 ? [section(t.nextFreeDay), ...actions(nextButtons)] : []),
    ],
  };
}

/** A booking made (or found again through its idempotency key). */
export function bookedView(
  booking: Booking,
  created: boolean,
  locale: Locale,
  options: { today: string; calendars?: CalendarNames },
): SlackMessage {
  const t = bookTextsFor(locale).book;
  const day = showDate(booking.date, options.today, locale, true);
  const calendar = options.calendars?.get(booking.calendar) ?? booking.calendar;
  const text = t.booked(esc(booking.name), day, booking.time, esc(calendar));
  return {
    text,
    blocks: [
      section(text),
      ...(created ? [] : [context(t.alreadyBooked)]),
      context(`id ${booking.id} · ${esc(booking.event)}`),
    ],
  };
}
