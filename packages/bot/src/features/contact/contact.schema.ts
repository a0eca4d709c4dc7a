import { ContactCompany, ContactName, ContactNotes, ContactNumber } from '@centralino/schemas';
import { z } from 'zod';
import { Id } from '../../work/operations/operation-fields.js';

/** `/contact <id>`. */
export const ContactShow = z.strictObject({ type: z.literal('contact.show'), id: Id });
/** `/contact <id> set …`: the fields to change (`null` clears company and notes). */
export const ContactSet = z.strictObject({
  type: z.literal('contact.set'),
  id: Id,
  changes: z.strictObject({
    number: ContactNumber.optional(),
    name: ContactName.optional(),
    company: ContactCompany.nullable().optional(),
    notes: ContactNotes.nullable().optional(),
  }),
});

/** `/contact <name>`: the contacts already read whose name or company answers to it. */
export const ContactSearch = z.strictObject({ type: z.literal('contact.search'), name: ContactName });

/** The operations of `/contact`. */
export const contactOperations = [ContactShow, ContactSet, ContactSearch] as const;
export type ContactOperation = z.output<(typeof contactOperations)[number]>;
export type ContactOperationOf<T extends ContactOperation['type']> = Extract<ContactOperation, { type: T }>;
