import { describe } from 'vitest';
import { invalid, itParses, op, type ParseCase } from '../../app/registry/parse-cases.test-helpers.js';

const cases: ParseCase[] = [
  [
    'add, every day',
    'queue',
    'report add 08:00',
    op({ type: 'report.add', time: '08:00', days: [1, 2, 3, 4, 5, 6, 7] }),
  ],
  [
    'add, as people write the time',
    'queue',
    'report add 8.30 days=lun-ven',
    op({ type: 'report.add', time: '08:30', days: [1, 2, 3, 4, 5] }),
  ],
  [
    'add in Italian words',
    'queue',
    'rapporto aggiungi 7:45 giorni=feriali',
    op({ type: 'report.add', time: '07:45', days: [1, 2, 3, 4, 5] }),
  ],
  ['list', 'queue', 'report list', op({ type: 'report.list' })],
  ['list by default', 'queue', 'report', op({ type: 'report.list' })],
  ['remove', 'queue', 'report remove m1a2b3c', op({ type: 'report.remove', id: 'm1a2b3c' })],
  ['no time', 'queue', 'report add', invalid({ code: 'missing_argument', argument: 'HH:MM' })],
  [
    'no such time',
    'queue',
    'report add 25:00',
    invalid({ code: 'invalid_time', given: '25:00', problem: 'no_such_time' }),
  ],
  [
    'days that are none',
    'queue',
    'report add 08:00 days=lunedi-boh',
    invalid({ code: 'invalid_report', given: 'days=lunedi-boh' }),
  ],
  [
    'days twice',
    'queue',
    'report add 08:00 days=lun days=mar',
    invalid({ code: 'duplicate_option', given: 'days' }),
  ],
  [
    'a word it does not know',
    'queue',
    'report add 08:00 assistenza',
    invalid({ code: 'unexpected_argument', given: 'assistenza' }),
  ],
  [
    'an unknown subcommand',
    'queue',
    'report pause 5',
    invalid({ code: 'unknown_subcommand', given: 'pause' }),
  ],
];

describe('/queue report', () => itParses(cases));
