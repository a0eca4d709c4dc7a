/**
 * Phone numbers as people write them (`+39 333 123 4567`, `333.123.4567`, `(02) 1234 5678`, `0039 …`,
 * `+39-333-…`) brought to the one spelling the API stores and the exchange dials.
 *
 * - Separators are dropped: spaces, dots, dashes, slashes, brackets.
 * - The international prefix has one spelling: a leading `00` is written `+` (`0039 06…` → `+3906…`). No
 *   Italian number starts with `00`, so nothing else is changed by it, and a number typed once with `+39` and
 *   once with `0039` is the same entry (the API's "already present" recognises it).
 * - Nothing else is added or removed: no country code is guessed or stripped. A blacklist compares the
 *   caller's number with the entry as stored, so `+393331234567` and `3331234567` stay two different entries.
 * - A `^` is kept only in front (a blacklist's prefix block), a `+` only at the start of the number; `*` and
 *   `#` are kept (service codes). Anything else (letters) makes the text no number.
 * @see pbx-api-reference.md "Blacklist number", endpoint 15 rule 1
 */
export function normalizePhoneNumber(text: string): string | undefined {
  const compact = text.replace(/[\s.()/\-\u2010-\u2015]/g, '');
  const match = /^(\^?)(\+|00(?=[1-9]))?([0-9*#]+)$/.exec(compact);
  if (!match) return undefined;
  const [, prefixBlock = '', international, rest = ''] = match;
  return `${prefixBlock}${international === undefined ? '' : '+'}${rest}`;
}

/** True when a word can be (part of) a number as people write it: digits and the signs they use. */
export function looksLikePhoneNumberPart(word: string): boolean {
  // two linear tests (one pattern with a digit between two starred classes backtracks quadratically)
  return /^[\^+]?[0-9().*#/\-\u2010-\u2015\s]+$/.test(word) && /[0-9]/.test(word);
}

/**
 * A number typed to search call history (part of a number): separators dropped, and the international
 * prefix of Italy (`+39`, `0039`) or any other (`+`, `00`) dropped too, so that the national digits find the
 * call however the exchange wrote the caller (`3331234567`, `+393331234567`).
 */
export function phoneSearchDigits(text: string): string | undefined {
  const number = normalizePhoneNumber(text);
  if (number === undefined || number.startsWith('^')) return undefined;
  if (number.startsWith('+39')) return number.slice(3) || undefined;
  if (number.startsWith('+')) return number.slice(1) || undefined;
  return number;
}

/** The exchange's own country code: it presents domestic callers in their national form, without it. */
const HOME_COUNTRY = '+39';

/**
 * The identity of a number as the exchange compares callers: `+39 333 123 4567`, `0039 333 1234567`,
 * `333-123-4567` and `(333) 123.4567` all give `3331234567` (an Italian number in its national form); another
 * country's keeps its `+` and code (`0044 20…` → `+4420…`). A prefix block keeps its `^` in front
 * (`^+39 0899` → `^0899`). Two spellings are one number exactly when their keys are equal: use it wherever
 * numbers are compared (a blacklist's entries, a caller, a contact), never to store or dial.
 * @see pbx-api-reference.md "Blacklist" (inbound calls compared with the group's numbers)
 */
export function phoneNumberKey(text: string): string | undefined {
  const number = normalizePhoneNumber(text);
  if (number === undefined) return undefined;
  const prefixBlock = number.startsWith('^') ? '^' : '';
  const rest = number.slice(prefixBlock.length);
  const national = rest.startsWith(HOME_COUNTRY) ? rest.slice(HOME_COUNTRY.length) : rest;
  return national === '' ? undefined : `${prefixBlock}${national}`;
}
