import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * Manual switches. `activation` is a star code `*10`–`*19` (null if unassigned); `action_type` is text because
 * only `hangup` is shown by the reference. `status` is `1` active, `0` inactive. Ids may be chosen by sandbox
 * fixtures (then call `syncIdentitySequence`).
 * @see ../../../../shared/pbx-api-reference.md#switch
 */
export const switches = pgTable(
  'switches',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
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
    check('switches_status_check', sql`${t.status} in (0, 1)`),
    check('switches_activation_check', sql`${t.activation} ~ '^[*]1[0-9]$'`),
    uniqueIndex('switches_account_activation_unique')
      .on(t.accountId, t.activation)
      .where(sql`${t.activation} is not null`),
  ],
);
