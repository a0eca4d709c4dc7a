import type { CallOptions, Invoke } from '../client/invoke.js';
import type { HeaderParams, QueryParams, RequestBody } from '../operations/operation-types.js';

/** Options of a booking. */
export interface BookOptions extends CallOptions {
  /**
   * Makes the booking safe to repeat: the same key and body return the same booking (`created: false`). Default:
   * a fresh `crypto.randomUUID()` per call — pass your own to retry a booking whose answer was lost.
   */
  idempotencyKey?: HeaderParams<'createBooking'>['Idempotency-Key'];
}

/**
 * The appointment calendar (endpoints 27–32 and the block/booking operations we add). Errors carry a stable
 * `code` ({@link PbxApiError.code}), e.g. `calendar_not_enabled`, `slot_unavailable`, `calendar_required`.
 * @see ../../../shared/pbx-api-reference.md#calendar-conventions-and-records
 */
export function createCalendarApi(invoke: Invoke) {
  return {
    calendars: (options: CallOptions = {}) => invoke('listCalendars', options),
    /** Appointment types. */
    events: (options: CallOptions = {}) => invoke('listEvents', options),
    /** Bookable start times of `event` on `date` (default today) or from `from` to `to`. */
    availability: (query: QueryParams<'getAvailability'>, options: CallOptions = {}) =>
      invoke('getAvailability', { query, ...options }),
    bookings: (query: QueryParams<'listBookings'> = {}, options: CallOptions = {}) =>
      invoke('listBookings', { query, ...options }),
    /** Books `event` at `date` + `time` with an `Idempotency-Key` (generated when not given). */
    book: (body: RequestBody<'createBooking'>, options: BookOptions = {}) => {
      const { idempotencyKey = globalThis.crypto.randomUUID(), ...rest } = options;
      return invoke('createBooking', { body, header: { 'Idempotency-Key': idempotencyKey }, ...rest });
    },
    cancelBooking: (id: number, options: CallOptions = {}) =>
      invoke('cancelBooking', { path: { id }, ...options }),
    blocks: (query: QueryParams<'listBlocks'> = {}, options: CallOptions = {}) =>
      invoke('listBlocks', { query, ...options }),
    /** Deletes a manual block (holiday blocks answer 409 `holiday_managed`). */
    deleteBlock: (id: number, options: CallOptions = {}) =>
      invoke('deleteBlock', { path: { id }, ...options }),
  };
}
