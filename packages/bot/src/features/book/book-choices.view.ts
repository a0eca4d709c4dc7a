import type { CalendarEvent } from '@centralino/schemas';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { actions, esc, type SlackMessage, section } from '../../slack/views/blocks.js';
import { openButtons } from '../../slack/views/open-buttons.js';
import type { BookOperation } from './book.schema.js';
import { bookTextsFor } from './book-messages.js';

/** A button that runs an operation of `/book`. */
export interface BookChoice {
  label: string;
  operation: BookOperation;
}

/** `/book slots` without a type: the account's appointment types as buttons (their free times on `date`). */
export function bookTypesView(
  events: readonly CalendarEvent[],
  date: string | undefined,
  locale: Locale,
): SlackMessage {
  const t = bookTextsFor(locale).book;
  const buttons = openButtons(
    events.map(
      (e): BookChoice => ({
        label: e.name,
        operation: { type: 'book.slots', event: e.slug, ...(date === undefined ? {} : { date }) },
      }),
    ),
  );
  if (buttons.length === 0) return { text: t.noEvents, blocks: [section(t.noEvents)] };
  return { text: t.pickType, blocks: [section(t.pickType), ...actions(buttons)] };
}

/**
 * What was asked cannot be done as asked: what is wrong (`lines`, already escaped), and what can be done
 * instead as buttons under `prompt` (the types or calendars a name may mean, the nearest free times, the
 * calendars free then). A booking button carries its own idempotency key: a double click books once.
 */
export function bookChoicesView(
  lines: readonly string[],
  prompt: string | undefined,
  choices: readonly BookChoice[],
  locale: Locale,
): SlackMessage {
  const t = bookTextsFor(locale);
  const text = t.common.warning(lines.join(' '));
  const buttons = openButtons(choices);
  return {
    text,
    blocks: [
      section(`:warning: ${lines.join('\n')}`),
      ...(buttons.length > 0 ? [...(prompt ? [section(esc(prompt))] : []), ...actions(buttons)] : []),
    ],
  };
}
