import { describe } from 'vitest';
import { invalid, itParses, type ParseCase } from '../../app/registry/parse-cases.test-helpers.js';

const cases: ParseCase[] = [
  ['pbx connect', 'pbx', 'connect', { kind: 'connect-open' }],
  ['pbx connect, Italian', 'pbx', 'Connetti', { kind: 'connect-open' }],
  ['pbx connect, too many', 'pbx', 'connect https://x', invalid({ code: 'unexpected_argument' })],
  ['pbx list', 'pbx', 'list', { kind: 'connect-list' }],
  ['pbx list, Italian', 'pbx', 'elenco', { kind: 'connect-list' }],
  [
    'pbx disconnect',
    'pbx',
    'disconnect Studio-0123456789',
    { kind: 'connect-disconnect', accountId: 'studio-0123456789' },
  ],
  ['pbx use', 'pbx', 'use Studio-0123456789', { kind: 'connect-use', accountId: 'studio-0123456789' }],
  ['pbx use default', 'pbx', 'usa predefinito', { kind: 'connect-use', accountId: undefined }],
  ['pbx use, no id', 'pbx', 'use', invalid({ code: 'missing_argument', argument: 'id' })],
  ['pbx disconnect, no id', 'pbx', 'scollega', invalid({ code: 'missing_argument', argument: 'id' })],
];

describe('/pbx connect, list, disconnect', () => {
  itParses(cases);
});
