import { describe } from 'vitest';
import { invalid, itParses, op, type ParseCase } from '../../app/registry/parse-cases.test-helpers.js';

// the parse context's today: Monday 2 June 2025
const key = 'slack-cmd-1234.5678.abcd';
const cases: ParseCase[] = [
  ['book modal', 'book', '', { kind: 'book-modal' }],
  ['book slots', 'book', 'slots consulenza', op({ type: 'book.slots', event: 'consulenza' })],
  ['a type as people write it', 'book', 'slots Consulenza', op({ type: 'book.slots', event: 'Consulenza' })],
  [
    'a type of several words',
    'book',
    'slots Prima visita domani',
    op({ type: 'book.slots', event: 'Prima visita', date: '2025-06-03' }),
  ],
  ['only a date: the types', 'book', 'slots domani', op({ type: 'book.slots', date: '2025-06-03' })],
  [
    'ISO date',
    'book',
    'slots consulenza 2025-06-10',
    op({ type: 'book.slots', event: 'consulenza', date: '2025-06-10' }),
  ],
  [
    'GG/MM/AAAA',
    'book',
    'slots consulenza 30/11/2025',
    op({ type: 'book.slots', event: 'consulenza', date: '2025-11-30' }),
  ],
  [
    'GG/MM: the next one',
    'book',
    'slots consulenza 10/06',
    op({ type: 'book.slots', event: 'consulenza', date: '2025-06-10' }),
  ],
  [
    'GG/MM already past this year: next year',
    'book',
    'slots consulenza 20/05',
    op({ type: 'book.slots', event: 'consulenza', date: '2026-05-20' }),
  ],
  [
    'a weekday',
    'book',
    'orari consulenza venerdì',
    op({ type: 'book.slots', event: 'consulenza', date: '2025-06-06' }),
  ],
  [
    'a date that does not exist',
    'book',
    'slots consulenza 2025-02-30',
    invalid({ code: 'invalid_date', given: '2025-02-30', problem: 'no_such_date' }),
  ],
  [
    'a past date',
    'book',
    'slots consulenza 30/05/2025',
    invalid({ code: 'invalid_date', problem: 'past', date: '2025-05-30' }),
  ],
  ['yesterday', 'book', 'slots consulenza ieri', invalid({ code: 'invalid_date', problem: 'past' })],
  [
    'book directly',
    'book',
    'consulenza 2025-06-10 09:30 Mario Rossi calendar=bianchi phone=+39061234',
    op({
      type: 'book.create',
      event: 'consulenza',
      date: '2025-06-10',
      time: '09:30',
      name: 'Mario Rossi',
      calendar: 'bianchi',
      phone: '+39061234',
      idempotencyKey: key,
    }),
  ],
  [
    'book as an office writes it',
    'book',
    'Prima Visita 10/06 ore 9.30 Anna Neri calendario=Verdi telefono="333 123 4567"',
    op({
      type: 'book.create',
      event: 'Prima Visita',
      date: '2025-06-10',
      time: '09:30',
      name: 'Anna Neri',
      calendar: 'Verdi',
      phone: '333 123 4567',
    }),
  ],
  [
    'an hour alone',
    'book',
    'consulenza domani 9 Mario',
    op({ type: 'book.create', date: '2025-06-03', time: '09:00', name: 'Mario' }),
  ],
  ['H:MM', 'book', 'consulenza domani 9:00 Mario', op({ type: 'book.create', time: '09:00' })],
  ['HH.MM', 'book', 'consulenza domani 10.30 Mario', op({ type: 'book.create', time: '10:30' })],
  [
    'a time that does not exist',
    'book',
    'consulenza 2025-06-10 25:00 Mario',
    invalid({ code: 'invalid_time', given: '25:00', problem: 'no_such_time' }),
  ],
  [
    'not a time',
    'book',
    'consulenza 2025-06-10 Mario Rossi',
    invalid({ code: 'invalid_time', given: 'Mario', problem: 'not_a_time' }),
  ],
  [
    'no date',
    'book',
    'consulenza Mario 9:30',
    invalid({ code: 'invalid_date', given: 'Mario', problem: 'not_a_date' }),
  ],
  [
    'book, no name',
    'book',
    'consulenza 2025-06-10 09:30',
    invalid({ code: 'invalid_argument', argument: 'name' }),
  ],
  [
    'book, unknown option',
    'book',
    'consulenza 2025-06-10 09:30 Mario room=1',
    invalid({ code: 'unknown_option', given: 'room' }),
  ],
];

/* Office basics as people type them (issue 32): list, cancel, relative days, times with am/pm. */
const create = (date: string, time: string, name: string) =>
  op({ type: 'book.create', event: 'visita', date, time, name, idempotencyKey: key });
const officeCases: ParseCase[] = [
  ['list', 'book', 'list', op({ type: 'book.list' })],
  ['list lunedì', 'book', 'list lunedì', op({ type: 'book.list', date: '2025-06-09' })],
  ['elenco domani', 'book', 'elenco domani', op({ type: 'book.list', date: '2025-06-03' })],
  ['list ieri: past days too', 'book', 'list ieri', op({ type: 'book.list', date: '2025-06-01' })],
  ['list next monday', 'book', 'list next monday', op({ type: 'book.list', date: '2025-06-09' })],
  ['list, not a day', 'book', 'list pippo', invalid({ code: 'invalid_date', problem: 'not_a_date' })],
  ['cancel: the week’s bookings to pick from', 'book', 'cancel', op({ type: 'book.cancelPick' })],
  ['cancel 12: a booking’s number', 'book', 'cancel 12', op({ type: 'book.cancelPick', query: '12' })],
  [
    'disdici Rossi domani',
    'book',
    'disdici Mario Rossi domani',
    op({ type: 'book.cancelPick', query: 'Mario Rossi', date: '2025-06-03' }),
  ],
  ['annulla lunedì', 'book', 'annulla lunedì', op({ type: 'book.cancelPick', date: '2025-06-09' })],
  [
    'lunedì prossimo, 9:30am',
    'book',
    'visita lunedì prossimo 9:30am Mario Rossi',
    create('2025-06-09', '09:30', 'Mario Rossi'),
  ],
  [
    'next monday, 9.30',
    'book',
    'visita next monday 9.30 Mario Rossi',
    create('2025-06-09', '09:30', 'Mario Rossi'),
  ],
  [
    'dopodomani ore 9:30 am',
    'book',
    'visita dopodomani ore 9:30 am Mario',
    create('2025-06-04', '09:30', 'Mario'),
  ],
  ['2pm', 'book', 'visita domani 2pm Mario', create('2025-06-03', '14:00', 'Mario')],
  [
    'slots lunedì prossimo',
    'book',
    'slots visita lunedì prossimo',
    op({ type: 'book.slots', event: 'visita', date: '2025-06-09' }),
  ],
];

describe('/book', () => {
  itParses(cases);
  itParses(officeCases);
});
