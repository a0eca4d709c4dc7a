import type { Booking } from '@centralino/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { bookings, calendars, events, type InstantRange } from '../db/schema/index.js';
import { formatUtc, localLabel } from './local-date.js';

/** The columns a booking resource is made of, with the slugs of its appointment type and calendar. */
export interface BookingRecord {
  id: number;
  event: string;
  calendar: string;
  period: InstantRange;
  name: string;
  phone: string;
  email: string | null;
  notes: string | null;
  status: 'confirmed' | 'cancelled';
  source: string;
  createdBy: string | null;
  createdAt: Date;
}

/** The select list that yields a {@link BookingRecord}; join `events` and `calendars`. */
export const bookingRecordColumns = {
  id: bookings.id,
  event: events.slug,
  calendar: calendars.slug,
  period: bookings.period,
  name: bookings.name,
  phone: bookings.phone,
  email: bookings.email,
  notes: bookings.notes,
  status: bookings.status,
  source: bookings.source,
  createdBy: bookings.createdBy,
  createdAt: bookings.createdAt,
};

/**
 * A booking as the API shows it: local `date`/`time`/`end_time` in `timeZone`, plus the UTC instants.
 * @see ../../../shared/pbx-api-reference.md#calendar-conventions-and-records
 */
export function bookingView(record: BookingRecord, timeZone: string): Booking {
  const start = localLabel(record.period.start, timeZone);
  return {
    id: record.id,
    event: record.event,
    calendar: record.calendar,
    name: record.name,
    phone: record.phone === '' ? null : record.phone,
    email: record.email,
    notes: record.notes,
    date: start.date,
    time: start.time,
    end_time: localLabel(record.period.end, timeZone).time,
    starts_at_utc: formatUtc(record.period.start),
    ends_at_utc: formatUtc(record.period.end),
    status: record.status,
    source: record.source as Booking['source'],
    created_by: record.createdBy ?? '',
    created_at: formatUtc(record.createdAt),
  };
}

/** One booking of the account as a {@link BookingRecord}, or undefined. */
export async function findBookingRecord(
  db: Database,
  accountId: number,
  id: number,
): Promise<BookingRecord | undefined> {
  const [row] = await db
    .select(bookingRecordColumns)
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .innerJoin(calendars, eq(calendars.id, bookings.calendarId))
    .where(and(eq(bookings.accountId, accountId), eq(bookings.id, id)))
    .limit(1);
  return row;
}
