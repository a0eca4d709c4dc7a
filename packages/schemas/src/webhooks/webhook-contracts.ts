import type { z } from 'zod';
import {
  BookingCancelledEvent,
  BookingCreatedEvent,
  type WebhookEventType,
  WebhookHeaders,
} from './webhook-event.schema.js';
import { webhookPolicy } from './webhook-policy.js';

/** One outgoing webhook of the public spec (OpenAPI 3.1 `webhooks`). */
export interface WebhookContract {
  type: WebhookEventType;
  operationId: string;
  summary: string;
  description: string;
  payload: z.ZodType;
  headers: typeof WebhookHeaders;
  /** A payload as the sandbox sends it (checked against `payload` by the tests). */
  example: unknown;
}

const exampleBooking = {
  id: 1,
  event: 'consulenza',
  calendar: 'dott-rossi',
  name: 'Anna Bianchi',
  phone: '+393331234567',
  email: 'anna.bianchi@example.com',
  notes: null,
  date: '2025-06-03',
  time: '09:00',
  end_time: '09:30',
  starts_at_utc: '2025-06-03T07:00:00Z',
  ends_at_utc: '2025-06-03T07:30:00Z',
  status: 'confirmed',
  source: 'ai_agent',
  created_by: 'Agente AI',
  created_at: '2025-06-02T10:00:15Z',
} as const;

const delivery =
  'Sent as a POST with a JSON body to every enabled endpoint of the account subscribed to this type (sandbox: ' +
  '`POST /_admin/accounts/{context}/webhooks`). Verify the signature on the raw body before parsing it ' +
  '(`verifyWebhook` in @centralino/client). Deduplicate on `webhook-id`: delivery is at least once. ' +
  `${webhookPolicy.reasons.retries}`;

/** The webhooks of the public spec, in one list. @see ./webhook-policy.ts */
export const webhookContracts: readonly WebhookContract[] = [
  {
    type: 'booking.created',
    operationId: 'bookingCreatedWebhook',
    summary: 'A booking was made',
    description: `A booking was made by any channel: the API (\`source: api\`), the panel, the AI phone agent or the secretary. ${delivery}`,
    payload: BookingCreatedEvent,
    headers: WebhookHeaders,
    example: {
      id: 'msg_2vQp7cJ4Yb9kXe1LmN3r',
      type: 'booking.created',
      timestamp: '2025-06-02T10:00:15Z',
      context: 'demo',
      data: { timezone: 'Europe/Rome', booking: exampleBooking },
    },
  },
  {
    type: 'booking.cancelled',
    operationId: 'bookingCancelledWebhook',
    summary: 'A booking was cancelled',
    description: `A booking was cancelled (\`POST /v1/calendar/bookings/{id}/cancel\` or another channel). ${delivery}`,
    payload: BookingCancelledEvent,
    headers: WebhookHeaders,
    example: {
      id: 'msg_8fTr2LkPq0Zx4WvB6nYs',
      type: 'booking.cancelled',
      timestamp: '2025-06-02T11:20:00Z',
      context: 'demo',
      data: {
        timezone: 'Europe/Rome',
        booking: { ...exampleBooking, status: 'cancelled', source: 'api', created_by: 'default' },
      },
    },
  },
];
