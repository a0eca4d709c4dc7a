import { describe } from 'vitest';
import { invalid, itParses, op, type ParseCase } from '../../registry/parse-cases.test-helpers.js';

const cases: ParseCase[] = [
  ['book modal', 'book', '', { kind: 'book-modal' }],
  ['book slots', 'book', 'slots consulenza', op({ type: 'book.slots', event: 'consulenza' })],
  [
    'book slots by date',
    'book',
    'slots consulenza 2025-06-10',
    op({ type: 'book.slots', event: 'consulenza', date: '2025-06-10' }),
  ],
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
      idempotencyKey: 'slack-cmd-1234.5678.abcd',
    }),
  ],
  [
    'book, bad time',
    'book',
    'consulenza 2025-06-10 9.30 Mario',
    invalid({ code: 'invalid_argument', argument: 'time' }),
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

describe('/book', () => {
  itParses(cases);
});
