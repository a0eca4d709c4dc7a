import { index, integer, pgEnum, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';

export const rateLimitWindow = pgEnum('rate_limit_window', ['minute', 'day']);

/**
 * Requests counted per account and window, shared by every server instance on the same database.
 * `window_start` is the instant the window opened: the clock minute, or local midnight in the account's zone.
 * @see ../../../../shared/pbx-api-reference.md#limits
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    window: rateLimitWindow('window').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.window, t.windowStart] }),
    index('rate_limit_counters_window_start_idx').on(t.windowStart),
  ],
);
