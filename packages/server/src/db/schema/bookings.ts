import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { accountScopedId } from './account-ids.js';
import { accounts } from './accounts.js';
import { calendars, events } from './calendar.js';
import { tstzrange } from './tstzrange.js';

export const bookingStatus = pgEnum('booking_status', ['confirmed', 'cancelled']);

export const idempotencyState = pgEnum('idempotency_state', ['in_progress', 'done']);

/**
 * Appointments. `slot` (0 … capacity − 1) is the seat taken in the calendar: the migration adds
 * `EXCLUDE USING gist (calendar_id WITH =, slot WITH =, period WITH &&) WHERE (status = 'confirmed')`, so two
 * confirmed bookings can never hold the same seat at overlapping times, whatever channel made them.
 * `source` is `api` for bookings made through the API, and `created_by` then carries the key name.
 * @see ../../../../shared/pbx-api-reference.md#calendar-conventions-and-records
 */
export const bookings = pgTable(
  'bookings',
  {
    id: accountScopedId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    period: tstzrange('period').notNull(),
    slot: integer('slot').notNull().default(0),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email'),
    notes: text('notes'),
    status: bookingStatus('status').notNull().default('confirmed'),
    source: text('source').notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'bookings_pkey', columns: [t.accountId, t.id] }),
    index('bookings_account_period_idx').using('gist', t.accountId, t.period),
    check('bookings_slot_non_negative', sql`${t.slot} >= 0`),
  ],
);

/**
 * `Idempotency-Key` of booking requests: the first request stores `in_progress`, then `done` with the response
 * to replay; `request_hash` detects reuse of a key with a different body.
 * @see ../../../../shared/pbx-api-reference.md#endpoints (endpoint 27)
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 200 }).notNull(),
    requestHash: text('request_hash').notNull(),
    bookingId: integer('booking_id'),
    state: idempotencyState('state').notNull().default('in_progress'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.key] }),
    // The migration writes `ON DELETE SET NULL ("booking_id")`: only the booking is forgotten, the key stays.
    foreignKey({
      name: 'idempotency_keys_booking_fk',
      columns: [t.accountId, t.bookingId],
      foreignColumns: [bookings.accountId, bookings.id],
    }).onDelete('set null'),
  ],
);
