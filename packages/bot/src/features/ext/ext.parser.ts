import { OriginateRequest } from '@centralino/schemas';
import { ExtensionArg, IdArg, subcommand } from '../../commands/arguments.js';
import { check, fail, noMoreThan, required } from '../../commands/parse-helpers.js';
import type { Operation } from '../../operations/operation.schema.js';

/** `/ext [number]` — registration state of every extension, or of one. */
export function parseExt(tokens: readonly string[]): Operation {
  noMoreThan(tokens, 1);
  if (tokens[0] === undefined) return { type: 'ext.status', page: 1 };
  return { type: 'ext.status', number: check(ExtensionArg, tokens[0], 'number'), page: 1 };
}

/** `/voip` — registration state of the account's numbers. */
export function parseVoip(tokens: readonly string[]): Operation {
  noMoreThan(tokens, 0);
  return { type: 'voip.status', page: 1 };
}

/** `/switch <id>` — one manual switch. */
export function parseSwitch(tokens: readonly string[]): Operation {
  const id = check(IdArg, required(tokens, 0, 'id'), 'id');
  noMoreThan(tokens, 1);
  return { type: 'switch.show', id };
}

/** `/call <number>` — the number to dial (spaces allowed), validated as the API does (≥ 6 digits). */
export function parseCallNumber(tokens: readonly string[]): string {
  const number = tokens.join(' ').trim();
  if (number === '') fail({ code: 'missing_argument', argument: 'number' });
  return check(OriginateRequest.shape.number, number, 'number');
}

/** `/pbx account` — limits and budget; `/pbx link <internal_number>` — link the user to an extension. */
export function parsePbx(tokens: readonly string[]): Operation {
  const sub = subcommand(tokens[0], { account: ['conto', 'limiti'], link: ['collega'] });
  if (!sub) fail({ code: 'unknown_subcommand', given: tokens[0] ?? '' });
  if (sub === 'account') {
    noMoreThan(tokens, 1);
    return { type: 'account.show' };
  }
  const number = check(ExtensionArg, required(tokens, 1, 'internal_number'), 'internal_number');
  noMoreThan(tokens, 2);
  return { type: 'ext.link', number };
}
