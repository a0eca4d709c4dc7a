import { noMoreThan } from '../../work/commands/parse-helpers.js';
import type { VoipOperation } from './voip.schema.js';

/** `/voip` — registration state of the account's numbers. */
export function parseVoip(tokens: readonly string[]): VoipOperation {
  noMoreThan(tokens, 0);
  return { type: 'voip.status', page: 1 };
}
