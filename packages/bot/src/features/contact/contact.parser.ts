import { ContactCompany, ContactName, ContactNotes, ContactNumber } from '@centralino/schemas';
import { IdArg, subcommand } from '../../work/commands/arguments.js';
import { check, fail, required } from '../../work/commands/parse-helpers.js';
import { phoneNumberArg } from '../../work/commands/phone-arg.js';
import { readSpacedOptions } from '../../work/commands/spaced-options.js';
import type { ContactOperation, ContactOperationOf } from './contact.schema.js';

const fields = ['name', 'company', 'notes', 'number'] as const;

/**
 * `/contact <id>` — read; `/contact <name>` — the exchange reads contacts by id only, so a name is looked up
 * among the contacts the bot has already read (the runner says so); `/contact <id> set name=… company=… notes=… number=…` — update (values may have
 * spaces, quotes optional; an empty value clears company and notes; the number as people write it, stored as `/call` dials it).
 * @see pbx-api-reference.md endpoints 25–26
 */
export function parseContact(tokens: readonly string[]): ContactOperation {
  const first = required(tokens, 0, 'id');
  if (/\p{L}/u.test(first))
    return { type: 'contact.search', name: check(ContactName, tokens.join(' '), 'name') };
  const id = check(IdArg, first.replace(/^#/, ''), 'id');
  if (tokens.length === 1) return { type: 'contact.show', id };
  const sub = subcommand(tokens[1], { set: ['imposta', 'modifica'] });
  if (!sub) fail({ code: 'unexpected_argument', given: tokens[1] ?? '' });
  const options = readSpacedOptions(tokens.slice(2), fields);
  if (options.size === 0) fail({ code: 'no_changes', allowed: fields });
  const changes: ContactOperationOf<'contact.set'>['changes'] = {};
  const name = options.get('name');
  if (name !== undefined) changes.name = check(ContactName, name, 'name');
  const number = options.get('number');
  if (number !== undefined)
    changes.number = check(ContactNumber, phoneNumberArg(number, 'number', true), 'number');
  const company = options.get('company');
  if (company !== undefined)
    changes.company = company === '' ? null : check(ContactCompany, company, 'company');
  const notes = options.get('notes');
  if (notes !== undefined) changes.notes = notes === '' ? null : check(ContactNotes, notes, 'notes');
  return { type: 'contact.set', id, changes };
}
