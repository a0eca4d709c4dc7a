import type { PbxApiError } from '@centralino/client';
import type { AvailabilitySlot, CalendarEvent } from '@centralino/schemas';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { esc } from '../../slack/views/blocks.js';
import type { BookOperationOf } from './book.schema.js';
import { bookTextsFor } from './book-messages.js';
import { namesCalendar, nearestChoices, type SlotChoice, slotChoices } from './book-slot-choices.js';

/** How many free times a refusal offers. */
const NEAREST = 5;

/** What to tell after a refused booking, and what to offer instead. */
export interface BookRefusal {
  /** What is wrong, escaped mrkdwn, one sentence a line. */
  lines: string[];
  /** What can be booked instead: the calendars free at that time, else the nearest free times. */
  choices: SlotChoice[];
  /** The words above the choices. */
  prompt: string;
  /** For the modal: the rest of the form is kept. */
  kept: string;
  label(choice: SlotChoice): string;
}

/**
 * Explains a booking the exchange refused, from the day's free times read again (`slots`; undefined when they
 * could not be read): a calendar busy at that time (with the calendars free then), a time before or after the
 * day's free times, a time taken meanwhile or never free, a calendar to choose; and offers what can be booked.
 * `day` is the date as shown (`lunedì 30/11`).
 */
export function bookRefusal(input: {
  op: BookOperationOf<'book.create'>;
  event: CalendarEvent;
  slots: readonly AvailabilitySlot[] | undefined;
  names: ReadonlyMap<string, string> | undefined;
  error: Pick<PbxApiError, 'status' | 'code' | 'serverMessage'>;
  day: string;
  /** The account's local date and time now (`YYYY-MM-DD`, `HH:MM`): a time already past today is said so. */
  now: { date: string; time: string };
  locale: Locale;
}): BookRefusal {
  const { op, event, slots, names, error, day, now, locale } = input;
  const t = bookTextsFor(locale).book;
  const name = (slug: string) => names?.get(slug) ?? slug;
  const all = slotChoices(slots ?? [], namesCalendar(event));
  const atTime = all.filter((c) => c.time === op.time && c.calendar !== op.calendar);
  const label = (c: SlotChoice) => (c.calendar ? `${c.time} · ${name(c.calendar)}` : c.time);
  const kept = error.status === 409 ? t.formKept : t.formRefused;
  const lines: string[] = [];
  let choices: SlotChoice[];
  let prompt = t.nearest;
  if (atTime.length > 0 && (error.code === 'calendar_required' || op.calendar !== undefined)) {
    // another calendar has room at that very time
    lines.push(
      esc(
        op.calendar !== undefined
          ? t.calendarBusy(name(op.calendar), op.time, day)
          : t.calendarNeeded(event.name),
      ),
    );
    prompt = t.chooseCalendarAt(op.time);
    choices = atTime;
  } else {
    const first = slots?.[0]?.time;
    const last = slots?.at(-1)?.time;
    if (slots !== undefined && all.length === 0) {
      // nothing on that day: one sentence says it
    } else if (op.date === now.date && op.time <= now.time) lines.push(esc(t.timePast(op.time)));
    else if (error.status === 409 || error.code === 'calendar_required')
      lines.push(
        first && last && (op.time < first || op.time > last)
          ? esc(first === last ? t.onlyTime(op.time, day, first) : t.outsideHours(op.time, day, first, last))
          : esc(t.slotTaken(op.time, day)),
      );
    else lines.push(esc(error.serverMessage));
    // the calendar asked for first, when it has free times that day
    const own = op.calendar === undefined ? [] : all.filter((c) => c.calendar === op.calendar);
    choices = nearestChoices(own.length > 0 ? own : all, op.time, NEAREST, {
      time: op.time,
      calendar: op.calendar,
    });
  }
  if (slots !== undefined && all.length === 0) lines.push(esc(t.noSlotsOn(day)));
  return { lines, choices, prompt, kept, label };
}
