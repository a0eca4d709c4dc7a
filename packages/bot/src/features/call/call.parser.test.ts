import { messages } from '@centralino/schemas';
import { describe } from 'vitest';
import { invalid, itParses, type ParseCase } from '../../registry/parse-cases.test-helpers.js';

const cases: ParseCase[] = [
  ['call', 'call', '06 1234 5678', { kind: 'confirm-call', number: '06 1234 5678' }],
  [
    'call, too few digits',
    'call',
    '12345',
    invalid({ code: 'invalid_argument', argument: 'number', message: messages.originateNumberTooShort }),
  ],
  ['call, no number', 'call', '', invalid({ code: 'missing_argument', argument: 'number' })],
];

describe('/call', () => {
  itParses(cases);
});
