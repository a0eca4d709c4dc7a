import {
  BlacklistNumberValue,
  EntryDescription,
  looksLikePhoneNumberPart,
  normalizePhoneNumber,
} from '@centralino/schemas';
import { check, fail } from '../../work/commands/parse-helpers.js';

/** A number to store and the description that goes with it. */
export interface NumberEntry {
  number: string;
  description?: string;
}

/** How the words after the blacklist's name read: one clear entry, or several readings to choose from. */
export type NumberSplit = { kind: 'clear'; entry: NumberEntry } | { kind: 'choices'; entries: NumberEntry[] };

/** No more words than this are tried as groups of one number (`+39 333 123 45 67` is 5). */
const MAX_GROUPS = 6;

function isForeign(number: string): boolean {
  return number.startsWith('+') && !number.startsWith('+39');
}

/**
 * Whether a number has the length of a real one (Italian numbering plan; any other country: 7–15 digits, as
 * E.164 allows). Used only to tell a clear split from an ambiguous one, never to refuse a number.
 */
export function isPlausibleNumber(number: string): boolean {
  if (number.startsWith('^') || /[*#]/.test(number)) return true;
  const digits = number.replace(/\D/g, '');
  if (isForeign(number)) return digits.length >= 7 && digits.length <= 15;
  const national = number.startsWith('+39') ? digits.slice(2) : digits;
  const length = national.length;
  switch (national[0]) {
    case '3':
      return length >= 9 && length <= 10;
    case '0':
      return length >= 8 && length <= 11;
    case '1':
      return length >= 3 && length <= 6;
    case '8':
      // toll-free 800 is 9 digits, 803 is 6; premium and shared-cost numbers 6–10
      return national.startsWith('800')
        ? length === 9
        : national.startsWith('803')
          ? length === 6
          : length >= 6 && length <= 10;
    default:
      return length >= 6 && length <= 11;
  }
}

/**
 * Whether an entry blocks more than one caller's number: a prefix block of fewer than 4 digits, or an entry
 * shorter than any telephone number (under 6 digits, the exchange's minimum to dial).
 */
export function blocksBroadly(number: string): boolean {
  const digits = number.replace(/\D/g, '').length;
  return number.startsWith('^') ? digits < 4 : digits < 6;
}

function entryOf(number: string, words: readonly string[]): NumberEntry | undefined {
  if (!BlacklistNumberValue.safeParse(number).success) return undefined;
  const text = words.join(' ').trim();
  if (text === '') return { number };
  return EntryDescription.safeParse(text).success ? { number, description: text } : undefined;
}

/**
 * `<number> [description…]` of `/blacklist add`, the number written as people write it (spaces, dots,
 * brackets, `0039`). The words that can belong to the number are tried as 1, 2, 3… groups: when exactly one
 * reading has the length of a real number and uses them all, it is clear; otherwise every plausible reading is
 * offered to choose from (the user confirms the number that will be stored). A number in quotes is one word.
 */
export function splitNumberAndDescription(typed: readonly string[]): NumberSplit {
  // a sign written apart from its digits (`^ 0899`, `+ 39 …`) belongs to them
  const words =
    /^[\^+]$/.test(typed[0] ?? '') && typed[1] !== undefined
      ? [`${typed[0]}${typed[1]}`, ...typed.slice(2)]
      : typed;
  const [first] = words;
  if (first === undefined || first === '') fail({ code: 'missing_argument', argument: 'number' });
  let groups = 0;
  while (groups < Math.min(words.length, MAX_GROUPS) && looksLikePhoneNumberPart(words[groups] ?? ''))
    groups++;
  if (groups <= 1 || /\s/.test(first)) return { kind: 'clear', entry: checkedEntry(first, words.slice(1)) };
  const readings: NumberEntry[] = [];
  for (let n = groups; n >= 1; n--) {
    const number = normalizePhoneNumber(words.slice(0, n).join(''));
    const entry = number === undefined ? undefined : entryOf(number, words.slice(n));
    if (entry) readings.push(entry);
  }
  if (readings.length === 0)
    return { kind: 'clear', entry: checkedEntry(words.slice(0, groups).join(''), []) };
  const all = normalizePhoneNumber(words.slice(0, groups).join(''));
  // another country's plan is not known here: its groups are read as one number (the longest reading)
  const plausible = readings.filter(
    (r) => isPlausibleNumber(r.number) && (!isForeign(r.number) || r.number === all),
  );
  const [only] = plausible;
  if (plausible.length === 1 && only !== undefined && only.number === all)
    return { kind: 'clear', entry: only };
  const offered = plausible.length > 0 ? plausible.slice(0, 3) : readings.slice(0, 3);
  const greedy = readings.find((r) => r.number === all);
  // every group as one number, unless longer than any telephone number (E.164: 15 digits; two numbers typed)
  if (greedy && !offered.includes(greedy) && greedy.number.replace(/\D/g, '').length <= 15)
    offered.push(greedy);
  return { kind: 'choices', entries: offered };
}

/** One number (and description) checked with the API's rules: the API's own message when it fails. */
function checkedEntry(text: string, rest: readonly string[]): NumberEntry {
  const number = check(BlacklistNumberValue, normalizePhoneNumber(text) ?? text.trim(), 'number');
  const description = rest.join(' ').trim();
  return description === ''
    ? { number }
    : { number, description: check(EntryDescription, description, 'description') };
}
