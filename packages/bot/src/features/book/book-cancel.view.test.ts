import type { Booking } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import { bookCancelledView, bookCancelPickView, MAX_CANCEL_CHOICES } from './book-cancel.view.js';

const today = '2025-06-02';
const booking = (id: number, name: string): Booking =>
  ({
    id,
    event: 'consulenza',
    calendar: 'bianchi',
    name,
    phone: null,
    email: null,
    notes: null,
    date: '2025-06-03',
    time: '10:00',
    end_time: '10:30',
    starts_at_utc: '2025-06-03T08:00:00Z',
    ends_at_utc: '2025-06-03T08:30:00Z',
    status: 'confirmed',
  }) as unknown as Booking;

describe('bookings to cancel', () => {
  it('each with a danger button whose dialog names whom and when; the value is only the booking’s number', () => {
    const view = bookCancelPickView([booking(12, 'Mario Rossi')], { days: 'martedì 03/06', today }, 'it');
    expectValid(view);
    expect(textOf(view)).toContain(
      '*Mario Rossi* · consulenza (bianchi) · martedì 03/06 10:00–10:30 · n. 12',
    );
    const button = JSON.stringify(view.blocks);
    expect(button).toContain('"style":"danger"');
    expect(button).toContain('Disdire l’appuntamento?');
    expect(button).toContain(
      'Mario Rossi · consulenza (bianchi) · martedì 03/06 10:00–10:30 · n. 12. L’orario',
    );
    expect(button).toContain(JSON.stringify(JSON.stringify({ type: 'book.cancel', id: 12 })).slice(1, -1));
  });

  it('a name from outside is data: no mention, no link, one line, also in the dialog', () => {
    const view = bookCancelPickView([booking(1, '<!channel> *Eva*\nnuova riga')], { days: 'x', today }, 'it');
    // mrkdwn (the section) escapes it; plain text (the dialog) never renders markup, but keeps it on one line
    const section = view.blocks?.[1] as { text: { text: string } };
    expect(section.text.text).not.toContain('<!channel>');
    expect(section.text.text).not.toContain('\n');
    expect(JSON.stringify(view.blocks)).not.toContain('\\n');
  });

  it('says there is nothing to cancel, for the name typed; counts what it does not show', () => {
    expect(textOf(bookCancelPickView([], { days: 'x', today, query: 'rossi' }, 'it'))).toContain(
      'Nessun appuntamento da disdire per «rossi»',
    );
    const many = Array.from({ length: MAX_CANCEL_CHOICES + 3 }, (_, i) => booking(i + 1, `P${i}`));
    const view = bookCancelPickView(many, { days: 'x', today }, 'en');
    expectValid(view);
    expect(textOf(view)).toContain('…and 3 more');
    expect(textOf(bookCancelledView(booking(12, 'Mario Rossi'), today, 'en'))).toContain('Booking cancelled');
  });
});
