import { describe } from 'vitest';
import { itParses, op, type ParseCase } from '../../registry/parse-cases.test-helpers.js';

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
];

describe('/queue', () => {
  itParses(cases);
});
