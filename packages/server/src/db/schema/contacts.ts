import { integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * Directory contacts; `number` is unique in the account's directory (at most `accounts.max_contacts` rows,
 * enforced by the API when creating). Ids may be chosen by sandbox fixtures (then call `syncIdentitySequence`).
 * @see ../../../../shared/pbx-api-reference.md#contact
 */
export const contacts = pgTable(
  'contacts',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    name: text('name').notNull(),
    company: text('company'),
    notes: text('notes'),
  },
  (t) => [unique('contacts_account_number_unique').on(t.accountId, t.number)],
);
