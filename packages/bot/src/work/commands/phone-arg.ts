import { normalizePhoneNumber, phoneSearchDigits } from '@centralino/schemas';
import { phoneMessages } from '../../core/i18n/phone-messages.js';
import { fail } from './parse-helpers.js';

/**
 * A number as people write it (`+39 333 123 4567`, `(02) 1234 5678`, `0039…`) in the one spelling the API
 * stores and the exchange dials (`+393331234567`); `allowCodes` keeps `*` and `#` (service codes, which the
 * exchange drops when it dials). A refusal names `argument`.
 */
export function phoneNumberArg(text: string, argument: string, allowCodes = false): string {
  const number = normalizePhoneNumber(text);
  if (number === undefined || number.startsWith('^') || (!allowCodes && /[*#]/.test(number)))
    fail({ code: 'invalid_argument', argument, message: phoneMessages.invalid });
  return number;
}

/** The digits of a number typed to search calls (`+39 333 12` → `33312`), or the text as it is otherwise. */
export function phoneSearchArg(text: string): string {
  return phoneSearchDigits(text) ?? text;
}
