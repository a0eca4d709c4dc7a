import type { SandboxExamples } from './example-types.js';

const endpoint = {
  id: 1,
  url: 'https://example.com/hooks/pbx',
  events: ['booking.created', 'booking.cancelled'],
  description: 'Gestionale dello studio',
  enabled: true,
  disabled_reason: null,
  created_at: '2026-03-16T08:00:00.000Z',
};

const booking = {
  id: 7,
  event: 'consulenza',
  calendar: 'dott-rossi',
  name: 'Anna Bianchi',
  phone: '+393331234567',
  email: null,
  notes: null,
  date: '2026-03-16',
  time: '10:00',
  end_time: '10:30',
  starts_at_utc: '2026-03-16T09:00:00Z',
  ends_at_utc: '2026-03-16T09:30:00Z',
  status: 'confirmed',
  source: 'ai_agent',
  created_by: 'Agente AI',
  created_at: '2026-03-16T08:00:00Z',
};

const delivery = {
  id: 3,
  endpoint_id: 1,
  event_id: 'msg_2vQp7cJ4Yb9kXe1LmN3r',
  event_type: 'booking.created',
  status: 'pending',
  next_attempt_at: '2026-03-16T08:05:05.000Z',
  created_at: '2026-03-16T08:00:00.000Z',
  attempts: [
    { attempted_at: '2026-03-16T08:00:00.000Z', status_code: 503, error: null },
    { attempted_at: '2026-03-16T08:00:05.000Z', status_code: null, error: 'timeout' },
  ],
};

/** Success bodies of the sandbox's webhook administration, as the sandbox answers them. */
export const webhookAdminExamples: SandboxExamples = {
  sandboxCreateWebhookEndpoint: { 201: { ...endpoint, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' } },
  sandboxListWebhookEndpoints: { 200: { data: [endpoint], count: 1 } },
  sandboxRotateWebhookSecret: {
    200: {
      id: 1,
      secret: 'whsec_8Xq1C7yq2PnmGx0bVt5JrW3aLkT9uE4d',
      previous_secret_expires_at: '2026-03-17T08:00:00.000Z',
    },
  },
  sandboxDisableWebhookEndpoint: { 200: { ...endpoint, enabled: false, disabled_reason: 'admin' } },
  sandboxListWebhookDeliveries: { 200: { data: [delivery], count: 1 } },
  sandboxReplayWebhookDelivery: { 200: { ...delivery, next_attempt_at: '2026-03-16T09:00:00.000Z' } },
  simCreateBooking: { 201: { timezone: 'Europe/Rome', data: booking } },
};
