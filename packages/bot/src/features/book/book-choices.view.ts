import type { CalendarEvent } from '@centralino/schemas';
import type { Locale } from '../../config/bot-config.schema.js';
import { messagesFor } from '../../i18n/catalog.js';
import type { Operation, OperationOf } from '../../operations/operation.schema.js';
import { actionIds } from '../../views/action-ids.js';
import { actions, button, context, esc, type SlackMessage, section } from '../../views/blocks.js';

/** Slack's limit of a button's value. */
const BUTTON_VALUE_MAX = 2000;
/** Buttons of one actions block. */
const BUTTONS_MAX = 25;

/** Buttons that each run an operation (`pbx_open:<i>`), for the choices that show the way on. */
function openButtons(choices: readonly { label: string; operation: Operation }[]) {
  return choices
    .map(({ label, operation }) => ({ label, value: JSON.stringify(operation) }))
    .filter((c) => c.value.length <= BUTTON_VALUE_MAX)
    .slice(0, BUTTONS_MAX)
    .map((c, index) => button({ text: c.label, actionId: `${actionIds.open}:${index}`, value: c.value }));
}

/**
 * A queue that does not exist: the API's message, how `/queue` is used, and the account's queues as buttons
 * that open the same view (detail or live) of the queue picked.
 */
export function queueChoicesView(
  message: string,
  queues: readonly string[],
  live: boolean,
  locale: Locale,
): SlackMessage {
  const t = messagesFor(locale);
  const text = t.common.warning(message);
  const buttons = openButtons(
    queues.map((name) => ({
      label: name,
      operation: live ? { type: 'queue.live', name, page: 1 } : { type: 'queue.detail', name },
    })),
  );
  return {
    text,
    blocks: [
      section(esc(text)),
      context(`*${t.common.usageTitle}*`),
      section(esc(t.help.usage.queue)),
      ...(buttons.length > 0 ? [section(t.queue.pick), ...actions(buttons)] : []),
    ],
  };
}

/** `/book slots` without a type: the account's appointment types as buttons (their free times on `date`). */
export function bookTypesView(
  events: readonly CalendarEvent[],
  date: string | undefined,
  locale: Locale,
): SlackMessage {
  const t = messagesFor(locale).book;
  const buttons = openButtons(
    events.map((e) => ({
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
  booking: OperationOf<'book.create'>,
  calendars: readonly string[],
  locale: Locale,
): SlackMessage {
  const t = messagesFor(locale);
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
