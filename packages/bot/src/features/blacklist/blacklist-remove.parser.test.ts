import { messages } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { invalid, itParses, op, type ParseCase } from '../../app/registry/parse-cases.test-helpers.js';
import type { ParsedCommand } from '../../app/registry/registry.js';
import { registry } from '../../app/registry/registry.js';
import { textOf } from '../../slack/views/views.test-helpers.js';

const find = (number: string): Partial<ParsedCommand> =>
  ({ kind: 'find-blacklist-entry', operation: { type: 'blacklist.find', name: 'spam', number } }) as never;
const remove = (id: number) => op({ type: 'blacklist.remove', name: 'spam', id });

/** `remove <name> <id | number>`: an id removes at once, a number in any form is looked up first. */
const cases: ParseCase[] = [
  ['an id', 'blacklist', 'remove spam 12', remove(12)],
  ['an id of five digits', 'blacklist', 'rimuovi spam 99999', remove(99_999)],
  ['a spaced number', 'blacklist', 'remove spam 333 123 4567', find('3331234567')],
  ['a number with +39', 'blacklist', 'remove spam +39 333 123 4567', find('+393331234567')],
  ['0039 is +39', 'blacklist', 'remove spam 0039 333 1234567', find('+393331234567')],
  ['dashes', 'blacklist', 'elimina spam 333-123-4567', find('3331234567')],
  ['a landline starting with 0', 'blacklist', 'remove spam 0612345678', find('0612345678')],
  ['a short code starting with 0', 'blacklist', 'remove spam 0123', find('0123')],
  ['a prefix block', 'blacklist', 'remove spam ^0899', find('^0899')],
  ['six digits or more: a number (or an id)', 'blacklist', 'remove spam 123456', find('123456')],
  ['two groups of digits', 'blacklist', 'remove spam 12 34', find('1234')],
  ['a word', 'blacklist', 'remove spam x', invalid({ code: 'invalid_argument', argument: 'id' })],
  [
    'an id then a word',
    'blacklist',
    'remove spam 7 extra',
    invalid({ code: 'unexpected_argument', given: 'extra' }),
  ],
  [
    'letters in a number',
    'blacklist',
    'remove spam 333 12ab',
    invalid({ code: 'unexpected_argument', given: '12ab' }),
  ],
  [
    'a number too long',
    'blacklist',
    `remove spam ${'1'.repeat(26)}`,
    invalid({ code: 'invalid_argument', argument: 'number', message: messages.fieldTooLong('number', 25) }),
  ],
  ['nothing to remove', 'blacklist', 'remove spam', invalid({ code: 'missing_argument', argument: 'id' })],
];

describe('/blacklist remove', () => {
  itParses(cases);
});

describe('/blacklist help', () => {
  it('says how to remove by number, that names work in any case, and what is asked first', () => {
    const it_ = textOf(registry.commandHelpView('blacklist', 'it'));
    expect(it_).toContain('/blacklist remove <nome> <id | numero>');
    expect(it_).toContain('`Spam` è `spam`');
    expect(it_).toContain("Prima di bloccare un contatto della rubrica o un numero dell'ufficio");
    const en = textOf(registry.commandHelpView('blacklist', 'en'));
    expect(en).toContain('/blacklist remove <name> <id | number>');
    expect(en).toContain('is not added again');
  });
});
