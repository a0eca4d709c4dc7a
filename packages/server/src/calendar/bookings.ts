import type { Booking } from '@centralino/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { bookings, calendars, events } from '../db/schema/index.js';
import { enqueueBookingEvent } from '../webhooks/webhook-outbox.js';
import { bookingRecordColumns, bookingView, findBookingRecord } from './booking-view.js';
import { calendarError } from './calendar-error.js';
import { overlapsInterval } from './calendar-store.js';
import { resolveDateRange } from './date-range.js';
import { localToday } from './local-date.js';

/** Longest span of the booking list, in days (both ends included). */
export const BOOKING_LIST_MAX_DAYS = 366;

export interface BookingListQuery {
  from?: string | undefined;
  to?: string | undefined;
  calendar?: string | undefined;
  event?: string | undefined;
  status?: 'confirmed' | 'cancelled' | undefined;
}

/**
 * Bookings of every channel that overlap the local days `from`…`to` (default today and the next 30 days, at most
 * {@link BOOKING_LIST_MAX_DAYS}), optionally of one calendar, appointment type or state, in time order. An
 * unknown slug in a filter simply matches nothing.
 * @see ../../../shared/pbx-api-reference.md#endpoints (endpoint 32)
 */
export async function listBookings(
  db: Database,
  account: { id: number; timezone: string },
  query: BookingListQuery,
  now: Date,
): Promise<{ from: string; to: string; bookings: Booking[] }> {
  const range = resolveDateRange(query, {
    today: localToday(now, account.timezone),
    timeZone: account.timezone,
    defaultSpanDays: 30,
    maxDays: BOOKING_LIST_MAX_DAYS,
  });
  const rows = await db
    .select(bookingRecordColumns)
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(calendars, eq(calendars.id, bookings.calendarId))
    .where(
      and(
        eq(bookings.accountId, account.id),
        overlapsInterval(bookings.period, range.start, range.end),
        query.calendar === undefined ? undefined : eq(calendars.slug, query.calendar),
        query.event === undefined ? undefined : eq(events.slug, query.event),
        query.status === undefined ? undefined : eq(bookings.status, query.status),
      ),
    )
    .orderBy(asc(bookings.period), asc(bookings.id));
  return { from: range.from, to: range.to, bookings: rows.map((row) => bookingView(row, account.timezone)) };
}

/**
 * Cancels a confirmed booking, freeing its seat: 404 `booking_not_found`, 409 `booking_not_modifiable` when it is
 * already cancelled (`cancelled` is final). Its `booking.cancelled` webhook deliveries commit with it.
 * @see ../../../shared/pbx-api-reference.md#transitions
 */
export async function cancelBooking(
  db: Database,
  account: { id: number; timezone: string },
  id: number,
  now: Date,
): Promise<Booking> {
  return db.transaction(async (tx) => {
    const cancelled = await tx
      .update(bookings)
      .set({ status: 'cancelled' })
      .where(and(eq(bookings.accountId, account.id), eq(bookings.id, id), eq(bookings.status, 'confirmed')))
      .returning({ id: bookings.id });
    const record = await findBookingRecord(tx, account.id, id);
    if (!record) throw calendarError(404, 'booking_not_found');
    if (cancelled.length === 0) throw calendarError(409, 'booking_not_modifiable');
    const booking = bookingView(record, account.timezone);
    const event = { accountId: account.id, timezone: account.timezone, booking, now };
    await enqueueBookingEvent(tx, { ...event, type: 'booking.cancelled' });
    return booking;
  });
}
