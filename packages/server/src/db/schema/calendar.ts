import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgEnum, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { accountScopedId } from './account-ids.js';
import { accounts } from './accounts.js';
import { tstzrange } from './tstzrange.js';

/** `single`: the event type uses one calendar; `choice`: the caller picks among several. */
export const eventKind = pgEnum('event_kind', ['single', 'choice']);

/** `holiday` blocks are generated from the holiday settings and cannot be deleted through the API. */
export const blockSource = pgEnum('block_source', ['manual', 'holiday']);

const hhmm = `'^([01][0-9]|2[0-3]):[0-5][0-9]$'`;

/**
 * Bookable calendars (a person or a resource), addressed by slug.
 * @see ../../../../shared/pbx-api-reference.md#calendar-conventions-and-records
 */
export const calendars = pgTable(
  'calendars',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [unique('calendars_account_slug_unique').on(t.accountId, t.slug)],
);

/**
 * Appointment types. `capacity` is how many bookings one calendar accepts at the same time,
 * `min_notice_minutes` the advance notice, `horizon_days` how far ahead booking is open.
 * @see ../../../../shared/pbx-api-reference.md#calendar-conventions-and-records
 */
export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    kind: eventKind('kind').notNull().default('single'),
    capacity: integer('capacity').notNull().default(1),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(0),
    horizonDays: integer('horizon_days').notNull().default(60),
  },
  (t) => [
    unique('events_account_slug_unique').on(t.accountId, t.slug),
    check('events_duration_positive', sql`${t.durationMinutes} > 0`),
    check('events_capacity_positive', sql`${t.capacity} >= 1`),
    check('events_notice_horizon_non_negative', sql`${t.minNoticeMinutes} >= 0 and ${t.horizonDays} >= 0`),
  ],
);

/** Which calendars serve an event type. */
export const eventCalendars = pgTable(
  'event_calendars',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.calendarId] }),
    index('event_calendars_calendar_idx').on(t.calendarId),
  ],
);

/**
 * Weekly opening hours of a calendar in the account's local time. `weekday` is ISO (1 = Monday … 7 = Sunday);
 * `start_time`/`end_time` are `HH:MM`, several rows per day allowed (e.g. a lunch break).
 */
export const openingHours = pgTable(
  'opening_hours',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    calendarId: integer('calendar_id')
      .notNull()
      .references(() => calendars.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
  },
  (t) => [
    index('opening_hours_calendar_idx').on(t.calendarId, t.weekday),
    check('opening_hours_weekday_check', sql`${t.weekday} between 1 and 7`),
    check(
      'opening_hours_times_check',
      sql`${t.startTime} ~ ${sql.raw(hhmm)} and ${t.endTime} ~ ${sql.raw(hhmm)} and ${t.startTime} < ${t.endTime}`,
    ),
  ],
);

/** Account-wide holidays (local dates); the panel turns them into `holiday` blocks. */
export const holidays = pgTable(
  'holidays',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [unique('holidays_account_date_unique').on(t.accountId, t.date)],
);

/**
 * Intervals in which a calendar takes no bookings; a null `calendar_id` blocks every calendar of the account.
 * @see ../../../../shared/pbx-api-reference.md#calendar-conventions-and-records
 */
export const blocks = pgTable(
  'blocks',
  {
    id: accountScopedId(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    calendarId: integer('calendar_id').references(() => calendars.id, { onDelete: 'cascade' }),
    period: tstzrange('period').notNull(),
    reason: text('reason').notNull().default(''),
    source: blockSource('source').notNull().default('manual'),
    holidayId: integer('holiday_id').references(() => holidays.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ name: 'blocks_pkey', columns: [t.accountId, t.id] }),
    index('blocks_account_period_idx').using('gist', t.accountId, t.period),
    check('blocks_holiday_source_check', sql`(${t.source} = 'holiday') = (${t.holidayId} is not null)`),
  ],
);
