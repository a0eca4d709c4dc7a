import { z } from 'zod';

/** `{ success: true, data }` — the success envelope of every endpoint but ping. */
export function okEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success: true, data: [...], count }` — list responses add `count` (items in `data`). */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({
    success: z.literal(true),
    data: z.array(item),
    count: z.int().min(0).meta({ description: 'Number of items in `data`.' }),
  });
}

/** Error envelope of the non-calendar endpoints. @see pbx-api-reference.md#errors */
export const ErrorBody = z
  .object({
    success: z.literal(false),
    error: z.string().meta({ description: 'Message for the user, in Italian.' }),
  })
  .meta({ id: 'PlainError', description: 'Error envelope of every non-calendar endpoint.' });

/** 429 body. The reference does not show it: ours keeps the envelope and adds the wait. */
export const RateLimitErrorBody = ErrorBody.extend({
  retry_after: z
    .int()
    .min(1)
    .meta({ description: 'Seconds until a request will be accepted (as `Retry-After`).' }),
}).meta({
  id: 'RateLimitError',
  description: 'Body of a 429 on non-calendar endpoints; the vendor does not show it.',
  'x-inferred': true,
});

/** Error envelope of the calendar endpoints: a stable `code` and a plain Italian `message`. */
export const CalendarErrorBody = z
  .object({
    success: z.literal(false),
    error: z.object({
      code: z.string().meta({
        description:
          'Stable machine code. Vendor-confirmed: `calendar_not_enabled`, `missing_event`, `missing_name`, ' +
          '`missing_date`, `missing_time`, `calendar_required`, `not_found`, `holiday_managed`. Ours: ' +
          '`unauthorized`, `rate_limited`, `internal_error`, `invalid_json`, `unsupported_media_type`, ' +
          '`payload_too_large`, `body_too_complex`, `invalid_request`, `invalid_date`, ' +
          '`invalid_time`, `event_not_found`, `calendar_not_found`, `slot_unavailable`, ' +
          '`invalid_idempotency_key`, `idempotency_key_reused`, `idempotency_key_in_progress`, ' +
          '`booking_not_modifiable`.',
      }),
      message: z.string().meta({ description: 'Plain Italian message for the user.' }),
      calendars: z
        .array(z.string())
        .optional()
        .meta({ description: 'With `calendar_required`: the slugs of the calendars to choose from.' }),
      retry_after: z
        .int()
        .min(1)
        .optional()
        .meta({ description: 'With `rate_limited`: seconds until a request will be accepted.' }),
    }),
  })
  .meta({ id: 'CalendarError', description: 'Error envelope of the calendar endpoints.' });

export type ErrorBody = z.infer<typeof ErrorBody>;
export type CalendarErrorBody = z.infer<typeof CalendarErrorBody>;
