import type { Locale } from '../../core/config/bot-config.schema.js';

/**
 * A feed's texts by locale, as one function (`<feed>MessagesFor(locale)`): posts are written in the bot's
 * default locale, answers to a command in the user's.
 */
export function catalogOf<M>(catalogs: Readonly<Record<Locale, M>>): (locale: Locale) => M {
  return (locale) => catalogs[locale];
}
