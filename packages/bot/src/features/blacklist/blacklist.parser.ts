import {
  BlacklistName,
  BlacklistNumberValue,
  EntryDescription,
  messages,
  normalizePhoneNumber,
} from '@centralino/schemas';
import { IdArg, subcommand } from '../../work/commands/arguments.js';
import { check, fail, noMoreThan, required } from '../../work/commands/parse-helpers.js';
import type { ParsedText } from '../../work/commands/parsed-command.js';
import { readSpacedOptions } from '../../work/commands/spaced-options.js';
import type { BlacklistOperation, EntryWrite } from './blacklist.schema.js';
import { blocksBroadly, splitNumberAndDescription } from './number-split.js';

const subcommands = {
  show: ['mostra', 'vedi'],
  create: ['crea', 'nuova'],
  add: ['aggiungi'],
  edit: ['modifica'],
  remove: ['rimuovi', 'elimina', 'rm', 'delete'],
} as const;

/** A write of a number that is stored as is, or first confirmed when it is ambiguous or blocks broadly. */
function confirmedIfNeeded(choices: EntryWrite[], ambiguous: boolean): ParsedText<BlacklistOperation> {
  const [only] = choices;
  if (!ambiguous && only && !(only.number !== undefined && blocksBroadly(only.number)))
    return { kind: 'operation', operation: only };
  return { kind: 'confirm-blacklist-entry', reason: ambiguous ? 'ambiguous' : 'broad', choices };
}

/** Fewer than 6 digits, no leading `0`: an entry's id (no telephone number is so short). */
const ENTRY_ID = /^[1-9][0-9]{0,4}$/;

/**
 * `remove <name> <id>` removes the entry at once (`/blacklist show` gives the ids); `remove <name> <number>`,
 * written in any form, first finds the entries that are this caller and asks which to remove.
 */
function parseRemove(name: string, tokens: readonly string[]): ParsedText<BlacklistOperation> {
  const first = required(tokens, 2, 'id');
  const rest = tokens.slice(2);
  if (rest.length === 1 && ENTRY_ID.test(first))
    return {
      kind: 'operation',
      operation: { type: 'blacklist.remove', name, id: check(IdArg, first, 'id') },
    };
  const number = normalizePhoneNumber(rest.join(' '));
  if (number === undefined) {
    // no number: one word is a wrong id (its message), more words are one too many
    if (rest.length === 1) check(IdArg, first, 'id');
    noMoreThan(tokens, 3);
    fail({ code: 'invalid_argument', argument: 'id', message: messages.invalidId });
  }
  const operation = {
    type: 'blacklist.find' as const,
    name,
    number: check(BlacklistNumberValue, number, 'number'),
  };
  return { kind: 'find-blacklist-entry', operation };
}

/**
 * `/blacklist` · `show <name>` · `create <name>` · `add <name> <number> [description…]` ·
 * `edit <name> <id> [number=…] [description=…]` · `remove <name> <id | number>`. Numbers are read as people
 * write them (`+39 333 123 4567`, `(02) 1234 5678`, `0039…`); a split between number and description that could be read
 * two ways, or an entry that blocks broadly (`12`, `^39`), is confirmed by the user first.
 * @see pbx-api-reference.md "Blacklist", endpoints 17–23
 */
export function parseBlacklist(tokens: readonly string[]): ParsedText<BlacklistOperation> {
  const [first] = tokens;
  if (first === undefined) return { kind: 'operation', operation: { type: 'blacklist.list', page: 1 } };
  const sub = subcommand(first, subcommands);
  if (!sub) fail({ code: 'unknown_subcommand', given: first });
  const name = check(BlacklistName, required(tokens, 1, 'name'), 'name');
  switch (sub) {
    case 'show':
      noMoreThan(tokens, 2);
      return { kind: 'operation', operation: { type: 'blacklist.show', name, page: 1 } };
    case 'create':
      noMoreThan(tokens, 2);
      return { kind: 'operation', operation: { type: 'blacklist.create', name } };
    case 'add': {
      const split = splitNumberAndDescription(tokens.slice(2));
      const entries = split.kind === 'clear' ? [split.entry] : split.entries;
      return confirmedIfNeeded(
        entries.map((entry) => ({ type: 'blacklist.add', name, ...entry })),
        split.kind === 'choices',
      );
    }
    case 'edit': {
      const id = check(IdArg, required(tokens, 2, 'id'), 'id');
      const allowed = ['number', 'description'];
      const options = readSpacedOptions(tokens.slice(3), allowed);
      if (options.size === 0) fail({ code: 'no_changes', allowed });
      const number = options.get('number');
      const description = options.get('description');
      const edit: EntryWrite = {
        type: 'blacklist.edit',
        name,
        id,
        ...(number === undefined
          ? {}
          : { number: check(BlacklistNumberValue, normalizePhoneNumber(number) ?? number, 'number') }),
        ...(description === undefined
          ? {}
          : { description: check(EntryDescription, description, 'description') }),
      };
      return confirmedIfNeeded([edit], false);
    }
    case 'remove':
      return parseRemove(name, tokens);
  }
}
