import { messages as apiMessages } from '@centralino/schemas';

/**
 * The API names its fields in English inside its Italian messages (``Il campo `name` è obbligatorio``); Italian
 * users read them by the names the commands use (`Il campo nome è obbligatorio`). `names` maps the API's
 * field to its Italian name (`argumentNames`); unknown fields are left as they are.
 */
export function italianFieldNames(message: string, names: Readonly<Record<string, string>>): string {
  if (message === apiMessages.blacklistNameInvalid) return blacklistNameInvalidIt;
  return message
    .replace(
      /\b(campo|Campo non ammesso:|Campi non ammessi:|Parametro) `?([a-z_]+)\b`?/g,
      (whole, word, field) => (names[field] === undefined ? whole : `${word} ${names[field]}`),
    )
    .replace(/ \(`?(event|name|date|time|calendar)`?\)/g, '');
}

/** Which letters a blacklist's name may have, said precisely (`città` is refused for its `à`). */
export const blacklistNameInvalidIt =
  'Il nome della blacklist può contenere solo lettere senza accento (a-z, A-Z), cifre, _ e - (niente spazi)';
export const blacklistNameInvalidEn =
  'The blacklist name may contain only unaccented letters (a-z, A-Z), digits, _ and - (no spaces)';
