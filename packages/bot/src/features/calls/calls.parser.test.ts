import { messages } from '@centralino/schemas';
import { describe } from 'vitest';
import { invalid, itParses, op, type ParseCase } from '../../registry/parse-cases.test-helpers.js';

const cases: ParseCase[] = [
  [
    'search, spaced +39 number',
    'calls',
    'in +39 333 123',
    op({ type: 'calls.list', direction: 'in', search: '333123', page: 1 }),
  ],
  [
    'search, dots',
    'calls',
    'out 06.1234',
    op({ type: 'calls.list', direction: 'out', search: '061234', page: 1 }),
  ],
  [
    'search, starting with +',
    'calls',
    '+39 06 1234',
    op({ type: 'calls.list', direction: 'in', search: '061234' }),
  ],
  ['calls default', 'calls', '', op({ type: 'calls.list', direction: 'in', page: 1 })],
  ['calls out', 'calls', 'out', op({ type: 'calls.list', direction: 'out', page: 1 })],
  [
    'calls in by date and search',
    'calls',
    'in 2025-06-01 06 1234',
    op({ type: 'calls.list', direction: 'in', date: '2025-06-01', search: '061234', page: 1 }),
  ],
  [
    'calls on a future date',
    'calls',
    'in 2025-06-03',
    invalid({ code: 'invalid_argument', argument: 'date', message: messages.futureDate }),
  ],
  [
    'calls on an impossible date',
    'calls',
    'out 2025-02-30',
    invalid({ code: 'invalid_argument', argument: 'date' }),
  ],
  ['calls, bad direction', 'calls', 'sideways', invalid({ code: 'unknown_subcommand', given: 'sideways' })],
];

describe('/calls', () => {
  itParses(cases);
});
