import { describe, expect, it } from 'vitest';
import { joinWrittenDates, looksLikeDate, readDate, readTime } from './date-time.js';
import { dateProblemText, showDate, timeProblemText } from './date-time-text.js';

// Thursday 26 November 2026
const today = '2026-11-26';

describe('readDate, looking ahead (bookings)', () => {
  const ctx = { today, direction: 'upcoming' as const };
  it.each([
    ['30/11/2026', { ok: true, date: '2026-11-30' }],
    ['30/11/26', { ok: true, date: '2026-11-30' }],
    ['30.11.2026', { ok: true, date: '2026-11-30' }],
    ['30-11-2026', { ok: true, date: '2026-11-30' }],
    ['1/12/2026', { ok: true, date: '2026-12-01' }],
    ['2026-11-30', { ok: true, date: '2026-11-30' }],
    ['2026-12-1', { ok: true, date: '2026-12-01' }],
    ['30/11', { ok: true, date: '2026-11-30' }],
    ['26/11', { ok: true, date: '2026-11-26' }],
    ['20/11', { ok: true, date: '2027-11-20' }],
    ['3/1', { ok: true, date: '2027-01-03' }],
    ['29/02', { ok: true, date: '2028-02-29' }],
    ['oggi', { ok: true, date: '2026-11-26' }],
    ['Oggi', { ok: true, date: '2026-11-26' }],
    ['domani', { ok: true, date: '2026-11-27' }],
    ['dopodomani', { ok: true, date: '2026-11-28' }],
    ['tomorrow', { ok: true, date: '2026-11-27' }],
    ['lunedì', { ok: true, date: '2026-11-30' }],
    ['lunedi', { ok: true, date: '2026-11-30' }],
    ['Lun', { ok: true, date: '2026-11-30' }],
    ['monday', { ok: true, date: '2026-11-30' }],
    ['giovedì', { ok: true, date: '2026-12-03' }],
    ['ven', { ok: true, date: '2026-11-27' }],
    ['domenica', { ok: true, date: '2026-11-29' }],
    ['2026-02-30', { ok: false, problem: 'no_such_date', year: 2026, month: 2, day: 30 }],
    ['31/04/2027', { ok: false, problem: 'no_such_date', year: 2027, month: 4, day: 31 }],
    ['29/02/2027', { ok: false, problem: 'no_such_date', year: 2027, month: 2, day: 29 }],
    ['2026-13-01', { ok: false, problem: 'no_such_date', year: 2026, month: 13, day: 1 }],
    ['32/01', { ok: false, problem: 'no_such_date', year: 2026, month: 1, day: 32 }],
    ['00/01/2027', { ok: false, problem: 'no_such_date', year: 2027, month: 1, day: 0 }],
    ['20/11/2026', { ok: false, problem: 'past', date: '2026-11-20' }],
    ['2025-12-01', { ok: false, problem: 'past', date: '2025-12-01' }],
    ['ieri', { ok: false, problem: 'past', date: '2026-11-25' }],
    ['consulenza', { ok: false, problem: 'not_a_date' }],
    ['2026/11', { ok: false, problem: 'not_a_date' }],
    ['', { ok: false, problem: 'not_a_date' }],
    ['30/11/2026/1', { ok: false, problem: 'not_a_date' }],
  ])('%j → %j', (word, want) => {
    expect(readDate(word, ctx)).toEqual(want);
  });
});

describe('readDate, looking back (call lists)', () => {
  const ctx = { today, direction: 'past' as const };
  it.each([
    ['20/11', { ok: true, date: '2026-11-20' }],
    ['30/11', { ok: true, date: '2025-11-30' }],
    ['ieri', { ok: true, date: '2026-11-25' }],
    ['oggi', { ok: true, date: '2026-11-26' }],
    ['lunedì', { ok: true, date: '2026-11-23' }],
    ['giovedi', { ok: true, date: '2026-11-19' }],
    ['domani', { ok: false, problem: 'future', date: '2026-11-27' }],
    ['2026-12-01', { ok: false, problem: 'future', date: '2026-12-01' }],
  ])('%j → %j', (word, want) => {
    expect(readDate(word, ctx)).toEqual(want);
  });
});

describe('readTime', () => {
  it.each([
    ['9:00', { ok: true, time: '09:00' }],
    ['09:00', { ok: true, time: '09:00' }],
    ['9.30', { ok: true, time: '09:30' }],
    ['10.30', { ok: true, time: '10:30' }],
    ['10:30', { ok: true, time: '10:30' }],
    ['9', { ok: true, time: '09:00' }],
    ['14', { ok: true, time: '14:00' }],
    ['9h30', { ok: true, time: '09:30' }],
    ['9,30', { ok: true, time: '09:30' }],
    ['0:05', { ok: true, time: '00:05' }],
    ['24:00', { ok: false, problem: 'no_such_time' }],
    ['9:60', { ok: false, problem: 'no_such_time' }],
    ['9:5', { ok: false, problem: 'not_a_time' }],
    ['nove', { ok: false, problem: 'not_a_time' }],
    ['9:00:00', { ok: false, problem: 'not_a_time' }],
  ])('%j → %j', (word, want) => {
    expect(readTime(word)).toEqual(want);
  });
});

describe('joinWrittenDates', () => {
  it.each([
    [
      ['consulenza', '1', 'dicembre', '9:30', 'Anna'],
      ['consulenza', '1/12', '9:30', 'Anna'],
    ],
    [
      ['1', 'Dicembre', '2027', '9'],
      ['1/12/2027', '9'],
    ],
    [['3', 'gen'], ['3/1']],
    [
      ['visita', '9', 'Mario'],
      ['visita', '9', 'Mario'],
    ],
    [
      ['12', 'marzo', '10'],
      ['12/3', '10'],
    ],
  ])('%j → %j', (words, want) => {
    expect(joinWrittenDates(words)).toEqual(want);
  });
});

