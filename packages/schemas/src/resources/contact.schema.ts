import { z } from 'zod';
import { okEnvelope } from '../common/envelope.schema.js';
import { ContactCompany, ContactName, ContactNotes, ContactNumber } from '../common/field-rules.schema.js';

/** @see pbx-api-reference.md "Contact" */
export const Contact = z
  .object({
    id: z.int(),
    number: z.string().meta({ description: 'Max 25 chars; unique in the directory.' }),
    name: z.string().meta({ description: 'Max 80 chars.' }),
    company: z.string().nullable().meta({ description: 'Max 50 chars.' }),
    notes: z.string().nullable().meta({ description: 'Max 255 chars.' }),
  })
  .meta({ id: 'Contact' });

/** Partial update: only present fields change; `null` or `""` clears company and notes. */
export const UpdateContactRequest = z
  .strictObject({
    number: ContactNumber.optional(),
    name: ContactName.optional(),
    company: ContactCompany.nullable().optional(),
    notes: ContactNotes.nullable().optional(),
  })
  .meta({
    id: 'UpdateContactRequest',
    description: 'Only fields present are changed; `null` or an empty string clears `company` and `notes`.',
    example: { notes: 'Richiamare dopo le 15' },
  });

export const ContactResponse = okEnvelope(Contact).meta({ id: 'ContactResponse' });
export type Contact = z.infer<typeof Contact>;
export type UpdateContactRequest = z.infer<typeof UpdateContactRequest>;
