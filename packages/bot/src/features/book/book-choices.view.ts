import type { CalendarEvent } from '@centralino/schemas';
import type { Locale } from '../../config/bot-config.schema.js';
import { actions, esc, type SlackMessage, section } from '../../views/blocks.js';
import { openButtons } from '../../views/open-buttons.js';
import type { BookOperation, BookOperationOf } from './book.schema.js';
import { bookTextsFor } from './book-messages.js';

/** `/book slots` without a type: the account's appointment types as buttons (their free times on `date`). */
export function bookTypesView(
  events: readonly CalendarEvent[],
  date: string | undefined,
  locale: Locale,
): SlackMessage {
  const t = bookTextsFor(locale).book;
  const buttons = openButtons(
    events.map((e): { label: string; operation: BookOperation } => ({
      label: e.name,
      operation: { type: 'book.slots', event: e.slug, ...(date === undefined ? {} : { date }) },
    })),
  );
  if (buttons.length === 0) return { text: t.noEvents, blocks: [section(t.noEvents)] };
  return { text: t.pickType, blocks: [section(t.pickType), ...actions(buttons)] };
}

/**
 * A booking refused with `calendar_required`: the API's message and the calendars it listed as buttons, each
 * booking the same appointment in that calendar (its own idempotency key).
 * @see pbx-api-reference.md "Errors" (calendar booking)
 */
export function calendarChoicesView(
  message: string,
  booking: BookOperationOf<'book.create'>,
  calendars: readonly string[],
  locale: Locale,
): SlackMessage {
  const t = bookTextsFor(locale);
  const text = t.common.warning(message);
  const buttons = openButtons(
    calendars.map((calendar) => ({
      label: calendar,
      operation: {
        ...booking,
        calendar,
        idempotencyKey: `${booking.idempotencyKey}-${calendar}`.slice(0, 200),
      },
    })),
  );
  return {
    text,
    blocks: [
      section(esc(text)),
      ...(buttons.length > 0 ? [section(t.book.pickCalendar), ...actions(buttons)] : []),
    ],
  };
}
