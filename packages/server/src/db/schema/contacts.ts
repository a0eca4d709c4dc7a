import { integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { accountScopedId } from './account-ids.js';
import { accounts } from './accounts.js';

/**
 * Directory contacts; `number` is unique in the account's directory (at most `accounts.max_contacts` rows,
 * enforced by the API when creating). Ids are numbered per account; sandbox fixtures may choose them.
 * @see ../../../../shared/pbx-api-reference.md#contact
 */
export const contacts = pgTable(
  'contacts',
  {
    id: accountScopedId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    name: text('name').notNull(),
    company: text('company'),
    notes: text('notes'),
  },
  (t) => [
    primaryKey({ name: 'contacts_pkey', columns: [t.accountId, t.id] }),
    unique('contacts_account_number_unique').on(t.accountId, t.number),
  ],
);
