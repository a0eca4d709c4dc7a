import { boolean, index, integer, pgEnum, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { accountScopedId } from './account-ids.js';
import { accounts } from './accounts.js';

/** @see ../../../../shared/pbx-api-reference.md#inbound-call-status */
export const inboundCallStatus = pgEnum('inbound_call_status', ['answered', 'not_answered', 'abandoned']);

/**
 * Inbound call history. `calldate` is an instant; the API formats it in the account's time zone.
 * `queue_name` and `wait_seconds` feed the daily queue statistics.
 * @see ../../../../shared/pbx-api-reference.md#inbound-call-record
 */
export const inboundCalls = pgTable(
  'inbound_calls',
  {
    id: accountScopedId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    linkedid: text('linkedid').notNull(),
    calldate: timestamp('calldate', { withTimezone: true }).notNull(),
    callerNumber: text('caller_number').notNull(),
    callerId: text('caller_id').notNull().default(''),
    destination: text('destination').notNull(),
    status: inboundCallStatus('status').notNull(),
    answered: boolean('answered').notNull(),
    abandoned: boolean('abandoned').notNull(),
    totalDuration: integer('total_duration').notNull().default(0),
    callLegs: integer('call_legs').notNull().default(1),
    queueName: text('queue_name'),
    waitSeconds: integer('wait_seconds'),
  },
  (t) => [
    primaryKey({ name: 'inbound_calls_pkey', columns: [t.accountId, t.id] }),
    index('inbound_calls_account_calldate_idx').on(t.accountId, t.calldate),
    index('inbound_calls_account_queue_calldate_idx').on(t.accountId, t.queueName, t.calldate),
  ],
);

/**
 * Outbound call history. `disposition` is text (`ANSWERED`, `NO ANSWER`, `BUSY`, `FAILED`) as the exchange
 * reports it; `duration_seconds` is rendered as `HH:MM:SS` by the API.
 * @see ../../../../shared/pbx-api-reference.md#outbound-call-record
 */
export const outboundCalls = pgTable(
  'outbound_calls',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    calldate: timestamp('calldate', { withTimezone: true }).notNull(),
    callerId: text('caller_id').notNull().default(''),
    source: text('source').notNull(),
    destination: text('destination').notNull(),
    billsec: integer('billsec').notNull().default(0),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    disposition: text('disposition').notNull(),
    uniqueid: text('uniqueid').notNull(),
    provider: text('provider').notNull().default(''),
  },
  (t) => [index('outbound_calls_account_calldate_idx').on(t.accountId, t.calldate)],
);
