import { describe, expect, it } from 'vitest';
import { bookingNoticeView } from './booking-notice.view.js';
import { sampleBooking } from './booking-test-kit.js';
import type { KnownBooking } from './known-booking.js';

const known: KnownBooking = {
  booking: sampleBooking({
    name: 'Anna <!here> *Verdi*',
    phone: '+393331234567',
    email: 'anna@example.com',
    source: 'api',
    created_by: 'Gestionale <b>',
  }),
};
const input = { today: '2026-11-30', timeZone: 'Europe/Rome', locale: 'it' as const };

describe('bookingNoticeView', () => {
  it('says what was booked, when, by whom, and how to reach the person; outside data stays text', () => {
    const text = JSON.stringify(bookingNoticeView(known, input));
    // the name bold, its own markup neutralised (`*` shown as `∗`, `<` as `&lt;`)
    expect(text).toContain('Nuovo appuntamento: *Anna &lt;!here&gt; ∗Verdi∗* · consulenza (bianchi)');
    expect(text).toContain('consulenza (bianchi)');
    expect(text).toContain('10:00–10:30');
    expect(text).toContain('API (chiave «Gestionale &lt;b&gt;»)');
    expect(text).toContain('333 123 4567');
    expect(text).not.toContain('<!here>');
  });

  it('a cancelled booking is struck through and says when; English has no Italian', () => {
    const cancelled = {
      booking: { ...known.booking, status: 'cancelled' as const },
      cancelledAt: '2026-11-28T11:15:00Z',
    };
    const it = JSON.stringify(bookingNoticeView(cancelled, input));
    expect(it).toContain('Appuntamento disdetto');
    expect(it).toContain('disdetto alle 12:15');
    const en = JSON.stringify(bookingNoticeView(cancelled, { ...input, locale: 'en' }));
    expect(en).toContain('Booking cancelled');
    expect(en).not.toMatch(/Appuntamento|disdetto|Preso da|chiave/);
  });
});
