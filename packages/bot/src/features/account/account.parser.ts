import { subcommand } from '../../work/commands/arguments.js';
import { fail, isHelp, noMoreThan } from '../../work/commands/parse-helpers.js';
import type { ParsedText } from '../../work/commands/parsed-command.js';
import type { AccountOperation } from './account.schema.js';

/**
 * `/pbx` — the help of every command; `/pbx help <command>` — the help of one; `/pbx account` — limits and
 * budget (other features add subcommands: `/pbx link …`).
 */
export function parsePbx(tokens: readonly string[]): ParsedText<AccountOperation> {
  if (tokens.length === 0) return { kind: 'help' };
  if (isHelp(tokens[0]) && tokens.length === 2) return { kind: 'help', about: tokens[1]! };
  const sub = subcommand(tokens[0], { account: ['conto', 'limiti'] });
  if (!sub) fail({ code: 'unknown_subcommand', given: tokens[0] ?? '' });
  noMoreThan(tokens, 1);
  return { kind: 'operation', operation: { type: 'account.show' } };
}
