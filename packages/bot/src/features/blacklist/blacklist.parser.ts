import { BlacklistName, BlacklistNumberValue, EntryDescription } from '@centralino/schemas';
import { IdArg, subcommand } from '../../commands/arguments.js';
import { check, fail, noMoreThan, readOptions, required } from '../../commands/parse-helpers.js';
import type { BlacklistOperation } from './blacklist.schema.js';

const subcommands = {
  show: ['mostra', 'vedi'],
  create: ['crea', 'nuova'],
  add: ['aggiungi'],
  edit: ['modifica'],
  remove: ['rimuovi', 'elimina', 'rm', 'delete'],
} as const;

/**
 * `/blacklist` · `show <name>` · `create <name>` · `add <name> <number> [description…]` ·
 * `edit <name> <id> [number=…] [description=…]` · `remove <name> <id>`.
 * @see pbx-api-reference.md "Blacklist", endpoints 17–23
 */
export function parseBlacklist(tokens: readonly string[]): BlacklistOperation {
  const [first] = tokens;
  if (first === undefined) return { type: 'blacklist.list', page: 1 };
  const sub = subcommand(first, subcommands);
  if (!sub) fail({ code: 'unknown_subcommand', given: first });
  const name = check(BlacklistName, required(tokens, 1, 'name'), 'name');
  switch (sub) {
    case 'show':
      noMoreThan(tokens, 2);
      return { type: 'blacklist.show', name, page: 1 };
    case 'create':
      noMoreThan(tokens, 2);
      return { type: 'blacklist.create', name };
    case 'add': {
      const number = check(BlacklistNumberValue, required(tokens, 2, 'number'), 'number');
      const text = tokens.slice(3).join(' ').trim();
      const description = text === '' ? undefined : check(EntryDescription, text, 'description');
      return { type: 'blacklist.add', name, number, ...(description === undefined ? {} : { description }) };
    }
    case 'edit': {
      const id = check(IdArg, required(tokens, 2, 'id'), 'id');
      const allowed = ['number', 'description'];
      const options = readOptions(tokens.slice(3), allowed);
      if (options.size === 0) fail({ code: 'no_changes', allowed });
      const number = options.get('number');
      const description = options.get('description');
      return {
        type: 'blacklist.edit',
        name,
        id,
        ...(number === undefined ? {} : { number: check(BlacklistNumberValue, number, 'number') }),
        ...(description === undefined
          ? {}
          : { description: check(EntryDescription, description, 'description') }),
      };
    }
    case 'remove': {
      const id = check(IdArg, required(tokens, 2, 'id'), 'id');
      noMoreThan(tokens, 3);
      return { type: 'blacklist.remove', name, id };
    }
  }
}
