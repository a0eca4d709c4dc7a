import { DEFAULT_TIME_ZONE } from '@centralino/schemas';
import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * One customer exchange. Every other table carries `account_id` so that data never crosses accounts.
 * @see ../../../../shared/pbx-api-reference.md#account
 */
export const accounts = pgTable(
  'accounts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    context: text('context').notNull().unique(),
    timezone: text('timezone').notNull().default(DEFAULT_TIME_ZONE),
    requestsPerMinute: integer('requests_per_minute').notNull().default(20),
    requestsPerDay: integer('requests_per_day').notNull().default(1000),
    calendarEnabled: boolean('calendar_enabled').notNull().default(false),
    maxContacts: integer('max_contacts').notNull().default(4000),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('accounts_limits_positive', sql`${t.requestsPerMinute} >= 0 and ${t.requestsPerDay} >= 0`),
    check('accounts_max_contacts_positive', sql`${t.maxContacts} >= 0`),
  ],
);

/**
 * API keys: only the SHA-256 of the key is stored; the clear key is shown once when issued.
 * @see ../../../../shared/pbx-api-reference.md#authentication
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [unique('api_keys_account_name_unique').on(t.accountId, t.name)],
);
