import type { Locale } from '../../core/config/bot-config.schema.js';
import { context, esc, type SlackMessage, section } from '../../slack/views/blocks.js';
import { clockText } from '../../slack/views/clock-text.js';
import { displayPhoneNumber } from '../../slack/views/phone-display.js';
import { showDate } from '../../work/commands/date-time-text.js';
import { bookingMessagesFor } from './booking-messages.js';
import type { KnownBooking } from './known-booking.js';

/** Who made the booking, as the office says it (the AI agent, the answering service, an API key by name). */
export function bookedByText(known: KnownBooking, locale: Locale): string {
  const { source, created_by } = known.booking;
  const sourceText = bookingMessagesFor(locale).notice.sources[source];
  return sourceText ? sourceText(esc(created_by)) : esc(source);
}

/**
 * A booking's notice: "Nuovo appuntamento: Mario Rossi · consulenza (bianchi)", the day and time, who booked it
 * and how to reach the person; once cancelled, the same notice struck through and titled so. Every value comes
 * from outside (the exchange's webhook): escaped, never markup.
 */
export function bookingNoticeView(
  known: KnownBooking,
  input: { today: string; timeZone: string; locale: Locale },
): SlackMessage {
  const { locale } = input;
  const t = bookingMessagesFor(locale).notice;
  const b = known.booking;
  const cancelled = known.cancelledAt !== undefined;
  const what = `${esc(b.event)} (${esc(b.calendar)})`;
  const when = t.when(showDate(b.date, input.today, locale, true), b.time, b.end_time);
  const title = cancelled ? t.cancelled : t.made;
  const line = cancelled
    ? `:wastebasket: ${title}: ~*${esc(b.name)}* · ${what}~\n~${when}~`
    : `:calendar: ${title}: *${esc(b.name)}* · ${what}\n${when}`;
  const facts = [
    t.bookedBy(bookedByText(known, locale)),
    ...(b.phone ? [t.phone(esc(displayPhoneNumber(b.phone)))] : []),
    ...(b.email ? [esc(b.email)] : []),
    ...(cancelled && known.cancelledAt
      ? [t.cancelledAt(clockText(Date.parse(known.cancelledAt), input.timeZone))]
      : []),
  ];
  return {
    text: `${title}: ${esc(b.name)} · ${when}`,
    blocks: [section(line), context(facts.join(' · '))],
  };
}
