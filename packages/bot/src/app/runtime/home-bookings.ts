import type { Locale } from '../../core/config/bot-config.schema.js';
import type { HomeBooking } from '../../features/home/home.view.js';
import { bookedByText } from '../../feeds/bookings/booking-notice.view.js';
import type { KnownBooking } from '../../feeds/bookings/known-booking.js';
import { esc } from '../../slack/views/blocks.js';

/** A day's bookings the webhooks told, as the Home lists them. */
export function homeBookingsOf(bookings: readonly KnownBooking[]): HomeBooking[] {
  return bookings.map((known) => ({
    time: known.booking.time,
    who: `${esc(known.booking.name)} · ${esc(known.booking.event)} (${esc(known.booking.calendar)})`,
    bookedBy: (locale: Locale) => bookedByText(known, locale),
    cancelled: known.cancelledAt !== undefined,
  }));
}
