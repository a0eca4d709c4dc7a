import { z } from 'zod';
import { IdParam } from '../common/formats.schema.js';
import { calendarMessages as m } from '../common/messages.js';
import {
  AvailabilityQuery,
  AvailabilityResponse,
  BlockDeletedResponse,
  BlockListQuery,
  BlockListResponse,
  BookingCancelledResponse,
  BookingHeaders,
  BookingListQuery,
  BookingListResponse,
  BookingResponse,
  CalendarEventListResponse,
  CalendarListResponse,
  CreateBookingRequest,
} from '../resources/calendar.schema.js';
import { calendarError, defineRoute, errorResponse, type ResponseSpec } from './contract.js';

const notEnabled = errorResponse('calendar', 'The account has no calendar entitlement.', {
  calendar_not_enabled: calendarError('Not entitled', 'calendar_not_enabled', m.calendar_not_enabled),
});
const common = { tag: 'Calendar', auth: 'apiKey', envelope: 'calendar', telephony: false } as const;
const shapesInferred = 'The vendor shows neither parameters nor item fields of this operation.';
const invalidQuery: ResponseSpec = errorResponse(
  'calendar',
  'Invalid query.',
  {
    invalid_date: calendarError('Bad date', 'invalid_date', m.invalid_date),
    invalid_request: calendarError('Bad parameter', 'invalid_request', m.invalid_request),
  },
  'Codes are ours.',
);

/** Endpoint 27. @see pbx-api-reference.md "Rules per endpoint" 5 */
export const createBooking = defineRoute({
  ...common,
  method: 'post',
  path: '/v1/calendar/bookings',
  operationId: 'createBooking',
  summary: 'Book an appointment',
  description:
    'Books `event` for `name` at local `date` + `time`, which must be one of the availability times. The final ' +
    'check (conflicts, capacity, advance notice) runs at booking time under a lock on the calendar and a ' +
    'database constraint, so two simultaneous requests for the same time cannot both succeed. `calendar` is ' +
    'required for `choice` events. With an `Idempotency-Key` (max 200 chars, kept at least 24 h per account): ' +
    'the same key and body return the same booking with 200 and `created: false`; the same key with another ' +
    'body → 422 `idempotency_key_reused`; while the first request with that key runs → 409 ' +
    '`idempotency_key_in_progress`. `source` is `api`, `created_by` the name of the key used.',
  request: { headers: BookingHeaders, body: CreateBookingRequest },
  responses: {
    201: { description: 'Created (`created: true`).', schema: BookingResponse },
    200: {
      description: 'Key already used with this body: the same booking, `created: false`.',
      schema: BookingResponse,
    },
    400: errorResponse(
      'calendar',
      'Malformed JSON.',
      { invalid_json: calendarError('Not JSON', 'invalid_json', m.invalid_json) },
      'Code is ours.',
    ),
    403: notEnabled,
    404: errorResponse(
      'calendar',
      'Unknown appointment type or calendar.',
      {
        event_not_found: calendarError('Unknown event', 'event_not_found', m.event_not_found),
        calendar_not_found: calendarError('Unknown calendar', 'calendar_not_found', m.calendar_not_found),
      },
      'Codes are ours.',
    ),
    409: errorResponse(
      'calendar',
      'The slot is not bookable (taken, full, blocked, outside hours or inside the notice), or the first request with this key is still running.',
      {
        slot_unavailable: calendarError('Slot taken', 'slot_unavailable', m.slot_unavailable),
        idempotency_key_in_progress: calendarError(
          'Same key in flight',
          'idempotency_key_in_progress',
          m.idempotency_key_in_progress,
        ),
      },
      'The vendor gives no code for a taken slot.',
    ),
    422: errorResponse('calendar', 'Invalid data.', {
      missing_event: calendarError('No event', 'missing_event', m.missing_event),
      missing_name: calendarError('No name', 'missing_name', m.missing_name),
      missing_date: calendarError('No date', 'missing_date', m.missing_date),
      missing_time: calendarError('No time', 'missing_time', m.missing_time),
      invalid_date: calendarError('Bad date', 'invalid_date', m.invalid_date),
      invalid_time: calendarError('Bad time', 'invalid_time', m.invalid_time),
      invalid_request: calendarError(
        'Field of the wrong type or unknown',
        'invalid_request',
        m.invalid_request,
      ),
      calendar_required: calendarError(
        'Choice event without calendar',
        'calendar_required',
        m.calendar_required,
        {
          calendars: ['dott-bianchi', 'dott-verdi'],
        },
      ),
      idempotency_key_reused: calendarError(
        'Key reused with another body',
        'idempotency_key_reused',
        m.idempotency_key_reused,
      ),
      invalid_idempotency_key: calendarError(
        'Key over 200 chars',
        'invalid_idempotency_key',
        m.invalid_idempotency_key,
      ),
    }),
  },
});

