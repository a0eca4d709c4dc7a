import type { WebhookEvent } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { applyEvent } from './known-booking.js';

const booking = {
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
  status: 'confirmed' as const,
  source: 'ai_agent' as const,
  created_by: 'Agente AI',
  created_at: '2026-11-28T10:00:00Z',
};
const event = (type: WebhookEvent['type'], id: string): WebhookEvent => ({
  id,
  type,
  timestamp: '2026-11-28T10:00:00Z',
  context: 'demo',
  data: {
    timezone: 'Europe/Rome',
    booking: { ...booking, status: type === 'booking.created' ? 'confirmed' : 'cancelled' },
  },
});

describe('applyEvent', () => {
  it('a booking is made once and cancelled once; a created after its cancellation changes nothing', () => {
    const made = applyEvent(undefined, event('booking.created', 'msg_a'));
    expect(made?.booking.status).toBe('confirmed');
    expect(applyEvent(made, event('booking.created', 'msg_b'))).toBeUndefined();
    const cancelled = applyEvent(made, event('booking.cancelled', 'msg_c'));
    expect(cancelled).toMatchObject({
      booking: { status: 'cancelled' },
      cancelledAt: '2026-11-28T10:00:00Z',
    });
    expect(applyEvent(cancelled, event('booking.cancelled', 'msg_d'))).toBeUndefined();
    expect(applyEvent(cancelled, event('booking.created', 'msg_e'))).toBeUndefined();
    // reordered: the cancellation first, then the creation: cancelled it stays
    const first = applyEvent(undefined, event('booking.cancelled', 'msg_f'));
    expect(applyEvent(first, event('booking.created', 'msg_g'))).toBeUndefined();
  });
});
