import { DateString, firstIssueMessage, TimeString } from '@centralino/schemas';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { fieldMessage } from '../../core/i18n/catalog.js';
import { hasControlCharacter } from '../../work/commands/control-characters.js';
import { BookCreate, type BookOperationOf } from './book.schema.js';
import { bookFields } from './book-ids.js';
import { bookTextsFor } from './book-messages.js';

/** The answers of the booking modal, by field (as `readBookForm` gives them). */
export interface BookFormAnswers {
  event?: string | undefined;
  date?: string | undefined;
  time?: string | undefined;
  calendar?: string | undefined;
  name?: string | undefined;
  phone?: string | undefined;
  notes?: string | undefined;
}

/** The outcome of checking a submitted booking form. */
export type BookFormCheck =
  | { ok: true; operation: BookOperationOf<'book.create'> }
  /** block_id → message shown under the field (Slack `response_action: errors`). */
  | { ok: false; errors: Record<string, string> };

const NAME_MAX = 120;
const PHONE_MAX = 25;
const NOTES_MAX = 500;
/** Digits with the usual separators, an optional leading +. */
const PHONE = /^\+?[\d\s().\-/]+$/;

/** Why a date picked in the form cannot be used, if it cannot. */
export function dateIssue(date: string | undefined, today: string): 'invalid' | 'past' | undefined {
  if (!date || !DateString.safeParse(date).success) return 'invalid';
  return date < today ? 'past' : undefined;
}

/**
 * Checks every answer of the booking modal before anything is enqueued: type, a real date not in the past, a
 * time among those offered, the name, a phone number that is one, lengths, no control characters — and last
 * the job's own schema, so that what is enqueued always validates. `today` is the account's local date.
 * @see pbx-api-reference.md endpoint 27
 */
export function checkBookForm(
  form: BookFormAnswers,
  input: { today: string; timesShown: boolean; idempotencyKey: string; locale: Locale },
): BookFormCheck {
  const t = bookTextsFor(input.locale).book;
  const errors: Record<string, string> = {};
  const text = (field: string, value: string | undefined, max: number) => {
    if (value === undefined) return;
    if (hasControlCharacter(value)) errors[field] = t.controlCharacter;
    else if (value.length > max) errors[field] = t.tooLong(max);
  };
  if (!form.event) errors[bookFields.event] = t.eventRequired;
  const issue = dateIssue(form.date, input.today);
  if (issue) errors[bookFields.date] = issue === 'past' ? t.datePast : t.dateInvalid;
  if (!form.time || !TimeString.safeParse(form.time).success) {
    const field = input.timesShown ? bookFields.time : bookFields.date;
    errors[field] ??= t.timeRequired;
  }
  if (!form.name) errors[bookFields.name] = t.nameRequired;
  text(bookFields.name, form.name, NAME_MAX);
  text(bookFields.phone, form.phone, PHONE_MAX);
  if (form.phone && !errors[bookFields.phone]) {
    const digits = form.phone.replace(/\D/g, '').length;
    if (!PHONE.test(form.phone) || digits < 6) errors[bookFields.phone] = t.phoneInvalid;
  }
  text(bookFields.notes, form.notes, NOTES_MAX);
  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const checked = BookCreate.safeParse({
    type: 'book.create',
    event: form.event,
    date: form.date,
    time: form.time,
    name: form.name,
    ...(form.calendar ? { calendar: form.calendar } : {}),
    ...(form.phone ? { phone: form.phone } : {}),
    ...(form.notes ? { notes: form.notes } : {}),
    idempotencyKey: input.idempotencyKey,
    fromForm: true,
  });
  if (!checked.success) {
    const path = String(checked.error.issues[0]?.path[0] ?? 'event');
    const field = (bookFields as Record<string, string>)[path] ?? bookFields.event;
    return { ok: false, errors: { [field]: fieldMessage(firstIssueMessage(checked.error), input.locale) } };
  }
  return { ok: true, operation: checked.data };
}
