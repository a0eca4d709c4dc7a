import type { WebhookEvent } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { sampleEvent } from './booking-test-kit.js';
import { applyEvent } from './known-booking.js';

const event = (type: WebhookEvent['type'], id: string): WebhookEvent => ({
  ...sampleEvent(type, id),
  timestamp: '2026-11-28T10:00:00Z',
});

describe('applyEvent', () => {
  it('a booking is made once and cancelled once; a created after its cancellation changes nothing', () => {
    const made = applyEvent(undefined, event('booking.created', 'msg_a'));
    expect(made?.booking.status).toBe('confirmed');
    expect(applyEvent(made, event('booking.created', 'msg_b'))).toBeUndefined();
    // the same event again (its job ran again after a failure): the same state, to be told again
    expect(applyEvent(made, event('booking.created', 'msg_a'))).toBe(made);
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
