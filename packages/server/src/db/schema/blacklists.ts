import { index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { accountScopedId } from './account-ids.js';
import { accounts } from './accounts.js';
import { voipNumbers } from './voip-numbers.js';

/**
 * Named groups of numbers to block; inactive until a routing rule uses them.
 * @see ../../../../shared/pbx-api-reference.md#blacklist
 */
export const blacklists = pgTable(
  'blacklists',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('blacklists_account_name_unique').on(t.accountId, t.name)],
);

/**
 * Entries of a blacklist; a leading `^` in `number` is a prefix block.
 * @see ../../../../shared/pbx-api-reference.md#blacklist-number
 */
export const blacklistNumbers = pgTable(
  'blacklist_numbers',
  {
    id: accountScopedId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    blacklistId: integer('blacklist_id')
      .notNull()
      .references(() => blacklists.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    description: text('description'),
  },
  (t) => [
    primaryKey({ name: 'blacklist_numbers_pkey', columns: [t.accountId, t.id] }),
    unique('blacklist_numbers_blacklist_number_unique').on(t.blacklistId, t.number),
  ],
);

/**
 * Inbound routing rule of a VoIP number, configured in the dashboard (not through the API). A rule that uses a
 * blacklist makes that blacklist active: its VoIP numbers form the blacklist's `used_by_rules`.
 * @see ../../../../shared/pbx-api-reference.md#blacklist
 */
export const routingRules = pgTable(
  'routing_rules',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    voipNumberId: integer('voip_number_id')
      .notNull()
      .references(() => voipNumbers.id, { onDelete: 'cascade' }),
    description: text('description').notNull().default(''),
    blacklistId: integer('blacklist_id').references(() => blacklists.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('routing_rules_blacklist_idx').on(t.blacklistId),
    index('routing_rules_voip_number_idx').on(t.voipNumberId),
  ],
);
