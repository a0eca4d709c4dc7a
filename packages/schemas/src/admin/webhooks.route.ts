import { z } from 'zod';
import { IdParam } from '../common/formats.schema.js';
import { calendarMessages } from '../common/messages.js';
import { errorResponse, plainError } from '../routes/contract.js';
import { webhookPolicy } from '../webhooks/webhook-policy.js';
import { Context, invalid, sandboxRoute, unknownAccount } from './sandbox-route-kit.js';
import { webhookAdminMessages as m } from './webhook-messages.js';
import {
  CreateWebhookEndpointRequest,
  SimBookingCreated,
  SimBookingRequest,
  WebhookDelivery,
  WebhookDeliveryList,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookEndpointCreated,
  WebhookEndpointList,
  WebhookSecretRotated,
} from './webhooks.schema.js';

/**
 * The sandbox's webhook administration: endpoints of an account (secret shown once), their deliveries with every
 * attempt, replay; and bookings made by other channels (`/_sim/{context}/bookings`).
 * @see ../webhooks/webhook-policy.ts
 */
const EndpointParams = z.object({ context: z.string().min(1), id: IdParam.meta({ example: 1 }) });
const unknownEndpoint = errorResponse('plain', 'Unknown account or endpoint.', {
  unknown: unknownAccount,
  unknownEndpoint: plainError('No such endpoint', m.endpointNotFound),
});

const createWebhookEndpoint = sandboxRoute({
  method: 'post',
  path: '/_admin/accounts/{context}/webhooks',
  operationId: 'sandboxCreateWebhookEndpoint',
  tag: 'Sandbox admin',
  summary: 'Register a webhook endpoint',
  description:
    'Registers a URL to receive the account’s events (default: all kinds). The signing secret is in this ' +
    'answer only. The server refuses to send to private, loopback or link-local addresses unless its ' +
    '`WEBHOOK_ALLOWED_PRIVATE_HOSTS` allows them (400 when the URL is such a literal address).',
  request: { params: Context, body: CreateWebhookEndpointRequest },
  responses: {
    201: { description: 'Registered; `secret` shown once.', schema: WebhookEndpointCreated },
    400: errorResponse('plain', 'Invalid body, or an address the server may not reach.', {
      invalid: plainError('Invalid body', m.invalidUrl),
      private: plainError('Private address', m.urlNotAllowed),
    }),
    404: errorResponse('plain', 'Unknown account.', { unknown: unknownAccount }),
  },
});

const listWebhookEndpoints = sandboxRoute({
  method: 'get',
  path: '/_admin/accounts/{context}/webhooks',
  operationId: 'sandboxListWebhookEndpoints',
  tag: 'Sandbox admin',
  summary: 'List webhook endpoints',
  description: 'Every endpoint of the account, enabled or not, without secrets.',
  request: { params: Context },
  responses: {
    200: { description: 'The endpoints.', schema: WebhookEndpointList },
    404: errorResponse('plain', 'Unknown account.', { unknown: unknownAccount }),
  },
});

const rotateWebhookSecret = sandboxRoute({
  method: 'post',
  path: '/_admin/accounts/{context}/webhooks/{id}/rotate-secret',
  operationId: 'sandboxRotateWebhookSecret',
  tag: 'Sandbox admin',
  summary: 'Rotate the signing secret',
  description:
    'Issues a new secret (shown once). For 24 hours deliveries carry two signatures, space-separated in ' +
    '`webhook-signature`: with the new and with the previous secret, so receivers can switch without losing ' +
    `events. Inferred: ${webhookPolicy.reasons.signing}`,
  inferred: webhookPolicy.reasons.signing,
  request: { params: EndpointParams },
  responses: {
    200: { description: 'The new secret.', schema: WebhookSecretRotated },
    400: invalid('Invalid path.'),
    404: unknownEndpoint,
  },
});

const disableWebhookEndpoint = sandboxRoute({
  method: 'post',
  path: '/_admin/accounts/{context}/webhooks/{id}/disable',
  operationId: 'sandboxDisableWebhookEndpoint',
  tag: 'Sandbox admin',
  summary: 'Disable a webhook endpoint',
  description:
    'The endpoint receives nothing more; its pending deliveries fail. Disabling twice is harmless.',
  request: { params: EndpointParams },
  responses: {
    200: { description: 'Disabled.', schema: WebhookEndpoint },
    400: invalid('Invalid path.'),
    404: unknownEndpoint,
  },
});

const listWebhookDeliveries = sandboxRoute({
  method: 'get',
  path: '/_admin/accounts/{context}/webhook-deliveries',
  operationId: 'sandboxListWebhookDeliveries',
  tag: 'Sandbox admin',
  summary: 'List webhook deliveries with their attempts',
  description: 'The account’s deliveries, newest first (at most 500), each with every attempt made.',
  request: { params: Context, query: WebhookDeliveryQuery },
  responses: {
    200: { description: 'The deliveries.', schema: WebhookDeliveryList },
    400: invalid('Invalid query.'),
    404: errorResponse('plain', 'Unknown account.', { unknown: unknownAccount }),
  },
});

const replayWebhookDelivery = sandboxRoute({
  method: 'post',
  path: '/_admin/accounts/{context}/webhook-deliveries/{id}/replay',
  operationId: 'sandboxReplayWebhookDelivery',
  tag: 'Sandbox admin',
  summary: 'Send a delivery again',
  description:
    'Sends the same event (same `webhook-id` and body, new timestamp and signature) at once, with a fresh retry ' +
    'schedule; the attempts so far are kept. 409 when its endpoint is disabled.',
  request: { params: EndpointParams },
  responses: {
    200: { description: 'Queued for sending now.', schema: WebhookDelivery },
    400: invalid('Invalid path.'),
    404: errorResponse('plain', 'Unknown account or delivery.', {
      unknown: unknownAccount,
      unknownDelivery: plainError('No such delivery', m.deliveryNotFound),
    }),
    409: errorResponse('plain', 'The endpoint is disabled.', {
      disabled: plainError('Endpoint disabled', m.endpointDisabled),
    }),
  },
});

const simCreateBooking = sandboxRoute({
  method: 'post',
  path: '/_sim/{context}/bookings',
  operationId: 'simCreateBooking',
  tag: 'Telephone simulator',
  summary: 'Book through another channel',
  description:
    'A booking made by the AI phone agent, the secretary, the panel or the public booking page (`source`), ' +
    'with the same checks as `POST /v1/calendar/bookings`; it is sent to webhooks like any other.',
  request: { params: Context, body: SimBookingRequest },
  responses: {
    201: { description: 'Booked.', schema: SimBookingCreated },
    400: invalid('Invalid body.'),
    404: errorResponse('plain', 'Unknown account, appointment type or calendar.', {
      unknown: unknownAccount,
      event: plainError('Unknown event', calendarMessages.event_not_found),
    }),
    409: errorResponse('plain', 'The slot is not bookable.', {
      taken: plainError('Slot taken', calendarMessages.slot_unavailable),
    }),
    422: errorResponse('plain', 'A `choice` event without calendar.', {
      calendar: plainError('No calendar', calendarMessages.calendar_required),
    }),
  },
});

export const webhookAdminRoutes = {
  createWebhookEndpoint,
  listWebhookEndpoints,
  rotateWebhookSecret,
  disableWebhookEndpoint,
  listWebhookDeliveries,
  replayWebhookDelivery,
  simCreateBooking,
} as const;
