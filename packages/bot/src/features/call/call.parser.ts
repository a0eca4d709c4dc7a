import { OriginateRequest } from '@centralino/schemas';
import { check, fail } from '../../work/commands/parse-helpers.js';
import type { ParsedText } from '../../work/commands/parsed-command.js';
import { phoneNumberArg } from '../../work/commands/phone-arg.js';
import type { CallOperation } from './call.schema.js';

/** Digits too few for a number the exchange dials (it needs 6): an extension, as offices number them. */
const SHORT_NUMBER = /^\d{2,5}$/;

/**
 * `/call <number>`: a confirmation of the number to dial; a short number (`203`) is not dialled by the exchange
 * (originate needs 6 digits): the answer says whose extension it is and what to do instead.
 * @see pbx-api-reference.md endpoint 15, rule 1
 */
export function parseCall(tokens: readonly string[]): ParsedText<CallOperation> {
  const text = tokens.join(' ').trim();
  if (SHORT_NUMBER.test(text))
    return { kind: 'operation', operation: { type: 'call.short-number', number: text } };
  return { kind: 'confirm-call', number: parseCallNumber(tokens) };
}

/**
 * `/call <number>` — the number to dial as people write it (spaces, dots, brackets, `0039`), in the spelling
 * the exchange dials (`+393331234567`), validated as the API does (≥ 6 digits). The confirmation shows it.
 */
export function parseCallNumber(tokens: readonly string[]): string {
  const text = tokens.join(' ').trim();
  if (text === '') fail({ code: 'missing_argument', argument: 'number' });
  return check(OriginateRequest.shape.number, phoneNumberArg(text, 'number'), 'number');
}
