import type { Booking } from '@centralino/schemas';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { isExclusionViolation, isLockNotAvailable } from '../db/pg-errors.js';
import { bookings, calendars } from '../db/schema/index.js';
import { enqueueBookingEvent } from '../webhooks/webhook-outbox.js';
import { openSlots } from './availability.js';
import { requireEvent, requireEventCalendar } from './availability-service.js';
import type { BookingRequest } from './booking-request.js';
import { bookingView } from './booking-view.js';
import { calendarError } from './calendar-error.js';
import { type CalendarRef, type EventConfig, loadOccupancy } from './calendar-store.js';
import { dateRange } from './date-range.js';

/** Test seams: code run at fixed points of a booking (never set in production). */
export interface BookingHooks {
  /** Inside the transaction, after the check and before the insert (e.g. another channel writing the slot). */
  beforeInsert?: (tx: Database) => Promise<void>;
}

export interface CreateBookingInput {
  account: { id: number; timezone: string };
  /** Name of the API key: stored as `created_by`. */
  keyName: string;
  /** Another channel than the API (sandbox `/_sim/{context}/bookings`): its `source` and `created_by`. */
  channel?: { source: Exclude<Booking['source'], 'api'>; createdBy: string };
  request: BookingRequest;
  now: Date;
  /** Runs inside the booking's transaction after the insert (the idempotency key is completed here). */
  onBooked?: (tx: Database, booking: Booking) => Promise<void>;
  hooks?: BookingHooks;
}

/**
 * The calendar a booking goes to: the one named (404 `calendar_not_found` if it does not serve the event), else
 * the event's only calendar; an event with several calendars needs one: 422 `calendar_required` listing them.
 */
export function chooseCalendar(event: EventConfig, slug: string | undefined): CalendarRef {
  if (slug !== undefined) return requireEventCalendar(event, slug);
  const [only, ...others] = event.calendars;
  if (!only) throw calendarError(409, 'slot_unavailable');
  if (others.length > 0) {
    throw calendarError(422, 'calendar_required', { calendars: event.calendars.map((c) => c.slug) });
  }
  return only;
}

/**
 * Books an appointment (`source: api`, or the `channel` given), writing its webhook deliveries in the same
 * transaction. The final check runs holding the calendar row (`SELECT … FOR UPDATE`),
 * so bookings of one calendar are checked one after the other: the requested `date` + `time` must be one of the
 * availability times (same {@link openSlots} on data read under the lock), and the booking takes the lowest free
 * seat. A request that finds the row held by another booking does not queue behind it: it waits for that booking
 * to end while sharing the row with the others waiting (`FOR SHARE`), reads the slot, and answers 409
 * `slot_unavailable` at once when it is gone; only when a seat is still free does it take its turn. The
 * exclusion constraint `bookings_no_overlap` (calendar, seat, period) guarantees it even against writers that
 * skip the lock; its violation is a 409 `slot_unavailable`, never a 500.
 * @see ../../../shared/pbx-api-reference.md#endpoints (rule 5)
 */
export async function createBooking(db: Database, input: CreateBookingInput): Promise<Booking> {
  const { account, request, now } = input;
  const timeZone = account.timezone;
  const event = await requireEvent(db, account.id, request.event);
  const calendar = chooseCalendar(event, request.calendar);
  const day = dateRange(request.date, request.date, timeZone);
  const calendarRow = (tx: Database) =>
    tx.select({ id: calendars.id }).from(calendars).where(eq(calendars.id, calendar.id));

  /** The slot asked for as it stands now, with its free seats; 409 when it is not (or no longer) bookable. */
  const openSlot = async (tx: Database) => {
    const occupancy = await loadOccupancy(tx, account.id, [calendar.id], day.start, day.end);
    const slot = openSlots({
      rules: event,
      calendarIds: [calendar.id],
      from: request.date,
      to: request.date,
      timeZone,
      now,
      ...occupancy,
    }).find((s) => s.time === request.time);
    const seat = slot?.freeSeats[0];
    if (!slot || seat === undefined) throw calendarError(409, 'slot_unavailable');
    return { slot, seat };
  };

  /** Checks and inserts; the caller holds the calendar row. */
  const book = async (tx: Database): Promise<Booking> => {
    const { slot, seat } = await openSlot(tx);
    await input.hooks?.beforeInsert?.(tx);
    const [row] = await tx
      .insert(bookings)
      .values({
        accountId: account.id,
        eventId: event.id,
        calendarId: calendar.id,
        period: { start: slot.start, end: slot.end },
        slot: seat,
        name: request.name,
        phone: request.phone ?? '',
        email: request.email ?? null,
        notes: request.notes ?? null,
        source: input.channel?.source ?? 'api',
        createdBy: input.channel?.createdBy ?? input.keyName,
        createdAt: now,
      })
      .returning();
    const booking = bookingView({ ...row!, event: event.slug, calendar: calendar.slug }, timeZone);
    await input.onBooked?.(tx, booking);
    await enqueueBookingEvent(tx, {
      accountId: account.id,
      timezone: timeZone,
      type: 'booking.created',
      booking,
      now,
    });
    return booking;
  };

  try {
    try {
      return await db.transaction(async (tx) => {
        await calendarRow(tx).for('update', { noWait: true });
        return book(tx);
      });
    } catch (error) {
      if (!isLockNotAvailable(error)) throw error;
    }
    // Another booking of this calendar is running: wait for its end alongside the others, then look.
    await db.transaction(async (tx) => {
      await calendarRow(tx).for('share');
      await openSlot(tx);
    });
    return await db.transaction(async (tx) => {
      await calendarRow(tx).for('update');
      return book(tx);
    });
  } catch (error) {
    if (isExclusionViolation(error, 'bookings_no_overlap')) throw calendarError(409, 'slot_unavailable');
    throw error;
  }
}
