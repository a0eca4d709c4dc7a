import { messages } from '@centralino/schemas';
import { describe } from 'vitest';
import { invalid, itParses, op, type ParseCase } from '../../app/registry/parse-cases.test-helpers.js';
import type { ParsedCommand } from '../../app/registry/registry.js';

const add = (number: string, description?: string) => ({
  type: 'blacklist.add',
  name: 'spam',
  number,
  ...(description === undefined ? {} : { description }),
});
const confirm = (reason: 'ambiguous' | 'broad', choices: object[]): Partial<ParsedCommand> =>
  ({ kind: 'confirm-blacklist-entry', reason, choices }) as never;

/** Numbers as people write them: clear ones are stored as the API stores them, the others confirmed first. */
const numberCases: ParseCase[] = [
  [
    'spaced +39, description',
    'blacklist',
    'add spam +39 333 123 4567 Signor Rossi',
    op(add('+393331234567', 'Signor Rossi')),
  ],
  ['dots', 'blacklist', 'add spam 333.123.4567', op(add('3331234567'))],
  ['brackets', 'blacklist', 'add spam (02) 1234 5678', op(add('0212345678'))],
  ['0039 is +39', 'blacklist', 'add spam 0039 333 1234567 spam', op(add('+393331234567', 'spam'))],
  ['dashes', 'blacklist', 'add spam +39-333-123-4567', op(add('+393331234567'))],
  ['foreign', 'blacklist', 'add spam +44 20 7946 0958 Londra', op(add('+442079460958', 'Londra'))],
  ['quoted number', 'blacklist', 'add spam "02 1234 5678" 99', op(add('0212345678', '99'))],
  ['prefix block', 'blacklist', 'add spam ^0899', op(add('^0899'))],
  ['prefix sign apart', 'blacklist', 'add spam ^ 0899 numeri speciali', op(add('^0899', 'numeri speciali'))],
  ['toll-free', 'blacklist', 'add spam 800 123 456 numero verde', op(add('800123456', 'numero verde'))],
  ['mobile, groups of two', 'blacklist', 'add spam 333 123 45 67', op(add('3331234567'))],
  [
    'digits that may be the description',
    'blacklist',
    'add spam 02 1234 5678 99',
    confirm('ambiguous', [add('0212345678', '99'), add('021234567899')]),
  ],
  [
    'a year after the number',
    'blacklist',
    'add spam 333 1234567 2024 fiera',
    confirm('ambiguous', [add('3331234567', '2024 fiera'), add('33312345672024', 'fiera')]),
  ],
  [
    'two numbers typed: the second is offered as description only',
    'blacklist',
    'add spam 3331234567 3331234568',
    confirm('ambiguous', [add('3331234567', '3331234568')]),
  ],
  ['short number', 'blacklist', 'add spam 12', confirm('broad', [add('12')])],
  ['short prefix', 'blacklist', 'add spam ^39 Italia', confirm('broad', [add('^39', 'Italia')])],
  [
    'letters in the number',
    'blacklist',
    'add spam 333-12ab',
    invalid({ code: 'invalid_argument', argument: 'number', message: messages.blacklistNumberInvalid }),
  ],
];

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
    'add spam 06-abc',
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
  ...numberCases,
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
  [
    'edit, number and description with spaces, no quotes',
    'blacklist',
    'edit spam 12 number=+39 333 123 4567 description=Signor Rossi',
    op({ type: 'blacklist.edit', id: 12, number: '+393331234567', description: 'Signor Rossi' }),
  ],
  [
    'edit, a short number is confirmed',
    'blacklist',
    'edit spam 12 number=12',
    confirm('broad', [{ type: 'blacklist.edit', id: 12, number: '12' }]),
  ],
  [
    'edit, a word before any option',
    'blacklist',
    'edit spam 12 rossi',
    invalid({ code: 'unexpected_argument' }),
  ],
  ['remove', 'blacklist', 'remove spam 7', op({ type: 'blacklist.remove', name: 'spam', id: 7 })],
  ['remove, no id', 'blacklist', 'rimuovi spam', invalid({ code: 'missing_argument', argument: 'id' })],
  ['unknown subcommand', 'blacklist', 'purge spam', invalid({ code: 'unknown_subcommand', given: 'purge' })],
];

describe('/blacklist', () => {
  itParses(cases);
});