describe('looksLikeDate', () => {
  it.each([
    ['30/02', true],
    ['2026-02-30', true],
    ['Lunedì', true],
    ['domani', true],
    ['consulenza', false],
    ['Mario', false],
    ['9:30', false],
  ])('%j → %j', (word, want) => {
    expect(looksLikeDate(word)).toBe(want);
  });
});

describe('showDate', () => {
  it.each([
    ['2026-11-30', false, 'it', '30/11'],
    ['2026-11-30', true, 'it', 'lunedì 30/11'],
    ['2027-01-04', true, 'it', 'lunedì 04/01/2027'],
    ['2026-11-27', true, 'en', 'Friday 27/11'],
  ] as const)('%s (weekday %s, %s) → %s', (date, weekday, locale, want) => {
    expect(showDate(date, today, locale, weekday)).toBe(want);
  });
});

describe('what is wrong, in words', () => {
  it('says a date does not exist, and why', () => {
    expect(
      dateProblemText('2026-02-30', { problem: 'no_such_date', year: 2026, month: 2, day: 30 }, today, 'it'),
    ).toBe('La data «2026-02-30» non esiste: febbraio 2026 ha 28 giorni.');
    expect(
      dateProblemText('2026-13-01', { problem: 'no_such_date', year: 2026, month: 13, day: 1 }, today, 'en'),
    ).toBe('The date “2026-13-01” does not exist: months go from 1 to 12.');
  });
  it('says a date is past, with its weekday', () => {
    expect(dateProblemText('20/11', { problem: 'past', date: '2026-11-20' }, today, 'it')).toBe(
      'La data venerdì 20/11 è passata: scegli oggi o un giorno futuro.',
    );
  });
  it('says what a time looks like', () => {
    expect(timeProblemText('25:00', { problem: 'no_such_time' }, 'it')).toContain('le ore vanno da 0 a 23');
    expect(timeProblemText('nove', { problem: 'not_a_time' }, 'en')).toContain('9:30');
  });
});

/* Relative dates and times as an office says them, typed as words: joined, then read (issue 32). */
describe('relative dates and times, as typed', () => {
  const read = (typed: string, on: string, direction: 'upcoming' | 'past' = 'upcoming') => {
    const words = joinWrittenDates(typed.split(' '));
    expect(words).toHaveLength(1);
    return readDate(words[0] as string, { today: on, direction });
  };
  it.each([
    // Thursday 26/11/2026
    ['lunedì prossimo', today, 'upcoming', { ok: true, date: '2026-11-30' }],
    ['Lunedì prossimo', today, 'upcoming', { ok: true, date: '2026-11-30' }],
    ['prossimo lunedì', today, 'upcoming', { ok: true, date: '2026-11-30' }],
    ['next monday', today, 'upcoming', { ok: true, date: '2026-11-30' }],
    ['giovedì prossimo', today, 'upcoming', { ok: true, date: '2026-12-03' }],
    ['venerdì scorso', today, 'past', { ok: true, date: '2026-11-20' }],
    ['last friday', today, 'past', { ok: true, date: '2026-11-20' }],
    ['lunedì prossimo', today, 'past', { ok: false, problem: 'future', date: '2026-11-30' }],
    ['lunedì scorso', today, 'upcoming', { ok: false, problem: 'past', date: '2026-11-23' }],
    ['dopodomani', today, 'upcoming', { ok: true, date: '2026-11-28' }],
    // 29/02/2028 (a Tuesday in a leap year)
    ['dopodomani', '2028-02-29', 'upcoming', { ok: true, date: '2028-03-02' }],
    ['next tuesday', '2028-02-29', 'upcoming', { ok: true, date: '2028-03-07' }],
    ['lunedì prossimo', '2028-02-29', 'upcoming', { ok: true, date: '2028-03-06' }],
    // Sunday 25/10/2026, the end of summer time in Rome
    ['lunedì prossimo', '2026-10-25', 'upcoming', { ok: true, date: '2026-10-26' }],
    ['domenica scorsa', '2026-10-25', 'past', { ok: true, date: '2026-10-18' }],
    // 31/12 → next year
    ['next friday', '2026-12-31', 'upcoming', { ok: true, date: '2027-01-01' }],
  ] as const)('%s on %s (%s) → %j', (typed, on, direction, want) => {
    expect(read(typed, on, direction)).toEqual(want);
  });

  it.each([
    ['9:30am', { ok: true, time: '09:30' }],
    ['9.30', { ok: true, time: '09:30' }],
    ['9am', { ok: true, time: '09:00' }],
    ['2:15pm', { ok: true, time: '14:15' }],
    ['12am', { ok: true, time: '00:00' }],
    ['12pm', { ok: true, time: '12:00' }],
    ['9:30 AM', { ok: true, time: '09:30' }],
    ['9.30 p.m.', { ok: true, time: '21:30' }],
    ['13pm', { ok: false, problem: 'no_such_time' }],
    ['0am', { ok: false, problem: 'no_such_time' }],
  ] as const)('%s → %j', (typed, want) => {
    const words = joinWrittenDates(typed.split(' '));
    expect(words).toHaveLength(1);
    expect(readTime(words[0] as string)).toEqual(want);
  });

  it('leaves other words alone', () => {
    expect(joinWrittenDates(['visita', 'lunedì', 'prossimo', '9:30', 'am', 'Mario'])).toEqual([
      'visita',
      'lunedi prossimo',
      '9:30am',
      'Mario',
    ]);
    expect(joinWrittenDates(['prossimo', 'Rossi'])).toEqual(['prossimo', 'Rossi']);
  });
});
