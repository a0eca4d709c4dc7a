import { z } from 'zod';
import { IdParam, UtcInstant } from '../common/formats.schema.js';
import { Booking, BookingSource, CreateBookingRequest } from '../resources/calendar.schema.js';
import { WebhookEventId, WebhookEventType } from '../webhooks/webhook-event.schema.js';

/** Shapes of the sandbox's webhook administration (`/_admin/accounts/{context}/webhooks…`). */

export const WebhookUrl = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .meta({
    description: 'Where events are POSTed (http or https).',
    example: 'https://example.com/hooks/pbx',
  });

export const CreateWebhookEndpointRequest = z
  .strictObject({
    url: WebhookUrl,
    events: z
      .array(WebhookEventType)
      .min(1)
      .max(10)
      .optional()
      .meta({
        description: 'Event kinds to receive (default: all).',
        example: ['booking.created', 'booking.cancelled'],
      }),
    description: z.string().max(200).optional().meta({ example: 'Gestionale dello studio' }),
  })
  .meta({ id: 'CreateWebhookEndpointRequest' });

export const WebhookEndpoint = z
  .object({
    id: z.int().meta({ example: 1 }),
    url: z.string().meta({ example: 'https://example.com/hooks/pbx' }),
    events: z.array(WebhookEventType),
    description: z.string().nullable(),
    enabled: z.boolean(),
    disabled_reason: z.enum(['admin', 'gone']).nullable().meta({
      description: '`admin`: disabled here; `gone`: the endpoint answered 410.',
    }),
    created_at: UtcInstant,
  })
  .meta({ id: 'WebhookEndpoint', description: 'A registered endpoint; its secret is never shown again.' });

export const WebhookEndpointCreated = WebhookEndpoint.extend({
  secret: z.string().meta({
    description: 'The signing secret (`whsec_…`): shown only in this answer and on rotation.',
    example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
  }),
}).meta({ id: 'WebhookEndpointCreated' });

export const WebhookEndpointList = z
  .object({ data: z.array(WebhookEndpoint), count: z.int() })
  .meta({ id: 'WebhookEndpointList' });

export const WebhookSecretRotated = z
  .object({
    id: z.int(),
    secret: z.string().meta({ description: 'The new secret (`whsec_…`), shown once.' }),
    previous_secret_expires_at: UtcInstant.meta({
      description: 'Until then deliveries carry two signatures: with the new and with the previous secret.',
    }),
  })
  .meta({ id: 'WebhookSecretRotated' });

export const WebhookAttempt = z
  .object({
    attempted_at: UtcInstant.meta({ description: 'Sandbox clock time of the attempt.' }),
    status_code: z.int().nullable().meta({ description: 'HTTP status answered; null when none came.' }),
    error: z.string().nullable().meta({ description: 'Why no status came (refused address, timeout…).' }),
  })
  .meta({ id: 'WebhookAttempt' });

export const WebhookDelivery = z
  .object({
    id: z.int(),
    endpoint_id: z.int(),
    event_id: WebhookEventId,
    event_type: WebhookEventType,
    status: z.enum(['pending', 'succeeded', 'failed']),
    next_attempt_at: UtcInstant.nullable().meta({
      description: 'When pending: the next attempt is due then.',
    }),
    created_at: UtcInstant,
    attempts: z.array(WebhookAttempt),
  })
  .meta({ id: 'WebhookDelivery' });

export const WebhookDeliveryList = z
  .object({ data: z.array(WebhookDelivery), count: z.int() })
  .meta({ id: 'WebhookDeliveryList' });

export const WebhookDeliveryQuery = z.object({
  status: z.enum(['pending', 'succeeded', 'failed']).optional().meta({ example: 'failed' }),
  endpoint_id: IdParam.optional().meta({ example: 1 }),
});

export const SimBookingRequest = CreateBookingRequest.extend({
  source: BookingSource.exclude(['api']).meta({
    description: 'The channel that books.',
    example: 'ai_agent',
  }),
  created_by: z.string().min(1).max(80).optional().meta({
    description: 'Default by source: `Agente AI`, `Segreteria`, `Pannello`, `Pagina di prenotazione`.',
    example: 'Agente AI',
  }),
}).meta({
  id: 'SimBookingRequest',
  description: 'A booking made through another channel than the API (it is sent to webhooks like any other).',
  example: {
    source: 'ai_agent',
    event: 'consulenza',
    name: 'Anna Bianchi',
    date: '2026-03-16',
    time: '10:00',
  },
});

export const SimBookingCreated = z
  .object({ timezone: z.string(), data: Booking })
  .meta({ id: 'SimBookingCreated' });
