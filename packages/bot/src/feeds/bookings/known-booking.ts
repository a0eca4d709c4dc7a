import type { Booking, WebhookEvent } from '@centralino/schemas';

/**
 * A booking as the bot knows it from the exchange's webhooks: the API's record as the latest event gave it,
 * with when it was cancelled. A booking once cancelled stays cancelled (a late `booking.created` delivered after
 * its `booking.cancelled` changes nothing).
 */
export interface KnownBooking {
  booking: Booking;
  /** `timestamp` of the `booking.cancelled` event. */
  cancelledAt?: string | undefined;
}

/** What one event changes of what the bot knew of its booking: the new state, or `undefined` (nothing). */
export function applyEvent(known: KnownBooking | undefined, event: WebhookEvent): KnownBooking | undefined {
  const { booking } = event.data;
  if (event.type === 'booking.cancelled') {
    if (known?.cancelledAt !== undefined) return undefined;
    return { booking: { ...booking, status: 'cancelled' }, cancelledAt: event.timestamp };
  }
  if (known) return undefined;
  return { booking };
}
