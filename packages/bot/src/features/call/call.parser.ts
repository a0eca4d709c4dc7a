import { OriginateRequest } from '@centralino/schemas';
import { check, fail } from '../../commands/parse-helpers.js';

/** `/call <number>` — the number to dial (spaces allowed), validated as the API does (≥ 6 digits). */
export function parseCallNumber(tokens: readonly string[]): string {
  const number = tokens.join(' ').trim();
  if (number === '') fail({ code: 'missing_argument', argument: 'number' });
  return check(OriginateRequest.shape.number, number, 'number');
}
