import { z } from 'zod';
import { UtcInstant } from '../common/formats.schema.js';
import { Booking } from '../resources/calendar.schema.js';
import { webhookPolicy } from './webhook-policy.js';

/**
 * Payloads of outgoing webhooks: the Standard Webhooks envelope (`type`, `timestamp`, `data`) plus the event id
 * (also sent as `webhook-id`) and the account's `context`. The booking is the same record the calendar
 * endpoints answer.
 * @see ./webhook-policy.ts
 */
const inferred = (description: string) => ({
  description: `${description} Inferred: ${webhookPolicy.reasons.events}`,
  'x-inferred': true,
});

export const WebhookEventId = z
  .string()
  .regex(/^msg_[A-Za-z0-9_-]{16,60}$/)
  .meta({
    id: 'WebhookEventId',
    description: 'Unique id of the event; the same value is sent as `webhook-id`, on every attempt.',
    example: 'msg_2vQp7cJ4Yb9kXe1LmN3r',
  });

export const WebhookEventType = z.enum(webhookPolicy.eventTypes).meta({
  id: 'WebhookEventType',
  ...inferred('Kind of event.'),
});

const BookingEventData = z
  .object({
    timezone: z.string().meta({ description: 'Time zone of the exchange (IANA).', example: 'Europe/Rome' }),
    booking: Booking,
  })
  .meta({ id: 'BookingEventData', description: 'The booking as it is after the event.' });

function bookingEvent<const T extends (typeof webhookPolicy.eventTypes)[number]>(
  type: T,
  id: string,
  description: string,
) {
  return z
    .object({
      id: WebhookEventId,
      type: z.literal(type),
      timestamp: UtcInstant.meta({ description: 'When the event happened (UTC).' }),
      context: z
        .string()
        .min(1)
        .meta({ description: 'The account (exchange) it belongs to.', example: 'demo' }),
      data: BookingEventData,
    })
    .meta({ id, ...inferred(description) });
}

export const BookingCreatedEvent = bookingEvent(
  'booking.created',
  'BookingCreatedEvent',
  'A booking was made, by any channel (`source`: `api`, `panel`, `ai_agent`, `secretary`, `booking_page`).',
);

export const BookingCancelledEvent = bookingEvent(
  'booking.cancelled',
  'BookingCancelledEvent',
  'A booking was cancelled and its slot freed.',
);

/** Any event a webhook endpoint receives. */
export const WebhookEvent = z
  .discriminatedUnion('type', [BookingCreatedEvent, BookingCancelledEvent])
  .meta({ id: 'WebhookEvent', description: 'Any event sent to webhook endpoints, by `type`.' });

/** A kind of event sent to webhook endpoints. */
export type WebhookEventType = z.infer<typeof WebhookEventType>;
export type WebhookEvent = z.infer<typeof WebhookEvent>;
export type BookingCreatedEvent = z.infer<typeof BookingCreatedEvent>;
export type BookingCancelledEvent = z.infer<typeof BookingCancelledEvent>;

/** Headers of every delivery (Standard Webhooks). */
export const WebhookHeaders = z
  .object({
    'webhook-id': WebhookEventId,
    'webhook-timestamp': z
      .string()
      .regex(/^\d{1,12}$/)
      .meta({
        description: 'Unix time in seconds of this attempt (the sandbox clock); refuse it beyond 5 minutes.',
        example: '1748858415',
      }),
    'webhook-signature': z
      .string()
      .regex(/^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$/)
      .meta({
        description:
          '`v1,` + base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{raw body}` keyed with the base64 ' +
          'part of the `whsec_` secret. During a secret rotation several signatures are sent, space-separated: ' +
          `accept the request if any matches. Inferred: ${webhookPolicy.reasons.signing}`,
        example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=',
      }),
  })
  .meta({ 'x-inferred': true });
