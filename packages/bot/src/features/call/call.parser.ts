import { OriginateRequest } from '@centralino/schemas';
import { check, fail } from '../../commands/parse-helpers.js';
import { phoneNumberArg } from '../../commands/phone-arg.js';

/**
 * `/call <number>` — the number to dial as people write it (spaces, dots, brackets, `0039`), in the spelling
 * the exchange dials (`+393331234567`), validated as the API does (≥ 6 digits). The confirmation shows it.
 */
export function parseCallNumber(tokens: readonly string[]): string {
  const text = tokens.join(' ').trim();
  if (text === '') fail({ code: 'missing_argument', argument: 'number' });
  return check(OriginateRequest.shape.number, phoneNumberArg(text, 'number'), 'number');
}
