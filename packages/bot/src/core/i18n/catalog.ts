import { messages as apiMessages } from '@centralino/schemas';
import type { Locale } from '../config/bot-config.schema.js';
import { blacklistNameInvalidEn, italianFieldNames } from './api-field-names.js';
import { en } from './messages.en.js';
import { it, type Messages } from './messages.it.js';
import { phoneMessages } from './phone-messages.js';

const catalogs: Record<Locale, Messages> = { it, en };

/** The message catalog of a locale. */
export function messagesFor(locale: Locale): Messages {
  return catalogs[locale];
}

/**
 * English versions of the API's field-rule messages, for parse errors shown to English users before anything
 * reaches the API. Errors returned by the API itself are always shown as the API gives them.
 */
const apiMessagesEn = new Map<string, string>([
  [apiMessages.blacklistNameInvalid, blacklistNameInvalidEn],
  [apiMessages.blacklistNameTooLong, 'The blacklist name exceeds 50 characters'],
  [
    apiMessages.blacklistNumberInvalid,
    'Invalid number: use digits only (+, * and # allowed), with an optional ^ prefix',
  ],
  [apiMessages.originateNumberTooShort, 'Invalid number: at least 6 digits are needed'],
  [
    phoneMessages.invalid,
    'Invalid number: use digits, with a leading + for international numbers (spaces, dots, dashes and brackets are fine)',
  ],
  [apiMessages.invalidDate, 'Invalid date: use the format YYYY-MM-DD'],
  [apiMessages.futureDate, 'Future dates are not allowed: give today or a past date'],
  [apiMessages.invalidId, 'Invalid id: it must be a positive integer'],
  ['Orario non valido: usa il formato HH:MM (24 ore)', 'Invalid time: use the format HH:MM (24 hours)'],
  ['Il nome supera i 120 caratteri', 'The name exceeds 120 characters'],
  ['Il telefono supera i 25 caratteri', 'The phone exceeds 25 characters'],
  ['Le note superano i 500 caratteri', 'The notes exceed 500 characters'],
]);

/**
 * A field-rule message in the user's language: Italian ones are the API's own, with the fields named as the
 * commands name them; English ones translated where known.
 */
export function fieldMessage(message: string, locale: Locale): string {
  // the API's rules name the date format in English letters; Italian users read AAAA-MM-GG
  if (locale === 'it')
    return italianFieldNames(message, it.argumentNames).replaceAll('YYYY-MM-DD', 'AAAA-MM-GG');
  const known = apiMessagesEn.get(message);
  if (known) return known;
  const field = '`?([^`\\s]+)`?';
  const tooLong = new RegExp(`^Il campo ${field} supera (?:i|gli) (\\d+) caratteri$`).exec(message);
  if (tooLong) return `The field \`${tooLong[1]}\` exceeds ${tooLong[2]} characters`;
  const required = new RegExp(`^Il campo ${field} è obbligatorio$`).exec(message);
  if (required) return `The field \`${required[1]}\` is required`;
  const empty = new RegExp(`^Il campo ${field} non può essere vuoto$`).exec(message);
  if (empty) return `The field \`${empty[1]}\` cannot be empty`;
  const notText = new RegExp(`^Il campo ${field} deve essere un testo$`).exec(message);
  if (notText) return `The field \`${notText[1]}\` must be text`;
  const invalid = new RegExp(`^Valore non valido per il campo ${field}$`).exec(message);
  if (invalid) return `Invalid value for the field \`${invalid[1]}\``;
  return message;
}
