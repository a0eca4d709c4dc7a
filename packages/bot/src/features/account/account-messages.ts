import type { Locale } from '../../core/config/bot-config.schema.js';
import { messagesFor } from '../../core/i18n/catalog.js';
import { plural } from '../../core/i18n/plural.js';

/** Texts of `/pbx` (help, account), in Italian (the default); `en` has the same shape. */
const it = {
  title: (context: string) => `Account ${context}`,
  key: 'Chiave API',
  limits: 'Limiti',
  perMinute: (n: number) => `${plural(n, 'richiesta', 'richieste')} al minuto`,
  perDay: (n: number) => `${n} al giorno`,
  usage: 'Consumo (dal server)',
  usageValue: (minute: number, minuteLimit: number, day: number, dayLimit: number) =>
    `minuto ${minute}/${minuteLimit} · giorno ${day}/${dayLimit}`,
  budget: 'Budget del bot',
  budgetValue: (minute: number, day: number) =>
    `${plural(minute, 'richiesta libera', 'richieste libere')} in questo minuto · ${day} oggi`,
  blocked: (seconds: number) => `bloccato dal server per altri ${seconds} s`,
  waiting: 'Comandi in attesa',
  waitingValue: (n: number) => (n === 0 ? 'nessuno' : plural(n, 'comando', 'comandi')),
};

export type AccountMessages = typeof it;

const en: AccountMessages = {
  title: (context) => `Account ${context}`,
  key: 'API key',
  limits: 'Limits',
  perMinute: (n) => `${plural(n, 'request', 'requests')} per minute`,
  perDay: (n) => `${n} per day`,
  usage: 'Usage (from the server)',
  usageValue: (minute, minuteLimit, day, dayLimit) =>
    `minute ${minute}/${minuteLimit} · day ${day}/${dayLimit}`,
  budget: "Bot's budget",
  budgetValue: (minute, day) => `${plural(minute, 'request', 'requests')} free this minute · ${day} today`,
  blocked: (seconds) => `blocked by the server for ${seconds} more s`,
  waiting: 'Commands waiting',
  waitingValue: (n) => (n === 0 ? 'none' : plural(n, 'command', 'commands')),
};

const catalogs: Record<Locale, AccountMessages> = { it, en };

/** The texts of `/pbx` (help, account) in `locale`. */
export function accountMessagesFor(locale: Locale): AccountMessages {
  return catalogs[locale];
}

/** The core's texts and the feature's, as its views read them (`t.common…`, `t.account…`). */
export function accountTextsFor(locale: Locale) {
  return { ...messagesFor(locale), account: catalogs[locale] };
}
export type AccountTexts = ReturnType<typeof accountTextsFor>;

/** The usage of `/pbx` (features add their subcommands), as its help shows it. */
export const pbxUsage: Readonly<Record<Locale, string>> = {
  it: '`/pbx help` — questo aiuto\n`/pbx account` — limiti, consumo, budget residuo e comandi in attesa',
  en: '`/pbx help` — this help\n`/pbx account` — limits, usage, budget left and commands waiting',
};
