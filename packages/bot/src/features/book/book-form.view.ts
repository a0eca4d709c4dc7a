import type { AvailabilitySlot, CalendarEvent } from '@centralino/schemas';
import type { types } from '@slack/bolt';
import type { Locale } from '../../core/config/bot-config.schema.js';
import {
  actions,
  type Block,
  button,
  context,
  esc,
  plain,
  section,
  slackLimits,
  truncate,
} from '../../slack/views/blocks.js';
import { plainLine } from '../../slack/views/mrkdwn-text.js';
import { showDate } from '../../work/commands/date-time-text.js';
import type { BookFormValues } from './book.schema.js';
import type { CalendarNames } from './book.view.js';
import { bookCallbackId, bookFields, bookNearAction } from './book-ids.js';
import { bookTextsFor } from './book-messages.js';
import { choiceValue, namesCalendar, type SlotChoice, slotChoices } from './book-slot-choices.js';

/** What the booking modal carries between steps (in `private_metadata`). */
export interface BookModalMetadata {
  accountId: string;
  channelId: string;
  locale: Locale;
}

type ModalView = types.ModalView;

/** The booking modal around `blocks`, with "Prenota" when `submit`. */
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

/** Shown while the booking job runs, and then with its outcome. */
export function bookMessageModal(text: string, locale: Locale, metadata: BookModalMetadata): ModalView {
  return modal(locale, metadata, [section(text)], false);
}

/** An option of a select: its text on one line, both within Slack's limits. */
function option(text: string, value: string): types.PlainTextOption {
  return { text: plain(plainLine(text), slackLimits.optionText), value: truncate(value, 150) };
}

/** The state of the form: types loaded, and for a chosen type and date, its free times. */
export interface BookFormState {
  events: readonly CalendarEvent[];
  event?: string;
  date: string;
  /** The account's date, to show dates as the office writes them. */
  today: string;
  /** Free times of `event` on `date`; undefined until both are chosen. */
  slots?: readonly AvailabilitySlot[];
  /** Names of the calendars, for a type whose booking names one. */
  calendars?: CalendarNames;
  /** The date picked could not be used (not a date, or past): said under the date, no times shown. */
  dateIssue?: 'invalid' | 'past';
  /** A time (and calendar) picked with a button: shown chosen. */
  pick?: { time: string; calendar?: string | undefined };
  /** What the user had typed: kept when the form is drawn again. */
  values?: BookFormValues;
  /** A booking refused: what is wrong (escaped mrkdwn lines), the nearest free times as buttons. */
  notice?: { lines: readonly string[]; nearest: readonly SlotChoice[]; kept: string };
}

/** A plain text field whose block and action share `id`, with what the user had typed. */
function textInput(id: string, label: string, max: number, initial: string | undefined, extra: object = {}) {
  return {
    type: 'input' as const,
    block_id: id,
    label: plain(label, 2000),
    element: {
      type: 'plain_text_input' as const,
      action_id: id,
      max_length: max,
      ...(initial ? { initial_value: initial } : {}),
      ...extra,
    },
  };
}

/** The booking texts of one locale. */
type BookTexts = ReturnType<typeof bookTextsFor>['book'];

/**
 * The booking form: appointment type → date → what can be booked then (for a type whose booking names a
 * calendar, each free time with each calendar free at that time, never a busy one) → name, phone, notes.
 * Changing the type or the date asks for the times again (`dispatch_action`). After a refusal the form comes
 * back as the user left it, with what is wrong on top and the nearest free times as buttons; a time picked
 * with a button gets a block of its own (`book_time.<value>`) so Slack shows it chosen.
 */
