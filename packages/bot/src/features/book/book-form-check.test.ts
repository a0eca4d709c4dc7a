import { describe, expect, it } from 'vitest';
import { type BookFormAnswers, checkBookForm, dateIssue } from './book-form-check.js';

const valid: BookFormAnswers = { event: 'visita', date: '2026-12-01', time: '10:00', name: 'Anna Neri' };
const check = (override: BookFormAnswers, timesShown = true) =>
  checkBookForm(
    { ...valid, ...override },
    { today: '2026-11-24', timesShown, idempotencyKey: 'k', locale: 'it' },
  );

describe('checkBookForm', () => {
  it.each<[string, BookFormAnswers, Record<string, string>]>([
    ['no type', { event: undefined }, { book_event: 'Scegli il tipo di appuntamento' }],
    ['a word for a date', { date: 'domani' }, { book_date: expect.stringContaining('AAAA-MM-GG') }],
    [
      'a date in another format',
      { date: '31/12/2026' },
      { book_date: expect.stringContaining('Data non valida') },
    ],
    ['an impossible date', { date: '2026-02-30' }, { book_date: expect.stringContaining('Data non valida') }],
    ['a past date', { date: '2026-11-23' }, { book_date: expect.stringContaining('passata') }],
    ['no time', { time: undefined }, { book_time: 'Scegli un orario' }],
    ['no name', { name: undefined }, { book_name: 'Scrivi il nome di chi prenota' }],
    [
      'letters for a phone',
      { phone: 'chiamami' },
      { book_phone: expect.stringContaining('Telefono non valido') },
    ],
    ['too few digits', { phone: '+39 12' }, { book_phone: expect.stringContaining('almeno 6 cifre') }],
    [
      'NUL in the notes',
      { notes: 'a\u0000b' },
      { book_notes: expect.stringContaining('caratteri di controllo') },
    ],
    ['notes too long', { notes: 'x'.repeat(501) }, { book_notes: expect.stringContaining('500') }],
  ])('%s: refused under the field', (_name, override, errors) => {
    expect(check(override)).toEqual({ ok: false, errors });
  });

  it('no time while the times are not shown: said under the date', () => {
    expect(check({ time: undefined }, false)).toEqual({
      ok: false,
      errors: { book_date: 'Scegli un orario' },
    });
  });

  it('valid answers give the booking operation', () => {
    expect(check({ phone: '+39 06-1234 5678', calendar: 'verdi' })).toEqual({
      ok: true,
      operation: {
        type: 'book.create',
        ...valid,
        calendar: 'verdi',
        phone: '+39 06-1234 5678',
        idempotencyKey: 'k',
        fromForm: true,
      },
    });
  });

  it('dateIssue', () => {
    expect([dateIssue(undefined, '2026-11-24'), dateIssue('2026-11-24', '2026-11-24')]).toEqual([
      'invalid',
      undefined,
    ]);
  });
});
