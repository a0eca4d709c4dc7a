import { boolean, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * The account's VoIP numbers (numerazioni). `provider` is text because the reference shows only part of the
 * set (`SBC`, `VIRTUAL`); `registered` is the simulated state for the other providers.
 * @see ../../../../shared/pbx-api-reference.md#voip-number-status
 */
export const voipNumbers = pgTable(
  'voip_numbers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    provider: text('provider').notNull(),
    /** Display label override; null means the label derived from `provider` (`VIRTUAL` → `Virtuale`). */
    providerLabel: text('provider_label'),
    username: text('username').notNull().default(''),
    sipServer: text('sip_server').notNull().default(''),
    description: text('description').notNull().default(''),
    note: text('note').notNull().default(''),
    registered: boolean('registered').notNull().default(false),
  },
  (t) => [unique('voip_numbers_account_number_unique').on(t.accountId, t.number)],
);
