import { messages } from '@centralino/schemas';
import { describe } from 'vitest';
import { invalid, itParses, op, type ParseCase } from '../../app/registry/parse-cases.test-helpers.js';
import { phoneMessages } from '../../core/i18n/phone-messages.js';

const confirm = (number: string) => ({ kind: 'confirm-call', number }) as const;

const cases: ParseCase[] = [
  ['call', 'call', '06 1234 5678', confirm('0612345678')],
  ['spaced +39', 'call', '+39 333 123 4567', confirm('+393331234567')],
  ['dots', 'call', '333.123.4567', confirm('3331234567')],
  ['brackets', 'call', '(02) 1234 5678', confirm('0212345678')],
  ['0039 is +39', 'call', '0039 333 1234567', confirm('+393331234567')],
  ['dashes', 'call', '+39-333-123-4567', confirm('+393331234567')],
  ['Slack tel link', 'call', '<tel:+390612345678|+39 06 1234 5678>', confirm('+390612345678')],
  // a colleague's extension is not dialled (the exchange needs 6 digits): the answer says whose it is
  ['an extension', 'call', '203', op({ type: 'call.short-number', number: '203' })],
  ['five digits', 'call', '12345', op({ type: 'call.short-number', number: '12345' })],
  [
    'call, too few digits with a sign',
    'call',
    '+39 12',
    invalid({ code: 'invalid_argument', argument: 'number', message: messages.originateNumberTooShort }),
  ],
  [
    'letters',
    'call',
    'Studio Rossi',
    invalid({ code: 'invalid_argument', argument: 'number', message: phoneMessages.invalid }),
  ],
  [
    'a prefix block is no number to dial',
    'call',
    '^0612345678',
    invalid({ code: 'invalid_argument', argument: 'number', message: phoneMessages.invalid }),
  ],
  ['call, no number', 'call', '', invalid({ code: 'missing_argument', argument: 'number' })],
];

describe('/call', () => {
  itParses(cases);
});
