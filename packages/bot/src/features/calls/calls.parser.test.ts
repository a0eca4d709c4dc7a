import { describe } from 'vitest';
import { invalid, itParses, op, type ParseCase } from '../../app/registry/parse-cases.test-helpers.js';

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
    invalid({ code: 'invalid_date', given: '2025-06-03', problem: 'future', date: '2025-06-03' }),
  ],
  [
    'calls on an impossible date',
    'calls',
    'out 2025-02-30',
    invalid({ code: 'invalid_date', given: '2025-02-30', problem: 'no_such_date' }),
  ],
  [
    'calls on a day as people write it',
    'calls',
    '01/06',
    op({ type: 'calls.list', direction: 'in', date: '2025-06-01' }),
  ],
  ['calls yesterday', 'calls', 'out ieri', op({ type: 'calls.list', direction: 'out', date: '2025-06-01' })],
  [
    'calls last Friday, with a search',
    'calls',
    'venerdì 333',
    op({ type: 'calls.list', date: '2025-05-30', search: '333' }),
  ],
  [
    'GG/MM not yet come this year: last year',
    'calls',
    '20/11',
    op({ type: 'calls.list', date: '2024-11-20' }),
  ],
  [
    'a date in words',
    'calls',
    'out 20 novembre 2024',
    op({ type: 'calls.list', direction: 'out', date: '2024-11-20' }),
  ],
  ['a number is a search, not a date', 'calls', '06-1234', op({ type: 'calls.list', search: '061234' })],
  // a name is not searched by the exchange (numbers only): the runner looks among the contacts already read
  ['calls, a name', 'calls', 'De Luca', op({ type: 'calls.by-name', direction: 'in', name: 'De Luca' })],
  ['calls, a word', 'calls', 'sideways', op({ type: 'calls.by-name', direction: 'in', name: 'sideways' })],
  [
    'calls, out, a date and a name',
    'calls',
    'out ieri Esposito',
    op({ type: 'calls.by-name', direction: 'out', date: '2025-06-01', name: 'Esposito' }),
  ],
  // a period: the last days, read one at a time (up to a week); longer ones are refused with what to type
  ['calls, a week', 'calls', 'in settimana', op({ type: 'calls.list', direction: 'in', page: 1, days: 7 })],
  ['calls, this week', 'calls', 'questa settimana', op({ type: 'calls.list', page: 1, days: 7 })],
  ['calls, last week', 'calls', 'last week', op({ type: 'calls.list', page: 1, days: 7 })],
  [
    'calls, out, last 3 days, a number',
    'calls',
    'out ultimi 3 giorni 333 12',
    op({ type: 'calls.list', direction: 'out', search: '33312', page: 1, days: 3 }),
  ],
  [
    'calls, a name over the week',
    'calls',
    'settimana De Luca',
    op({ type: 'calls.by-name', direction: 'in', name: 'De Luca', days: 7 }),
  ],
  ['calls, 10 days', 'calls', 'ultimi 10 giorni', invalid({ code: 'calls_period', given: '10 giorni' })],
  ['calls, a month', 'calls', 'mese', invalid({ code: 'calls_period', given: 'mese' })],
  ['calls, a date and a week', 'calls', 'ieri settimana', invalid({ code: 'unexpected_argument' })],
  [
    'calls, venerdì scorso',
    'calls',
    'venerdì scorso',
    op({ type: 'calls.list', direction: 'in', date: '2025-05-30', page: 1 }),
  ],
  [
    'calls, lunedì prossimo is in the future',
    'calls',
    'lunedì prossimo',
    invalid({ code: 'invalid_date', problem: 'future', date: '2025-06-09' }),
  ],
];

describe('/calls', () => {
  itParses(cases);
});
