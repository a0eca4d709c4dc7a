import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

/**
 * Requests counted per account in its current windows, shared by every server instance on the same database:
 * one row per account, so one statement counts both windows at once. `minute_start` is the clock minute the
 * minute count belongs to, `day_start` local midnight in the account's zone; a count of an older window is read
 * as 0 and restarts at 1.
 * @see ../../../../shared/pbx-api-reference.md#limits
 */
export const rateLimitUsage = pgTable('rate_limit_usage', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  minuteStart: timestamp('minute_start', { withTimezone: true }).notNull(),
  minuteCount: integer('minute_count').notNull(),
  dayStart: timestamp('day_start', { withTimezone: true }).notNull(),
  dayCount: integer('day_count').notNull(),
});
