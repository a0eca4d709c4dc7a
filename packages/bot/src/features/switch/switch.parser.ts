import { IdArg } from '../../work/commands/arguments.js';
import { check, noMoreThan, required } from '../../work/commands/parse-helpers.js';
import type { SwitchOperation } from './switch.schema.js';

/** `/switch <id>` — one manual switch. */
export function parseSwitch(tokens: readonly string[]): SwitchOperation {
  const id = check(IdArg, required(tokens, 0, 'id'), 'id');
  noMoreThan(tokens, 1);
  return { type: 'switch.show', id };
}
