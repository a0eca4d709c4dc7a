import { messages } from '@centralino/schemas';
import { describe } from 'vitest';
import { invalid, itParses, op, type ParseCase } from '../../registry/parse-cases.test-helpers.js';

const cases: ParseCase[] = [
  ['blacklists', 'blacklist', '', op({ type: 'blacklist.list', page: 1 })],
  ['show', 'blacklist', 'show spam', op({ type: 'blacklist.show', name: 'spam', page: 1 })],
  ['show, Italian alias', 'blacklist', 'mostra spam', op({ type: 'blacklist.show', name: 'spam', page: 1 })],
  ['create', 'blacklist', 'create call-center_2', op({ type: 'blacklist.create', name: 'call-center_2' })],
  [
    'create, bad name',
    'blacklist',
    'create spam!',
    invalid({ code: 'invalid_argument', argument: 'name', message: messages.blacklistNameInvalid }),
  ],
  [
    'create, name too long',
    'blacklist',
    `create ${'a'.repeat(51)}`,
    invalid({ code: 'invalid_argument', argument: 'name', message: messages.blacklistNameTooLong }),
  ],
  ['create, no name', 'blacklist', 'create', invalid({ code: 'missing_argument', argument: 'name' })],
  ['create, extra word', 'blacklist', 'create a b', invalid({ code: 'unexpected_argument', given: 'b' })],
  [
    'add',
    'blacklist',
    'add spam 0612345678',
    op({ type: 'blacklist.add', name: 'spam', number: '0612345678' }),
  ],
  [
    'add with description',
    'blacklist',
    'add spam ^0899 numeri a pagamento',
    op({ type: 'blacklist.add', name: 'spam', number: '^0899', description: 'numeri a pagamento' }),
  ],
  [
    'add, Slack tel link',
    'blacklist',
    'add spam <tel:+390612345678|+39 06 1234 5678>',
    op({ type: 'blacklist.add', name: 'spam', number: '+390612345678' }),
  ],
  [
    'add, bad number',
    'blacklist',
    'add spam 06-1234',
    invalid({ code: 'invalid_argument', argument: 'number', message: messages.blacklistNumberInvalid }),
  ],
  [
    'add, number too long',
    'blacklist',
    `add spam ${'1'.repeat(26)}`,
    invalid({ code: 'invalid_argument', argument: 'number', message: messages.fieldTooLong('number', 25) }),
  ],
  [
    'add, description too long',
    'blacklist',
    `add spam 061234 ${'x'.repeat(101)}`,
    invalid({ code: 'invalid_argument', argument: 'description' }),
  ],
  ['add, no number', 'blacklist', 'add spam', invalid({ code: 'missing_argument', argument: 'number' })],
  [
    'edit',
    'blacklist',
    'edit spam 12 number=^0899 description="Numeri a pagamento"',
    op({ type: 'blacklist.edit', name: 'spam', id: 12, number: '^0899', description: 'Numeri a pagamento' }),
  ],
  [
    'edit, clear description',
    'blacklist',
    "edit spam 12 description=''",
    op({ type: 'blacklist.edit', name: 'spam', id: 12, description: '' }),
  ],
  ['edit, nothing to change', 'blacklist', 'edit spam 12', invalid({ code: 'no_changes' })],
  [
    'edit, unknown option',
    'blacklist',
    'edit spam 12 colour=red',
    invalid({ code: 'unknown_option', given: 'colour' }),
  ],
  [
    'edit, bad id',
    'blacklist',
    'edit spam x number=1',
    invalid({ code: 'invalid_argument', argument: 'id' }),
  ],
  [
    'edit, repeated option',
    'blacklist',
    'edit spam 1 number=1 number=2',
    invalid({ code: 'duplicate_option', given: 'number' }),
  ],
  ['remove', 'blacklist', 'remove spam 7', op({ type: 'blacklist.remove', name: 'spam', id: 7 })],
  ['remove, no id', 'blacklist', 'rimuovi spam', invalid({ code: 'missing_argument', argument: 'id' })],
  ['unknown subcommand', 'blacklist', 'purge spam', invalid({ code: 'unknown_subcommand', given: 'purge' })],
];

describe('/blacklist', () => {
  itParses(cases);
});
