import { ExtensionArg } from '../../work/commands/arguments.js';
import { check, noMoreThan, required } from '../../work/commands/parse-helpers.js';
import type { ExtOperation } from './ext.schema.js';

/** `/ext [number]` — registration state of every extension, or of one. */
export function parseExt(tokens: readonly string[]): ExtOperation {
  noMoreThan(tokens, 1);
  if (tokens[0] === undefined) return { type: 'ext.status', page: 1 };
  return { type: 'ext.status', number: check(ExtensionArg, tokens[0], 'number'), page: 1 };
}

/** `/pbx link <internal_number>` — link the user to an extension (`tokens[0]` is `link`). */
export function parseLink(tokens: readonly string[]): ExtOperation {
  const number = check(ExtensionArg, required(tokens, 1, 'internal_number'), 'internal_number');
  noMoreThan(tokens, 2);
  return { type: 'ext.link', number };
}
