import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { accountScopedId } from './account-ids.js';
import { accounts } from './accounts.js';

export const webhookDeliveryStatus = pgEnum('webhook_delivery_status', ['pending', 'succeeded', 'failed']);

/**
 * Endpoints an account registered for its events. `secret` signs every delivery; after a rotation
 * `previous_secret` signs too until `previous_secret_expires_at`. `events` lists the kinds it receives.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: accountScopedId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description'),
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretExpiresAt: timestamp('previous_secret_expires_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ name: 'webhook_endpoints_pkey', columns: [t.accountId, t.id] })],
);

/**
 * The outbox: one row per event and endpoint, written in the transaction that made the event, so a committed
 * booking always has its deliveries. `payload` is the exact body signed and sent on every attempt; `retry_step`
 * counts failed attempts of the current schedule (a replay starts it again). `claimed_until` (real time) keeps
 * two senders from sending the same delivery at once.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: accountScopedId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    endpointId: integer('endpoint_id').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    payload: text('payload').notNull(),
    status: webhookDeliveryStatus('status').notNull().default('pending'),
    retryStep: smallint('retry_step').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'webhook_deliveries_pkey', columns: [t.accountId, t.id] }),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    foreignKey({
      name: 'webhook_deliveries_endpoint_fk',
      columns: [t.accountId, t.endpointId],
      foreignColumns: [webhookEndpoints.accountId, webhookEndpoints.id],
    }).onDelete('cascade'),
  ],
);

/** Every attempt of a delivery: the status answered, or why none came. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id').notNull(),
    deliveryId: integer('delivery_id').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
  },
  (t) => [
    foreignKey({
      name: 'webhook_attempts_delivery_fk',
      columns: [t.accountId, t.deliveryId],
      foreignColumns: [webhookDeliveries.accountId, webhookDeliveries.id],
    }).onDelete('cascade'),
    index('webhook_attempts_delivery_idx').on(t.accountId, t.deliveryId),
  ],
);
