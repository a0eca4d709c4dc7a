import { describe, expect, it } from 'vitest';
import { expectValid, textOf } from '../../slack/views/views.test-helpers.js';
import { bookedView, bookSlotsView } from './book.view.js';

const today = '2025-06-02';
const calendars = new Map([
  ['bianchi', 'Dott.ssa Bianchi'],
  ['verdi', 'Dott. Verdi'],
]);
const slot = (time: string, free: string[] = ['bianchi']) => ({
  date: '2025-06-10',
  time,
  end_time: '10:00',
  starts_at_utc: '2025-06-10T07:30:00Z',
  ends_at_utc: '2025-06-10T08:00:00Z',
  calendars: free.map((slug) => ({ slug, remaining: 1 })),
});

describe('free times', () => {
  it('lists them under the date as the office writes it, with the calendars by name', () => {
    const view = bookSlotsView('Consulenza', '2025-06-10', [slot('09:30', ['bianchi', 'verdi'])], 'it', {
      today,
      calendars,
    });
    expectValid(view);
    expect(textOf(view)).toContain('Orari liberi: Consulenza — martedì 10/06');
    expect(textOf(view)).toContain('09:30–10:00 · Dott.ssa Bianchi (1), Dott. Verdi (1)');
  });

  it('says a day has none, with its year when it is not this one, and offers the next day that has some', () => {
    expect(textOf(bookSlotsView('x', '2026-01-05', [], 'en', { today }))).toContain(
      'No free time on Monday 05/01/2026',
    );
    const view = bookSlotsView('Consulenza', '2025-06-08', [], 'it', {
      today,
      eventSlug: 'consulenza',
      nextFree: '2025-06-09',
    });
    expectValid(view);
    expect(textOf(view)).toContain('Il primo giorno con orari liberi:');
    expect(JSON.stringify(view.blocks)).toContain('lunedì 09/06');
    expect(JSON.stringify(view.blocks)).toContain(
      JSON.stringify(JSON.stringify({ type: 'book.slots', event: 'consulenza', date: '2025-06-09' })).slice(
        1,
        -1,
      ),
    );
  });
});

describe('a booking made', () => {
  const booking = {
    id: 7,
    event: 'consulenza',
    calendar: 'bianchi',
    name: 'Mario Rossi',
    phone: null,
    email: null,
    notes: null,
    date: '2025-06-10',
    time: '09:30',
    end_time: '10:00',
    starts_at_utc: '2025-06-10T07:30:00Z',
    ends_at_utc: '2025-06-10T08:00:00Z',
    status: 'confirmed' as const,
    source: 'api' as const,
    created_by: 'slack',
    created_at: '2025-06-02T10:00:00Z',
  };

  it('says when and where, by name; found again by its key, says no double booking happened', () => {
    expect(textOf(bookedView(booking, true, 'it', { today, calendars }))).toContain(
      'Prenotato: *Mario Rossi* martedì 10/06 alle 09:30 (Dott.ssa Bianchi).',
    );
    expect(textOf(bookedView(booking, false, 'it', { today }))).toContain('nessuna prenotazione doppia');
    expect(textOf(bookedView(booking, true, 'it', { today }))).toContain('(bianchi)');
  });
});
