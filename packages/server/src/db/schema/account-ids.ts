import { sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * The last id handed out to each account for each kind of object (`kind` is the table's name). Tables whose ids
 * reach the API number their rows per account, 1, 2, 3…, like separate exchanges would: an account's ids say
 * nothing about what other accounts created. The migration's trigger `assign_account_scoped_id` (BEFORE INSERT on
 * each such table) takes the next id here in the inserting statement, so it belongs to the inserting
 * transaction: the counter row stays locked until that transaction ends, so two inserts on one account never get
 * the same id (on PostgreSQL and PGlite alike), and a rolled-back insert leaves no gap. A row inserted with a
 * chosen id (sandbox fixtures) moves the counter past it.
 */
export const accountIdCounters = pgTable(
  'account_id_counters',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    lastId: integer('last_id').notNull(),
  },
  (t) => [primaryKey({ name: 'account_id_counters_pkey', columns: [t.accountId, t.kind] })],
);

/**
 * The `id` of a row an account sees: unique only with the row's `account_id` (declare the primary key
 * `(account_id, id)` and reference it with both columns). Omitted on insert, it is the account's next id
 * (see {@link accountIdCounters}); given, it is kept.
 */
export const accountScopedId = () =>
  integer('id')
    .notNull()
    .$defaultFn(() => sql`null`);
