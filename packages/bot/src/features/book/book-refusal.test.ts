import type { CalendarEvent } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import type { BookOperationOf } from './book.schema.js';
import { bookRefusal } from './book-refusal.js';

const visita: CalendarEvent = {
  slug: 'visita',
  name: 'Visita',
  duration_minutes: 60,
  kind: 'choice',
  calendars: ['bianchi', 'verdi'],
  capacity: 1,
  min_notice_minutes: 0,
  horizon_days: 60,
};
const slot = (time: string, free: string[]) => ({
  date: '2026-11-30',
  time,
  end_time: `${time.slice(0, 2)}:59`,
  starts_at_utc: '2026-11-30T08:00:00Z',
  ends_at_utc: '2026-11-30T09:00:00Z',
  calendars: free.map((slug) => ({ slug, remaining: 1 })),
});
const day = [
  slot('09:00', ['bianchi']),
  slot('10:00', ['bianchi']),
  slot('11:00', ['verdi']),
  slot('12:00', ['verdi']),
];
const names = new Map([
  ['bianchi', 'Dott.ssa Bianchi'],
  ['verdi', 'Dott. Verdi'],
]);
const taken = { status: 409, code: 'slot_unavailable', serverMessage: 'x' };
const op = (change: Partial<BookOperationOf<'book.create'>>): BookOperationOf<'book.create'> => ({
  type: 'book.create',
  event: 'visita',
  date: '2026-11-30',
  time: '10:00',
  name: 'Anna',
  idempotencyKey: 'k',
  ...change,
});
const refuse = (
  o: BookOperationOf<'book.create'>,
  slots = day,
  error = taken,
  now = { date: '2026-11-26', time: '15:00' },
) => bookRefusal({ op: o, event: visita, slots, names, error, day: 'lunedì 30/11', now, locale: 'it' });

describe('a refused booking, explained', () => {
  it('a busy calendar: the calendars free at that very time', () => {
    const r = refuse(op({ time: '10:00', calendar: 'verdi' }));
    expect(r.lines).toEqual(['Il calendario Dott. Verdi è occupato alle 10:00 di lunedì 30/11.']);
    expect(r.prompt).toBe('Alle 10:00 scegli il calendario:');
    expect(r.choices.map(r.label)).toEqual(['10:00 · Dott.ssa Bianchi']);
  });

  it('a time before the day’s first free time: the hours, and the asked calendar’s nearest times', () => {
    const r = refuse(op({ time: '07:00', calendar: 'verdi' }));
    expect(r.lines).toEqual([
      'Alle 07:00 non si prenota: lunedì 30/11 gli orari liberi vanno dalle 09:00 alle 12:00.',
    ]);
    expect(r.choices.map(r.label)).toEqual(['11:00 · Dott. Verdi', '12:00 · Dott. Verdi']);
  });

  it('a time within the day but free nowhere: the nearest, either side', () => {
    const r = refuse(op({ time: '10:30', calendar: 'bianchi' }), [...day, slot('10:30', [])].slice(0, 4));
    expect(r.lines).toEqual(['Alle 10:30 di lunedì 30/11 non c’è un orario libero.']);
    expect(r.choices.map((c) => c.time)).toEqual(['09:00', '10:00']);
  });

  it('a time already past today says so', () => {
    const r = refuse(op({ date: '2026-11-26', time: '08:00', calendar: 'bianchi' }), day, taken, {
      date: '2026-11-26',
      time: '15:00',
    });
    expect(r.lines).toEqual(['Le 08:00 di oggi sono già passate.']);
  });

  it('a day with nothing free: one sentence, no buttons', () => {
    const r = refuse(op({ calendar: 'bianchi' }), []);
    expect(r.lines).toEqual(['Nessun orario libero lunedì 30/11: scegli un altro giorno.']);
    expect(r.choices).toEqual([]);
  });

  it('no calendar named: the type needs one, and those free then are offered', () => {
    const r = refuse(op({ time: '11:00' }), day, {
      status: 422,
      code: 'calendar_required',
      serverMessage: 'x',
    });
    expect(r.lines).toEqual(['Per Visita va scelto il calendario.']);
    expect(r.choices.map(r.label)).toEqual(['11:00 · Dott. Verdi']);
    expect(r.kept).toContain('correggi');
  });
});
