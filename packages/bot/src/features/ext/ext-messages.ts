import type { Locale } from '../../core/config/bot-config.schema.js';
import { messagesFor } from '../../core/i18n/catalog.js';

/** Texts of `/ext` and `/pbx link`, in Italian (the default); `en` has the same shape. */
const it = {
  title: 'Interni',
  empty: 'Nessun interno.',
  summary: (online: number, offline: number) =>
    `:large_green_circle: ${online} online · :red_circle: ${offline} offline`,
  states: {
    ONLINE: 'online',
    OFFLINE: 'offline',
    BUSY: 'in chiamata',
    RINGING: 'squilla',
    CALLING: 'sta chiamando',
    UNKNOWN: 'sconosciuto',
  } as Record<string, string>,
  at: (when: string) => `rilevato ${when}`,
  linked: (number: string, description: string) =>
    `Interno *${number}*${description ? ` (${description})` : ''} collegato al tuo utente Slack: ora puoi usare \`/call\` e «Richiama».`,
};

export type ExtMessages = typeof it;

const en: ExtMessages = {
  title: 'Extensions',
  empty: 'No extensions.',
  summary: (online, offline) => `:large_green_circle: ${online} online · :red_circle: ${offline} offline`,
  states: {
    ONLINE: 'online',
    OFFLINE: 'offline',
    BUSY: 'in a call',
    RINGING: 'ringing',
    CALLING: 'calling',
    UNKNOWN: 'unknown',
  },
  at: (when) => `seen ${when}`,
  linked: (number, description) =>
    `Extension *${number}*${description ? ` (${description})` : ''} linked to your Slack user: you can now use \`/call\` and "Call back".`,
};

const catalogs: Record<Locale, ExtMessages> = { it, en };

/** The texts of `/ext` and `/pbx link` in `locale`. */
export function extMessagesFor(locale: Locale): ExtMessages {
  return catalogs[locale];
}

/** The core's texts and the feature's, as its views read them (`t.common…`, `t.ext…`). */
export function extTextsFor(locale: Locale) {
  return { ...messagesFor(locale), ext: catalogs[locale] };
}
export type ExtTexts = ReturnType<typeof extTextsFor>;

/** The usage of `/ext`, as its help shows it. */
export const extUsage: Readonly<Record<Locale, string>> = {
  it: '`/ext` — stato di registrazione di tutti gli interni\n`/ext <numero>` — stato di un interno',
  en: '`/ext` — registration state of every extension\n`/ext <number>` — state of one extension',
};

/** The usage of `/pbx link`, added to the help of `/pbx`. */
export const linkUsage: Readonly<Record<Locale, string>> = {
  it: '`/pbx link <interno>` — collega il tuo utente Slack a un interno (per `/call` e «Richiama»)',
  en: '`/pbx link <extension>` — link your Slack user to an extension (for `/call` and "Call back")',
};