export function bookFormModal(state: BookFormState, locale: Locale, metadata: BookModalMetadata): ModalView {
  const t = bookTextsFor(locale).book;
  if (state.events.length === 0) return modal(locale, metadata, [section(t.noEvents)], false);
  const chosen = state.events.find((e) => e.slug === state.event);
  const blocks: Block[] = [
    ...(state.notice ? noticeBlocks(state, state.notice, t) : []),
    ...eventAndDateBlocks(state, t, chosen),
  ];
  const rest = (): ModalView => modal(locale, metadata, [...blocks, ...contactBlocks(state, t)], true);
  if (state.dateIssue) {
    blocks.push(section(`:warning: ${state.dateIssue === 'past' ? t.datePast : t.dateInvalid}`));
    return state.values ? rest() : modal(locale, metadata, blocks, true);
  }
  if (!chosen || state.slots === undefined) {
    blocks.push(context(t.pickEventAndDate));
    return state.values ? rest() : modal(locale, metadata, blocks, true);
  }
  blocks.push(...timeBlocks(state, state.slots, chosen, t, locale));
  return rest();
}

/** A calendar's name, its slug when the account's names do not have it. */
function calendarNameOf(state: BookFormState, slug: string): string {
  return state.calendars?.get(slug) ?? slug;
}

/** A refused booking, on top of the form: what is wrong, the nearest free times as buttons, what was kept. */
function noticeBlocks(
  state: BookFormState,
  notice: NonNullable<BookFormState['notice']>,
  t: BookTexts,
): Block[] {
  const blocks: Block[] = [section(`:warning: ${notice.lines.join('\n')}`)];
  const nearest = notice.nearest.slice(0, slackLimits.actionsElements);
  if (nearest.length > 0) {
    blocks.push(section(t.nearest));
    blocks.push(
      ...actions(
        nearest.map((c, i) =>
          button({
            text: c.calendar ? `${c.time} · ${calendarNameOf(state, c.calendar)}` : c.time,
            actionId: `${bookNearAction}:${i}`,
            value: choiceValue(c),
          }),
        ),
      ),
    );
  }
  blocks.push(context(esc(notice.kept)));
  return blocks;
}

/** The appointment type and date pickers: changing either asks for the times again. */
function eventAndDateBlocks(state: BookFormState, t: BookTexts, chosen: CalendarEvent | undefined): Block[] {
  const eventOptions = state.events
    .slice(0, slackLimits.selectOptions)
    .map((e) => option(`${e.name} (${e.duration_minutes}′)`, e.slug));
  return [
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
}

/** Name, phone and notes, filled with what the user had typed. */
function contactBlocks(state: BookFormState, t: BookTexts): Block[] {
  const v = state.values ?? {};
  return [
    textInput(bookFields.name, t.nameLabel, 120, v.name),
    { ...textInput(bookFields.phone, t.phoneLabel, 25, v.phone), optional: true },
    { ...textInput(bookFields.notes, t.notesLabel, 500, v.notes, { multiline: true }), optional: true },
  ];
}

/** The free times of the chosen type on the date (with their calendar when it names one), or "none". */
function timeBlocks(
  state: BookFormState,
  slots: readonly AvailabilitySlot[],
  chosen: CalendarEvent,
  t: BookTexts,
  locale: Locale,
): Block[] {
  // the times below are those of this date: said in words, whatever the date picker shows
  const blocks: Block[] = [context(t.slotsOf(showDate(state.date, state.today, locale, true)))];
  const choices = slotChoices(slots, namesCalendar(chosen)).slice(0, slackLimits.selectOptions);
  if (choices.length === 0) return [...blocks, section(t.noSlots)];
  const options = choices.map((c) =>
    option(
      c.calendar ? t.choiceLabel(c.time, c.end, calendarNameOf(state, c.calendar)) : `${c.time}–${c.end}`,
      choiceValue(c),
    ),
  );
  const picked = state.pick && options.find((o) => o.value === choiceValue(state.pick!));
  blocks.push({
    type: 'input',
    block_id: picked ? `${bookFields.time}.${picked.value}` : bookFields.time,
    label: plain(t.timeLabel, 2000),
    element: {
      type: 'static_select',
      action_id: bookFields.time,
      options,
      ...(picked ? { initial_option: picked } : {}),
    },
  });
  return blocks;
}