/** Booking state change; the reference mentions a 409 for a state that cannot change. */
export const cancelBooking = defineRoute({
  ...common,
  method: 'post',
  path: '/v1/calendar/bookings/{id}/cancel',
  operationId: 'cancelBooking',
  summary: 'Cancel a booking',
  description:
    'Cancels a confirmed booking and frees its slot. A cancelled booking cannot change again (409).',
  inferred:
    'The vendor names a 409 for a booking state that cannot be modified but shows no operation or states.',
  request: { params: z.object({ id: IdParam.meta({ example: 1 }) }) },
  responses: {
    200: { description: 'Cancelled.', schema: BookingCancelledResponse },
    403: notEnabled,
    404: errorResponse('calendar', 'Unknown booking.', {
      booking_not_found: calendarError('No such booking', 'booking_not_found', m.booking_not_found),
    }),
    409: errorResponse('calendar', 'Already cancelled.', {
      booking_not_modifiable: calendarError(
        'Cancelled already',
        'booking_not_modifiable',
        m.booking_not_modifiable,
      ),
    }),
  },
});

/** Endpoint 28. @see pbx-api-reference.md "Rules per endpoint" 6 */
export const deleteBlock = defineRoute({
  ...common,
  method: 'delete',
  path: '/v1/calendar/blocks/{id}',
  operationId: 'deleteBlock',
  summary: 'Delete a block',
  description:
    'Deletes a manual block; the interval becomes bookable again. Blocks generated from holidays ' +
    '(`source: holiday`) are refused: switch them off in the panel’s holiday settings.',
  request: { params: z.object({ id: IdParam.meta({ example: 1 }) }) },
  responses: {
    200: { description: 'Deleted.', schema: BlockDeletedResponse },
    403: notEnabled,
    404: errorResponse('calendar', 'No block with this id.', {
      not_found: calendarError('No such block', 'not_found', m.not_found),
    }),
    409: errorResponse('calendar', 'A holiday block.', {
      holiday_managed: calendarError('Holiday', 'holiday_managed', m.holiday_managed),
    }),
  },
});

/** Lists blocks so they can be found and deleted. */
export const listBlocks = defineRoute({
  ...common,
  method: 'get',
  path: '/v1/calendar/blocks',
  operationId: 'listBlocks',
  summary: 'List blocks',
  description: 'Blocked intervals (manual and holiday) that overlap the days asked.',
  inferred: 'The vendor refers to block operations without showing a list.',
  request: { query: BlockListQuery },
  responses: {
    200: { description: 'The blocks.', schema: BlockListResponse },
    403: notEnabled,
    422: invalidQuery,
  },
});

/** Endpoint 29. */
export const listCalendars = defineRoute({
  ...common,
  method: 'get',
  path: '/v1/calendar/calendars',
  operationId: 'listCalendars',
  summary: 'List calendars',
  description: 'Calendars, identified by slug.',
  request: {},
  responses: {
    200: { description: 'The calendars.', schema: CalendarListResponse, inferred: shapesInferred },
    403: notEnabled,
  },
});

/** Endpoint 30. */
export const listEvents = defineRoute({
  ...common,
  method: 'get',
  path: '/v1/calendar/events',
  operationId: 'listEvents',
  summary: 'List appointment types',
  description: 'Appointment types, identified by slug, with duration, kind and calendars.',
  request: {},
  responses: {
    200: {
      description: 'The appointment types.',
      schema: CalendarEventListResponse,
      inferred: shapesInferred,
    },
    403: notEnabled,
  },
});

/** Endpoint 31. */
export const getAvailability = defineRoute({
  ...common,
  method: 'get',
  path: '/v1/calendar/availability',
  operationId: 'getAvailability',
  summary: 'Free times of an appointment type',
  description:
    'Exactly the bookable start times of `event` on `date` (default today) or from `from` to `to` (at most 31 ' +
    'days): opening hours minus blocks, holidays, full slots and times inside the advance notice or beyond the ' +
    'booking horizon.',
  request: { query: AvailabilityQuery },
  responses: {
    200: { description: 'The free times.', schema: AvailabilityResponse, inferred: shapesInferred },
    403: notEnabled,
    404: errorResponse(
      'calendar',
      'Unknown appointment type or calendar.',
      {
        event_not_found: calendarError('Unknown event', 'event_not_found', m.event_not_found),
        calendar_not_found: calendarError('Unknown calendar', 'calendar_not_found', m.calendar_not_found),
      },
      'Codes are ours.',
    ),
    422: invalidQuery,
  },
});

/** Endpoint 32. */
export const listBookings = defineRoute({
  ...common,
  method: 'get',
  path: '/v1/calendar/bookings',
  operationId: 'listBookings',
  summary: 'List bookings',
  description: 'Bookings from every channel, filtered by days, calendar, appointment type and state.',
  request: { query: BookingListQuery },
  responses: {
    200: { description: 'The bookings.', schema: BookingListResponse, inferred: shapesInferred },
    403: notEnabled,
    422: invalidQuery,
  },
});
