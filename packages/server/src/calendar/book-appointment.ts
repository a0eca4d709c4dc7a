import type { Booking, CreateBookingRequest } from '@centralino/schemas';
import type { Database } from '../db/database.js';
import { toBookingRequest } from './booking-request.js';
import { bookingView, findBookingRecord } from './booking-view.js';
import { type BookingHooks, createBooking } from './create-booking.js';
import {
  completeIdempotencyKey,
  releaseIdempotencyKey,
  requestHash,
  reserveIdempotencyKey,
} from './idempotency.js';

export interface BookAppointmentInput {
  account: { id: number; timezone: string };
  keyName: string;
  body: CreateBookingRequest;
  /** The `Idempotency-Key` header (already checked: 1–200 chars), if sent. */
  idempotencyKey: string | undefined;
  now: Date;
}

/** Test seams on top of {@link BookingHooks}. */
export interface BookAppointmentHooks extends BookingHooks {
  /** After the key is reserved and before the booking starts: lets a test hold a request "in progress". */
  afterReserve?: () => Promise<void>;
}

/** A booking made now (`created: true`) or the one an earlier request with the same key made (`false`). */
export interface BookingOutcome {
  created: boolean;
  booking: Booking;
}

/**
 * `POST /v1/calendar/bookings`: checks the body, applies the `Idempotency-Key` (see `idempotency.ts`) and books.
 * With a key, the booking and the key's completion commit together; a request ending without a booking
 * releases the key.
 * @see ../../../shared/pbx-api-reference.md#endpoints (endpoint 27)
 */
export async function bookAppointment(
  db: Database,
  input: BookAppointmentInput,
  hooks: BookAppointmentHooks = {},
): Promise<BookingOutcome> {
  const request = toBookingRequest(input.body);
  const base = { account: input.account, keyName: input.keyName, request, now: input.now, hooks };
  if (input.idempotencyKey === undefined) {
    return { created: true, booking: await createBooking(db, base) };
  }

  const reservation = await reserveIdempotencyKey(db, {
    accountId: input.account.id,
    key: input.idempotencyKey,
    requestHash: requestHash(input.body),
    now: input.now,
  });
  if (reservation.kind === 'replay') {
    const record =
      reservation.bookingId === null
        ? undefined
        : await findBookingRecord(db, input.account.id, reservation.bookingId);
    const booking = record ? bookingView(record, input.account.timezone) : (reservation.response as Booking);
    return { created: false, booking };
  }

  const { ownership } = reservation;
  try {
    await hooks.afterReserve?.();
    const booking = await createBooking(db, {
      ...base,
      onBooked: (tx, made) => completeIdempotencyKey(tx, ownership, { bookingId: made.id, response: made }),
    });
    return { created: true, booking };
  } catch (error) {
    await releaseIdempotencyKey(db, ownership).catch(() => {});
    throw error;
  }
}
