import type { Booking } from '@centralino/schemas';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { actionIds } from '../../slack/views/action-ids.js';
import {
  button,
  confirmDialog,
  context,
  header,
  type SlackMessage,
  section,
} from '../../slack/views/blocks.js';
import { mrkdwnLine, plainLine } from '../../slack/views/mrkdwn-text.js';
import { showDate } from '../../work/commands/date-time-text.js';
import type { BookOperationOf } from './book.schema.js';
import { bookMessagesFor } from './book-messages.js';

/** Bookings one answer offers to cancel (a section and a button each); the rest is counted. */
export const MAX_CANCEL_CHOICES = 20;

/** A booking as the people who cancel it recognise it: who, what, when (and its number). */
function described(b: Booking, today: string, locale: Locale, markup: boolean): string {
  const who = markup ? `*${mrkdwnLine(b.name)}*` : plainLine(b.name);
  const what = markup
    ? `${mrkdwnLine(b.event)} (${mrkdwnLine(b.calendar)})`
    : `${plainLine(b.event)} (${plainLine(b.calendar)})`;
  return `${who} · ${what} · ${showDate(b.date, today, locale, true)} ${b.time}–${b.end_time} · n. ${b.id}`;
}

/**
 * `/book cancel …`: each booking that can still be cancelled with its "Disdici" button; the button's dialog says
 * whom and when before anything is cancelled, and its value is only the booking's number (the clicker's own
 * account is the one acted on).
 */
export function bookCancelPickView(
  bookings: readonly Booking[],
  input: { days: string; today: string; query?: string | undefined },
  locale: Locale,
): SlackMessage {
  const t = bookMessagesFor(locale);
  const title = t.cancelTitle(input.days);
  if (bookings.length === 0) {
    const none = input.query === undefined ? t.cancelNone : t.cancelNoneFor(plainLine(input.query));
    return { text: none, blocks: [header(title), section(mrkdwnLine(none))] };
  }
  const shown = bookings.slice(0, MAX_CANCEL_CHOICES);
  const blocks = shown.map((b, index) => {
    const operation: BookOperationOf<'book.cancel'> = { type: 'book.cancel', id: b.id };
    return section(
      described(b, input.today, locale, true),
      button({
        text: t.cancelButton,
        actionId: `${actionIds.open}:${index}`,
        value: JSON.stringify(operation),
        style: 'danger',
        confirm: confirmDialog({
          title: t.cancelConfirmTitle,
          text: t.cancelConfirmText(described(b, input.today, locale, false)),
          confirm: t.cancelConfirm,
          deny: t.cancelDeny,
          danger: true,
        }),
      }),
    );
  });
  const more = bookings.length - shown.length;
  return {
    text: title,
    blocks: [header(title), ...blocks, ...(more > 0 ? [context(t.cancelMore(more))] : [])],
  };
}

/** The booking cancelled: whom and when, and that its time is free again. */
export function bookCancelledView(booking: Booking, today: string, locale: Locale): SlackMessage {
  const text = bookMessagesFor(locale).cancelDone(described(booking, today, locale, true));
  return { text, blocks: [section(text)] };
}
