import type { AvailabilitySlot, Booking, CalendarEvent } from '@centralino/schemas';
import type { types } from '@slack/bolt';
import type { Locale } from '../../config/bot-config.schema.js';
import {
  type Block,
  context,
  esc,
  header,
  lineSections,
  plain,
  type SlackMessage,
  section,
  slackLimits,
  truncate,
} from '../../views/blocks.js';
import { bookCallbackId, bookFields } from './book-ids.js';
import { bookTextsFor } from './book-messages.js';

/**
 * `/book slots <event> [date]`: the free start times of a day, with the calendars that have room.
 * @see pbx-api-reference.md endpoint 31, "Rules per endpoint" 7
 */
export function bookSlotsView(
  event: string,
  date: string,
  slots: readonly AvailabilitySlot[],
  locale: Locale,
): SlackMessage {
  const t = bookTextsFor(locale).book;
  const lines = slots.map((s) =>
    t.slot(s.time, s.end_time, s.calendars.map((c) => `${esc(c.slug)} (${c.remaining})`).join(', ')),
  );
  return {
    text: `${t.slotsTitle(event, date)}: ${slots.length}`,
    blocks: [
      header(t.slotsTitle(event, date)),
      ...(lines.length === 0 ? [section(t.noSlots)] : lineSections(lines, 10, (n) => `… +${n}`)),
    ],
  };
}

/** A booking made (or found again through its idempotency key). */
export function bookedView(booking: Booking, created: boolean, locale: Locale): SlackMessage {
  const t = bookTextsFor(locale).book;
  const text = t.booked(esc(booking.name), booking.date, booking.time, esc(booking.calendar));
  return {
    text,
    blocks: [
      section(text),
      ...(created ? [] : [context(t.alreadyBooked)]),
      context(`id ${booking.id} · ${booking.event}`),
    ],
  };
}

/** What the booking modal carries between steps (in `private_metadata`). */
export interface BookModalMetadata {
  accountId: string;
  channelId: string;
  locale: Locale;
}

type ModalView = types.ModalView;

function modal(locale: Locale, metadata: BookModalMetadata, blocks: Block[], submit: boolean): ModalView {
  const t = bookTextsFor(locale).book;
  return {
    type: 'modal',
    callback_id: bookCallbackId,
    title: plain(t.modalTitle, 24),
    close: plain(t.close, 24),
    ...(submit ? { submit: plain(t.submit, 24) } : {}),
    private_metadata: JSON.stringify(metadata),
    blocks: blocks.slice(0, slackLimits.modalBlocks),
  };
}

/** Opened at once by `/book` (within the 3 s of the trigger), while a job loads the appointment types. */
export function bookLoadingModal(locale: Locale, metadata: BookModalMetadata): ModalView {
  return modal(
    locale,
    metadata,
    [section(`:hourglass_flowing_sand: ${bookTextsFor(locale).book.loading}`)],
    false,
  );
}

function option(text: string, value: string): types.PlainTextOption {
  return { text: plain(text, slackLimits.optionText), value: truncate(value, 150) };
}

/** The state of the form: types loaded, and for a chosen type and date, its free times. */
export interface BookFormState {
  events: readonly CalendarEvent[];
  event?: string;
  date: string;
  /** Free times of `event` on `date`; undefined until both are chosen. */
  slots?: readonly AvailabilitySlot[];
  /** The date picked could not be used (not a date, or past): said under the date, no times shown. */
  dateIssue?: 'invalid' | 'past';
}

/**
 * The booking form: appointment type → date → free times → calendar (when the type lets the booker choose)
 * → name, phone, notes. Changing the type or the date asks for the times again (`dispatch_action`).
 */
export function bookFormModal(state: BookFormState, locale: Locale, metadata: BookModalMetadata): ModalView {
  const t = bookTextsFor(locale).book;
  if (state.events.length === 0) return modal(locale, metadata, [section(t.noEvents)], false);
  const chosen = state.events.find((e) => e.slug === state.event);
  const eventOptions = state.events
    .slice(0, slackLimits.selectOptions)
    .map((e) => option(`${e.name} (${e.duration_minutes}′)`, e.slug));
  const blocks: Block[] = [
    {
      type: 'input',
      block_id: bookFields.event,
      dispatch_action: true,
      label: plain(t.eventLabel, 2000),
      element: {
        type: 'static_select',
        action_id: bookFields.event,
        options: eventOptions,
        ...(chosen ? { initial_option: eventOptions.find((o) => o.value === chosen.slug) } : {}),
      },
    },
    {
      type: 'input',
      block_id: bookFields.date,
      dispatch_action: true,
      label: plain(t.dateLabel, 2000),
      element: { type: 'datepicker', action_id: bookFields.date, initial_date: state.date },
    },
  ];
  if (state.dateIssue) {
    blocks.push(section(`:warning: ${state.dateIssue === 'past' ? t.datePast : t.dateInvalid}`));
    return modal(locale, metadata, blocks, true);
  }
  if (!chosen || state.slots === undefined) {
    blocks.push(context(t.pickEventAndDate));
    return modal(locale, metadata, blocks, true);
  }
  // the times below are those of this date: said in words, whatever the date picker shows
  blocks.push(context(t.slotsOf(state.date)));
  if (state.slots.length === 0) {
    blocks.push(section(t.noSlots));
    return modal(locale, metadata, blocks, true);
  }
  blocks.push({
    type: 'input',
    block_id: bookFields.time,
    label: plain(t.timeLabel, 2000),
    element: {
      type: 'static_select',
      action_id: bookFields.time,
      options: state.slots
        .slice(0, slackLimits.selectOptions)
        .map((s) => option(`${s.time}–${s.end_time}`, s.time)),
    },
  });
  if (chosen.kind === 'choice' && chosen.calendars.length > 1) {
    blocks.push({
      type: 'input',
      block_id: bookFields.calendar,
      label: plain(t.calendarLabel, 2000),
      element: {
        type: 'static_select',
        action_id: bookFields.calendar,
        options: chosen.calendars.slice(0, slackLimits.selectOptions).map((c) => option(c, c)),
      },
    });
  }
  blocks.push(
    {
      type: 'input',
      block_id: bookFields.name,
      label: plain(t.nameLabel, 2000),
      element: { type: 'plain_text_input', action_id: bookFields.name, max_length: 120 },
    },
    {
      type: 'input',
      block_id: bookFields.phone,
      optional: true,
      label: plain(t.phoneLabel, 2000),
      element: { type: 'plain_text_input', action_id: bookFields.phone, max_length: 25 },
    },
    {
      type: 'input',
      block_id: bookFields.notes,
      optional: true,
      label: plain(t.notesLabel, 2000),
      element: { type: 'plain_text_input', action_id: bookFields.notes, multiline: true, max_length: 500 },
    },
  );
  return modal(locale, metadata, blocks, true);
}

/** Shown while the booking job runs, and then with its outcome. */
export function bookMessageModal(text: string, locale: Locale, metadata: BookModalMetadata): ModalView {
  return modal(locale, metadata, [section(text)], false);
}
