import { z } from 'zod';
import { ALTERNATIVE_TO } from '../common/example-meta.js';
import { IdempotencyKey, NOT_BLANK } from '../common/field-rules.schema.js';
import { DateString, TimeString, UtcInstant } from '../common/formats.schema.js';

/**
 * The calendar. The vendor shows the booking fields `event`, `name`, `date`, `time`, `calendar`, `source`,
 * `created_by`, `created`, block `id`/`source`, and the delete result; every other field here is ours, marked
 * `x-inferred`. Dates and times are the exchange's local time; UTC instants are given in addition.
 * @see pbx-api-reference.md "Calendar conventions and records"
 */

const inferred = (description: string) => ({ description, 'x-inferred': true });

export const Slug = z
  .string()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9][a-z0-9-]*$/)
  .meta({ id: 'Slug', description: 'Lower-case identifier: letters, digits, `-`.', example: 'consulenza' });

const Timezone = z
  .string()
  .meta({ description: 'Time zone of the exchange (IANA identifier).', example: 'Europe/Rome' });

export const EventKind = z.enum(['single', 'choice']).meta({
  id: 'EventKind',
  ...inferred('`single`: one calendar; `choice`: the booker picks one of several calendars.'),
});

export const Calendar = z
  .object({ slug: Slug, name: z.string().meta({ example: 'Dott.ssa Bianchi' }) })
  .meta({ id: 'Calendar', ...inferred('A bookable calendar (a person or a room).') });

export const CalendarEvent = z
  .object({
    slug: Slug,
    name: z.string().meta({ example: 'Consulenza' }),
    duration_minutes: z.int().min(5).max(1440),
    kind: EventKind,
    calendars: z.array(Slug).meta({ description: 'Calendars this appointment type can be booked on.' }),
    capacity: z.int().min(1).meta({ description: 'Bookings per slot and calendar.' }),
    min_notice_minutes: z.int().min(0).meta({ description: 'Minimum advance notice.' }),
    horizon_days: z.int().min(1).meta({ description: 'How many days ahead it can be booked.' }),
  })
  .meta({ id: 'CalendarEvent', ...inferred('An appointment type.') });

export const AvailabilitySlot = z
  .object({
    date: DateString,
    time: TimeString,
    end_time: TimeString,
    starts_at_utc: UtcInstant,
    ends_at_utc: UtcInstant,
    calendars: z
      .array(z.object({ slug: Slug, remaining: z.int().min(1) }))
      .meta({ description: 'Calendars with room at this time and how many places are left.' }),
  })
  .meta({ id: 'AvailabilitySlot', ...inferred('A bookable start time.') });

export const BookingStatus = z.enum(['confirmed', 'cancelled']).meta({
  id: 'BookingStatus',
  ...inferred('Only `confirmed` bookings hold their slot; `cancelled` is final.'),
});

export const BookingSource = z
  .enum(['api', 'panel', 'ai_agent', 'secretary', 'booking_page'])
  .meta({ id: 'BookingSource', description: 'Channel that made the booking; `api` for this interface.' });

export const Booking = z
  .object({
    id: z.int().meta(inferred('Booking id.')),
    event: Slug,
    calendar: Slug,
    name: z.string(),
    phone: z.string().nullable().meta(inferred('Phone of the person booked.')),
    email: z.string().nullable().meta(inferred('E-mail of the person booked.')),
    notes: z.string().nullable().meta(inferred('Free notes.')),
    date: DateString,
    time: TimeString,
    end_time: TimeString.meta(inferred('Local end time.')),
    starts_at_utc: UtcInstant,
    ends_at_utc: UtcInstant,
    status: BookingStatus,
    source: BookingSource,
    created_by: z.string().meta({ description: 'Name of the API key (for `source: api`).' }),
    created_at: UtcInstant.meta(inferred('When it was booked.')),
  })
  .meta({
    id: 'Booking',
    description:
      'A booking. Fields beyond `event`, `calendar`, `name`, `date`, `time`, `source`, `created_by` are ours.',
  });

export const CalendarBlockSource = z
  .enum(['manual', 'holiday'])
  .meta({ id: 'CalendarBlockSource', description: '`holiday` blocks are generated from holiday settings.' });

export const CalendarBlock = z
  .object({
    id: z.int(),
    calendar: Slug.nullable().meta({ description: 'Null when it blocks every calendar.' }),
    date: DateString,
    start_time: TimeString,
    end_date: DateString,
    end_time: TimeString,
    starts_at_utc: UtcInstant,
    ends_at_utc: UtcInstant,
    reason: z.string(),
    source: CalendarBlockSource,
  })
  .meta({ id: 'CalendarBlock', ...inferred('A blocked interval.') });

/**
 * Body of `POST /v1/calendar/bookings`. `event`, `name`, `date` and `time` are required: a missing, `null` or blank
 * one is refused with 422 `missing_<field>` (checked in that order, before anything else), a `date` or `time` not
 * written as the pattern says with 422 `invalid_date` / `invalid_time`; any other invalid value with 422
 * `invalid_request`.
 * @see pbx-api-reference.md endpoint 27 and "Rules per endpoint" 5
 */
