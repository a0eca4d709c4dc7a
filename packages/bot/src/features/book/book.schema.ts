import { DateString, IdempotencyKey, TimeString } from '@centralino/schemas';
import { z } from 'zod';

const Slug = z.string().min(1).max(60);

/** Without `event`: the account's types, to pick one. */
export const BookSlots = z.strictObject({
  type: z.literal('book.slots'),
  event: Slug.optional(),
  date: DateString.optional(),
});
export const BookCreate = z.strictObject({
  type: z.literal('book.create'),
  event: Slug,
  date: DateString,
  time: TimeString,
  name: z.string().min(1).max(120),
  calendar: Slug.optional(),
  phone: z.string().max(25).optional(),
  notes: z.string().max(500).optional(),
  idempotencyKey: IdempotencyKey,
});
/** Fills the booking modal: appointment types, then times for the chosen type and date. */
export const BookForm = z.strictObject({
  type: z.literal('book.form'),
  viewId: z.string().min(1),
  event: Slug.optional(),
  date: DateString.optional(),
  /** The date picked cannot be used: the form says so and shows no times. */
  dateIssue: z.enum(['invalid', 'past']).optional(),
});

/** The operations of `/book` and of its modal. */
export const bookOperations = [BookSlots, BookCreate, BookForm] as const;
export type BookOperation = z.output<(typeof bookOperations)[number]>;
export type BookOperationOf<T extends BookOperation['type']> = Extract<BookOperation, { type: T }>;
