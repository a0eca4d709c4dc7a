import type { Contact, UpdateContactRequest } from '@centralino/schemas';
import { and, eq } from 'drizzle-orm';
import { ApiError } from '../../app/api-error.js';
import { messages } from '../../app/messages.js';
import type { Database } from '../../db/database.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { contacts } from '../../db/schema/index.js';

const NUMBER_UNIQUE = 'contacts_account_number_unique';

const contactColumns = {
  id: contacts.id,
  number: contacts.number,
  name: contacts.name,
  company: contacts.company,
  notes: contacts.notes,
};

/** `null` and `''` both clear an optional text (stored as null). */
function clearable(value: string | null): string | null {
  return value ? value : null;
}

/**
 * The account's contact with this id; 404 `Contatto non trovato` otherwise (also for another account's id).
 * @see ../../../../shared/pbx-api-reference.md#endpoints (25)
 */
export async function getContact(db: Database, accountId: number, id: number): Promise<Contact> {
  const [row] = await db
    .select(contactColumns)
    .from(contacts)
    .where(and(eq(contacts.accountId, accountId), eq(contacts.id, id)))
    .limit(1);
  if (!row) throw new ApiError(404, messages.contactNotFound);
  return row;
}

/**
 * Changes only the fields present; `null` or `''` clears `company` and `notes`. A number held by another contact
 * is 409 `messages.contactNumberExists`, decided by the unique constraint (so also between simultaneous
 * requests). Never counts contacts: editing stays allowed at the account's `max_contacts`.
 * @see ../../../../shared/pbx-api-reference.md#endpoints (26, rule 4)
 */
export async function updateContact(
  db: Database,
  accountId: number,
  id: number,
  input: UpdateContactRequest,
): Promise<Contact> {
  const changes: Partial<typeof contacts.$inferInsert> = {};
  if (input.number !== undefined) changes.number = input.number;
  if (input.name !== undefined) changes.name = input.name;
  if (input.company !== undefined) changes.company = clearable(input.company);
  if (input.notes !== undefined) changes.notes = clearable(input.notes);
  if (Object.keys(changes).length === 0) return getContact(db, accountId, id);
  try {
    const [row] = await db
      .update(contacts)
      .set(changes)
      .where(and(eq(contacts.accountId, accountId), eq(contacts.id, id)))
      .returning(contactColumns);
    if (!row) throw new ApiError(404, messages.contactNotFound);
    return row;
  } catch (error) {
    if (isUniqueViolation(error, NUMBER_UNIQUE)) throw new ApiError(409, messages.contactNumberExists);
    throw error;
  }
}
