import { validateView } from '@centralino/slack-sandbox';
import { describe, expect, it } from 'vitest';
import { expectValid, textOf } from '../../views/views.test-helpers.js';
import { bookedView, bookFormModal, bookSlotsView } from './book.view.js';

describe('booking', () => {
  const slot = (time: string) => ({
    date: '2025-06-10',
    time,
    end_time: '10:00',
    starts_at_utc: '2025-06-10T07:30:00Z',
    ends_at_utc: '2025-06-10T08:00:00Z',
    calendars: [{ slug: 'bianchi', remaining: 1 }],
  });
  const event = (kind: 'single' | 'choice', calendars: string[]) => ({
    slug: 'consulenza',
    name: 'Consulenza',
    duration_minutes: 30,
    kind,
    calendars,
    capacity: 1,
    min_notice_minutes: 0,
    horizon_days: 60,
  });
  const meta = { accountId: 'main', channelId: 'C1', locale: 'it' as const };

  it('lists free times', () => {
    const view = bookSlotsView('consulenza', '2025-06-10', [slot('09:30')], 'it');
    expectValid(view);
    expect(textOf(view)).toContain('09:30–10:00 · bianchi (1)');
    expect(textOf(bookSlotsView('x', '2025-06-10', [], 'en'))).toContain('No free time');
  });

  it('the form asks for type and date first, then times, calendar when the type needs one, name', () => {
    const first = bookFormModal({ events: [event('single', ['bianchi'])], date: '2025-06-10' }, 'it', meta);
    expect(validateView(first)).toEqual([]);
    expect(first.blocks.map((b) => b.block_id ?? b.type)).toEqual(['book_event', 'book_date', 'context']);

    const single = bookFormModal(
      {
        events: [event('single', ['bianchi'])],
        event: 'consulenza',
        date: '2025-06-10',
        slots: [slot('09:30')],
      },
      'it',
      meta,
    );
    expect(validateView(single)).toEqual([]);
    expect(JSON.stringify(single.blocks)).toContain('Orari liberi del 2025-06-10');
    expect(single.blocks.map((b) => b.block_id ?? b.type)).toEqual([
      'book_event',
      'book_date',
      'context',
      'book_time',
      'book_name',
      'book_phone',
      'book_notes',
    ]);

    const choice = bookFormModal(
      {
        events: [event('choice', ['bianchi', 'verdi'])],
        event: 'consulenza',
        date: '2025-06-10',
        slots: Array.from({ length: 150 }, (_, i) =>
          slot(`${String(8 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`),
        ),
      },
      'it',
      meta,
    );
    expect(validateView(choice)).toEqual([]);
    expect(choice.blocks.map((b) => b.block_id)).toContain('book_calendar');
    expect(JSON.parse(choice.private_metadata!)).toEqual(meta);
  });

  it('a booking found again by its key says no double booking happened', () => {
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
    expect(textOf(bookedView(booking, true, 'it'))).toContain(
      'Prenotato: *Mario Rossi* il 2025-06-10 alle 09:30 (bianchi).',
    );
    expect(textOf(bookedView(booking, false, 'it'))).toContain('nessuna prenotazione doppia');
  });
});
