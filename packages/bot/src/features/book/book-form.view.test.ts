import type { CalendarEvent } from '@centralino/schemas';
import { validateView } from '@centralino/slack-sandbox';
import { describe, expect, it } from 'vitest';
import { bookFormModal } from './book-form.view.js';

const today = '2025-06-02';
const slot = (time: string, free: string[] = ['bianchi']) => ({
  date: '2025-06-10',
  time,
  end_time: `${time.slice(0, 2)}:59`,
  starts_at_utc: '2025-06-10T07:30:00Z',
  ends_at_utc: '2025-06-10T08:00:00Z',
  calendars: free.map((slug) => ({ slug, remaining: 1 })),
});
const event = (kind: 'single' | 'choice', calendars: string[]): CalendarEvent => ({
  slug: 'visita',
  name: 'Visita',
  duration_minutes: 60,
  kind,
  calendars,
  capacity: 1,
  min_notice_minutes: 0,
  horizon_days: 60,
});
const meta = { accountId: 'main', channelId: 'C1', locale: 'it' as const };
const calendars = new Map([
  ['bianchi', 'Dott.ssa Bianchi'],
  ['verdi', 'Dott. Verdi'],
]);
const ids = (view: { blocks: { block_id?: string; type: string }[] }) =>
  view.blocks.map((b) => b.block_id ?? b.type);
const timeOptions = (view: { blocks: unknown[] }) =>
  (view.blocks as { block_id?: string; element?: { options?: { value: string }[] } }[])
    .find((b) => b.block_id?.startsWith('book_time'))
    ?.element?.options?.map((o) => o.value);

describe('the booking form', () => {
  it('asks for type and date first, then what can be booked, then name, phone, notes', () => {
    const first = bookFormModal(
      { events: [event('single', ['bianchi'])], date: '2025-06-10', today },
      'it',
      meta,
    );
    expect(validateView(first)).toEqual([]);
    expect(ids(first)).toEqual(['book_event', 'book_date', 'context']);
    const single = bookFormModal(
      {
        events: [event('single', ['bianchi'])],
        event: 'visita',
        date: '2025-06-10',
        today,
        slots: [slot('09:30')],
      },
      'it',
      meta,
    );
    expect(validateView(single)).toEqual([]);
    expect(JSON.stringify(single.blocks)).toContain('Orari liberi del martedì 10/06');
    expect(ids(single)).toEqual([
      'book_event',
      'book_date',
      'context',
      'book_time',
      'book_name',
      'book_phone',
      'book_notes',
    ]);
    expect(timeOptions(single)).toEqual(['09:30']);
    expect(JSON.parse(single.private_metadata!)).toEqual(meta);
  });

  it('offers a time with a calendar only when that calendar is free then (no separate calendar list)', () => {
    const view = bookFormModal(
      {
        events: [event('choice', ['bianchi', 'verdi'])],
        event: 'visita',
        date: '2025-06-10',
        today,
        calendars,
        slots: [slot('09:00', ['bianchi']), slot('10:00', ['bianchi', 'verdi']), slot('11:00', ['verdi'])],
      },
      'it',
      meta,
    );
    expect(validateView(view)).toEqual([]);
    expect(timeOptions(view)).toEqual(['09:00|bianchi', '10:00|bianchi', '10:00|verdi', '11:00|verdi']);
    expect(JSON.stringify(view.blocks)).toContain('11:00–11:59 · Dott. Verdi');
    expect(ids(view)).not.toContain('book_calendar');
  });

  it('keeps at most 100 options', () => {
    const many = Array.from({ length: 150 }, (_, i) =>
      slot(`${String(8 + Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}`, [
        'bianchi',
        'verdi',
      ]),
    );
    const view = bookFormModal(
      {
        events: [event('choice', ['bianchi', 'verdi'])],
        event: 'visita',
        date: '2025-06-10',
        today,
        slots: many,
      },
      'it',
      meta,
    );
    expect(validateView(view)).toEqual([]);
    expect(timeOptions(view)).toHaveLength(100);
  });

  it('after a refusal: what is wrong on top, the nearest times as buttons, every typed value kept', () => {
    const view = bookFormModal(
      {
        events: [event('choice', ['bianchi', 'verdi'])],
        event: 'visita',
        date: '2025-06-10',
        today,
        calendars,
        slots: [slot('09:00', ['bianchi']), slot('11:00', ['verdi'])],
        values: { name: 'Anna Neri', phone: '+39 06 1234 5678', notes: 'prima volta' },
        notice: {
          lines: ['Il calendario Dott. Verdi è occupato alle 10:00 di martedì 10/06.'],
          nearest: [
            { time: '09:00', end: '09:59', calendar: 'bianchi' },
            { time: '11:00', end: '11:59', calendar: 'verdi' },
          ],
          kept: 'Il resto del modulo è com’era',
        },
      },
      'it',
      meta,
    );
    expect(validateView(view)).toEqual([]);
    const json = JSON.stringify(view.blocks);
    expect(json).toContain('occupato alle 10:00');
    expect(json).toContain('"action_id":"book_near:0","value":"09:00|bianchi"');
    expect(json).toContain('09:00 · Dott.ssa Bianchi');
    expect(json).toContain('"initial_value":"Anna Neri"');
    expect(json).toContain('"initial_value":"+39 06 1234 5678"');
    expect(json).toContain('"initial_value":"prima volta"');
    expect(view.submit).toBeDefined();
  });

  it('a time picked with a button is shown chosen, in a block of its own', () => {
    const view = bookFormModal(
      {
        events: [event('choice', ['bianchi', 'verdi'])],
        event: 'visita',
        date: '2025-06-10',
        today,
        slots: [slot('09:00', ['bianchi']), slot('11:00', ['verdi'])],
        pick: { time: '11:00', calendar: 'verdi' },
      },
      'it',
      meta,
    );
    const time = (
      view.blocks as { block_id?: string; element?: { initial_option?: { value: string } } }[]
    ).find((b) => b.block_id?.startsWith('book_time'));
    expect(time?.block_id).toBe('book_time.11:00|verdi');
    expect(time?.element?.initial_option?.value).toBe('11:00|verdi');
  });
});
