import { describe } from 'vitest';
import { invalid, itParses, op, type ParseCase } from '../../app/registry/parse-cases.test-helpers.js';

const cases: ParseCase[] = [
  ['all queues', 'queue', '', op({ type: 'queue.list', page: 1 })],
  ['queue detail', 'queue', 'assistenza', op({ type: 'queue.detail', name: 'assistenza' })],
  [
    'queue name with spaces',
    'queue',
    'Assistenza Clienti',
    op({ type: 'queue.detail', name: 'Assistenza Clienti' }),
  ],
  ['live, all queues', 'queue', 'live', op({ type: 'queue.live', page: 1 })],
  ['live, one queue', 'queue', 'LIVE vendite', op({ type: 'queue.live', name: 'vendite', page: 1 })],
  ['stats of today', 'queue', 'stats', op({ type: 'queue.stats' })],
  ['stats of yesterday', 'queue', 'stats ieri', op({ type: 'queue.stats', day: '2025-06-01' })],
  ['stats of a day as written', 'queue', 'statistiche 28/05', op({ type: 'queue.stats', day: '2025-05-28' })],
  [
    'stats of a day in words',
    'queue',
    'stats 20 novembre 2024',
    op({ type: 'queue.stats', day: '2024-11-20' }),
  ],
  ['stats of the week', 'queue', 'stats settimana', op({ type: 'queue.stats', week: true })],
  [
    'stats of a queue with spaces, yesterday',
    'queue',
    'stats Assistenza Clienti ieri',
    op({ type: 'queue.stats', name: 'Assistenza Clienti', day: '2025-06-01' }),
  ],
  [
    'stats of a future day',
    'queue',
    'stats 03/06/2025',
    invalid({ code: 'invalid_date', given: '03/06/2025', problem: 'future', date: '2025-06-03' }),
  ],
  [
    'stats of a day that does not exist',
    'queue',
    'stats 30/02/2025',
    invalid({ code: 'invalid_date', given: '30/02/2025', problem: 'no_such_date' }),
  ],
];

describe('/queue', () => {
  itParses(cases);
});
