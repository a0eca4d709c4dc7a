import type { Booking, WebhookEvent } from '@centralino/schemas';

/** A booking as the exchange's events carry it (tomorrow 10:00, consulenza with bianchi, by the AI agent). */
export function sampleBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 5,
    event: 'consulenza',
    calendar: 'bianchi',
    name: 'Mario Rossi',
    phone: null,
    email: null,
    notes: null,
    date: '2026-12-01',
    time: '10:00',
    end_time: '10:30',
    starts_at_utc: '2026-12-01T09:00:00Z',
    ends_at_utc: '2026-12-01T09:30:00Z',
    status: 'confirmed',
    source: 'ai_agent',
    created_by: 'Agente AI',
    created_at: '2026-11-28T10:00:00Z',
    ...overrides,
  };
}

/** An event of the booking (`booking.created` confirmed, `booking.cancelled` cancelled). */
export function sampleEvent(
  type: WebhookEvent['type'],
  id: string,
  booking: Partial<Booking> = {},
): WebhookEvent {
  return {
    id,
    type,
    timestamp: new Date().toISOString(),
    context: 'demo',
    data: {
      timezone: 'Europe/Rome',
      booking: sampleBooking({ status: type === 'booking.created' ? 'confirmed' : 'cancelled', ...booking }),
    },
  };
}
