import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accountScopedId } from './account-ids.js';
import { accounts } from './accounts.js';

/**
 * Manual switches. `activation` is a star code `*10`–`*19` (null if unassigned); `action_type` is text because
 * only `hangup` is shown by the reference. `status` is `1` active, `0` inactive. Ids are numbered per account;
 * sandbox fixtures may choose them.
 * @see ../../../../shared/pbx-api-reference.md#switch
 */
export const switches = pgTable(
  'switches',
  {
    id: accountScopedId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    activation: text('activation'),
    actionType: text('action_type').notNull().default('hangup'),
    actionTarget: text('action_target'),
    actionLabel: text('action_label').notNull().default(''),
    status: integer('status').notNull().default(0),
  },
  (t) => [
    primaryKey({ name: 'switches_pkey', columns: [t.accountId, t.id] }),
    check('switches_status_check', sql`${t.status} in (0, 1)`),
    check('switches_activation_check', sql`${t.activation} ~ '^[*]1[0-9]$'`),
    uniqueIndex('switches_account_activation_unique')
      .on(t.accountId, t.activation)
      .where(sql`${t.activation} is not null`),
  ],
);