export const CreateBookingRequest = z
  .strictObject({
    event: z.string().max(60).regex(NOT_BLANK).meta({
      description: 'Appointment type slug (422 `missing_event` when absent).',
      example: 'consulenza',
    }),
    name: z
      .string()
      .max(120)
      .regex(NOT_BLANK)
      .meta({ description: 'Name of the person (422 `missing_name` when absent).', example: 'Mario Rossi' }),
    date: DateString.meta({
      description: '`YYYY-MM-DD`, a real date, local (422 `missing_date` / `invalid_date`).',
      example: '2026-03-16',
    }),
    time: TimeString.meta({
      description: '`HH:MM`, 24 hours, one of the availability times (422 `missing_time` / `invalid_time`).',
      example: '09:30',
    }),
    calendar: z
      .string()
      .max(60)
      .optional()
      .meta({ description: 'Calendar slug; required for `choice` events (422 `calendar_required`).' }),
    phone: z.string().max(25).optional().meta(inferred('Phone of the person.')),
    email: z.string().max(254).optional().meta(inferred('E-mail of the person.')),
    notes: z.string().max(500).optional().meta(inferred('Free notes.')),
  })
  .meta({
    id: 'CreateBookingRequest',
    example: { event: 'consulenza', name: 'Mario Rossi', date: '2026-03-16', time: '09:30' },
  });

export const BookingHeaders = z.object({ 'Idempotency-Key': IdempotencyKey.optional() });

export const AvailabilityQuery = z.object({
  event: z.string().min(1).meta({ description: 'Appointment type slug.', example: 'consulenza' }),
  date: DateString.optional().meta({ description: 'One day (default: today).', example: '2026-03-16' }),
  from: DateString.optional().meta({
    ...inferred('Range form, instead of `date`: first day (with `to`).'),
    example: '2026-03-16',
    [ALTERNATIVE_TO]: 'date',
  }),
  to: DateString.optional().meta({
    ...inferred('Range form, instead of `date`: last day; `from` to `to` spans at most 31 days.'),
    example: '2026-03-20',
    [ALTERNATIVE_TO]: 'date',
  }),
  calendar: z
    .string()
    .optional()
    .meta({ ...inferred('Only this calendar.'), example: 'dott-bianchi' }),
});

export const BookingListQuery = z.object({
  from: DateString.optional().meta({ ...inferred('First day (default: today).'), example: '2026-03-16' }),
  to: DateString.optional().meta({
    ...inferred('Last day (default: `from` + 30 days).'),
    example: '2026-04-15',
  }),
  calendar: z
    .string()
    .optional()
    .meta({ ...inferred('Only this calendar.'), example: 'dott-bianchi' }),
  event: z
    .string()
    .optional()
    .meta({ ...inferred('Only this appointment type.'), example: 'consulenza' }),
  status: BookingStatus.optional().meta({ ...inferred('Only this state.'), example: 'confirmed' }),
});

export const BlockListQuery = z.object({
  from: DateString.optional().meta({ ...inferred('First day (default: today).'), example: '2026-03-16' }),
  to: DateString.optional().meta({
    ...inferred('Last day (default: `from` + 30 days).'),
    example: '2026-04-15',
  }),
  calendar: z
    .string()
    .optional()
    .meta({ ...inferred('Only this calendar.'), example: 'dott-bianchi' }),
});

function calendarList<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    timezone: Timezone,
    data: z.array(item),
    count: z.int().min(0),
  });
}

export const CalendarListResponse = calendarList(Calendar).meta({ id: 'CalendarListResponse' });
export const CalendarEventListResponse = calendarList(CalendarEvent).meta({
  id: 'CalendarEventListResponse',
});
export const AvailabilityResponse = calendarList(AvailabilitySlot)
  .extend({ event: Slug, from: DateString, to: DateString })
  .meta({ id: 'AvailabilityResponse' });
export const BookingListResponse = calendarList(Booking).meta({ id: 'BookingListResponse' });
export const BlockListResponse = calendarList(CalendarBlock).meta({ id: 'BlockListResponse' });
export const BookingResponse = z
  .object({
    success: z.literal(true),
    created: z
      .boolean()
      .meta({ description: '`true` when created now; `false` when the key was already used.' }),
    timezone: Timezone,
    data: Booking,
  })
  .meta({ id: 'BookingResponse' });
export const BookingCancelledResponse = z
  .object({ success: z.literal(true), timezone: Timezone, data: Booking })
  .meta({ id: 'BookingCancelledResponse', ...inferred('The cancelled booking.') });
export const BlockDeletedResponse = z
  .object({
    success: z.literal(true),
    timezone: Timezone,
    data: z.object({ id: z.int(), deleted: z.literal(true) }),
  })
  .meta({ id: 'BlockDeletedResponse' });

export type Calendar = z.infer<typeof Calendar>;
export type CalendarEvent = z.infer<typeof CalendarEvent>;
export type AvailabilitySlot = z.infer<typeof AvailabilitySlot>;
export type Booking = z.infer<typeof Booking>;
export type CalendarBlock = z.infer<typeof CalendarBlock>;
export type CreateBookingRequest = z.infer<typeof CreateBookingRequest>;
