import type { Booking, WebhookEvent } from '@centralino/schemas';

/**
 * A booking as the bot knows it from the exchange's webhooks: the API's record as the latest event gave it (its
 * free texts capped, its notes left out: the notice does not show them), when it was cancelled, and the ids of
 * the events applied. A booking once cancelled stays cancelled (a late `booking.created` delivered after its
 * `booking.cancelled` changes nothing).
 */
export interface KnownBooking {
  booking: Booking;
  /** `timestamp` of the `booking.cancelled` event. */
  cancelledAt?: string | undefined;
  /** The events applied (their ids): one applied already is a retry of its job, not a change. */
  events?: string[] | undefined;
}

/** What the bot keeps of an outside record: what the notice shows, capped (a name of 60 KB is not one). */
function kept(booking: Booking): Booking {
  const cap = (text: string | null, max: number) => (text === null ? null : text.slice(0, max));
  return {
    ...booking,
    name: booking.name.slice(0, 200),
    phone: cap(booking.phone, 40),
    email: cap(booking.email, 254),
    notes: null,
    created_by: booking.created_by.slice(0, 80),
  };
}

/**
 * What one event changes of what the bot knew of its booking: the new state; the same state when this event was
 * applied already (its job runs again); `undefined` when it changes nothing.
 */
export function applyEvent(known: KnownBooking | undefined, event: WebhookEvent): KnownBooking | undefined {
  if (known?.events?.includes(event.id)) return known;
  const events = [...(known?.events ?? []), event.id].slice(-4);
  const booking = kept(event.data.booking);
  if (event.type === 'booking.cancelled') {
    if (known?.cancelledAt !== undefined) return undefined;
    return { booking: { ...booking, status: 'cancelled' }, cancelledAt: event.timestamp, events };
  }
  if (known) return undefined;
  return { booking, events };
}

/** The notice's version of a state: 1 made, 2 cancelled (a notice is sent again only when it goes up). */
export const noticeVersionOf = (known: KnownBooking): number => (known.cancelledAt === undefined ? 1 : 2);
