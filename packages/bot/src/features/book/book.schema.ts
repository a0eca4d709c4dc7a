import { DateString, IdempotencyKey, TimeString } from '@centralino/schemas';
import { z } from 'zod';

/** An appointment type or calendar as typed (`Consulenza`, `prima visita`): the runner finds which one it is. */
const TypedName = z.string().min(1).max(100);
const Slug = z.string().min(1).max(60);

/** Without `event`: the account's types, to pick one. */
export const BookSlots = z.strictObject({
  type: z.literal('book.slots'),
  event: TypedName.optional(),
  date: DateString.optional(),
});
export const BookCreate = z.strictObject({
  type: z.literal('book.create'),
  event: TypedName,
  date: DateString,
  time: TimeString,
  name: z.string().min(1).max(120),
  calendar: TypedName.optional(),
  phone: z.string().max(25).optional(),
  notes: z.string().max(500).optional(),
  idempotencyKey: IdempotencyKey,
  /** Submitted from the booking modal: a refusal shows the form again, filled in as it was. */
  fromForm: z.literal(true).optional(),
});

/** What the user had typed in the modal's text fields, kept when the form is drawn again. */
export const BookFormValues = z.strictObject({
  name: z.string().max(120).optional(),
  phone: z.string().max(25).optional(),
  notes: z.string().max(500).optional(),
});

/** Fills the booking modal: appointment types, then times for the chosen type and date. */
export const BookForm = z.strictObject({
  type: z.literal('book.form'),
  viewId: z.string().min(1),
  event: Slug.optional(),
  date: DateString.optional(),
  /** The date picked cannot be used: the form says so and shows no times. */
  dateIssue: z.enum(['invalid', 'past']).optional(),
  /** A time (and calendar) picked with a button of the form: shown chosen. */
  pick: z.strictObject({ time: TimeString, calendar: Slug.optional() }).optional(),
  values: BookFormValues.optional(),
});

/** `/book list [day]`: the bookings of a day, or of the week from today. @see pbx-api-reference.md endpoint 32 */
export const BookList = z.strictObject({ type: z.literal('book.list'), date: DateString.optional() });

/**
 * `/book cancel [who|id] [day]`: the bookings that can still be cancelled (confirmed, not begun) of that day or
 * of the week from today, those whose person or id matches `query`, each with its "Disdici" button.
 */
export const BookCancelPick = z.strictObject({
  type: z.literal('book.cancelPick'),
  date: DateString.optional(),
  query: z.string().min(1).max(120).optional(),
});

/** The "Disdici" button, once its dialog confirmed: cancels one booking. @see calendar.route.ts cancelBooking */
export const BookCancel = z.strictObject({ type: z.literal('book.cancel'), id: z.int().positive() });

/** The operations of `/book` and of its modal. */
export const bookOperations = [
  BookSlots,
  BookCreate,
  BookForm,
  BookList,
  BookCancelPick,
  BookCancel,
] as const;
export type BookOperation = z.output<(typeof bookOperations)[number]>;
export type BookOperationOf<T extends BookOperation['type']> = Extract<BookOperation, { type: T }>;
export type BookFormValues = z.output<typeof BookFormValues>;
