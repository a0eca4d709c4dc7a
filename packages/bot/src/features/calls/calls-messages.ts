import type { Locale } from '../../core/config/bot-config.schema.js';
import { messagesFor } from '../../core/i18n/catalog.js';
import { plural } from '../../core/i18n/plural.js';

/** Texts of `/calls`, in Italian (the default); `en` has the same shape. */
const it = {
  inTitle: 'Chiamate ricevute',
  outTitle: 'Chiamate effettuate',
  empty: 'Nessuna chiamata.',
  range: (description: string, total: number) => `${description} · ${plural(total, 'chiamata', 'chiamate')}`,
  search: (text: string) => `ricerca «${text}»`,
  statuses: {
    answered: ':white_check_mark: risposta',
    not_answered: ':x: senza risposta',
    abandoned: ':door: abbandonata in coda',
  } as Record<string, string>,
  dispositions: {
    ANSWERED: ':white_check_mark: risposta',
    'NO ANSWER': ':x: nessuna risposta',
    BUSY: ':no_entry: occupato',
    FAILED: ':warning: fallita',
  } as Record<string, string>,
  to: 'verso',
  from: 'da',
  callBack: 'Richiama',
  block: 'Blocca numero',
  confirmCallBackTitle: 'Richiamare?',
  confirmCallBack: (number: string, extension: string) =>
    `Il tuo interno ${extension} squillerà, poi verrà chiamato ${number}.`,
  confirmCallBackUnlinked: (number: string) =>
    `Verrà chiamato ${number} dal tuo interno collegato (collegalo con /pbx link).`,
  confirmBlockTitle: 'Bloccare il numero?',
  confirmBlock: (number: string, list: string) =>
    `${number} verrà aggiunto alla blacklist ${list} e bloccato su tutte le regole che la usano.`,
  confirm: 'Conferma',
  byNumberOnly: (name: string) =>
    `Il centralino cerca le chiamate solo per numero, non per nome («${name}»).`,
  searchedAs: (name: string, contact: string, number: string) =>
    `Il centralino cerca solo per numero: «${name}» è ${contact} (${number}), tra i contatti già letti dal bot.`,
  noneKnown:
    'Scrivi il numero, anche solo in parte (es. `/calls 333 12`); i contatti che il bot ha già letto con `/contact` si possono cercare per nome.',
  severalKnown: (names: string) =>
    `Tra i contatti già letti corrispondono: ${names}. Scrivi il numero, es. \`/calls 333 12\`.`,
  period: (given: string) =>
    `Il centralino dà le chiamate un giorno alla volta e il bot ne legge al massimo una settimana, non «${given}»: scrivi \`/calls settimana\`, \`/calls ultimi 3 giorni\` o un giorno, es. \`/calls 20/11\`.`,
  lastDays: (days: number) => `ultimi ${days} giorni`,
  daysTotal: (total: number, days: number) =>
    `${plural(total, 'chiamata', 'chiamate')} negli ultimi ${days} giorni`,
  newestShown: (shown: number) => `qui le ${shown} più recenti`,
  dayHint: (example: string) => `tutte quelle di un giorno: \`/calls ${example}\``,
  dayCapped: (day: string, read: number) => `${day}: lette le ${read} più recenti`,
};

export type CallsMessages = typeof it;

const en: CallsMessages = {
  inTitle: 'Received calls',
  outTitle: 'Placed calls',
  empty: 'No calls.',
  range: (description, total) => `${description} · ${plural(total, 'call', 'calls')}`,
  search: (text) => `search "${text}"`,
  statuses: {
    answered: ':white_check_mark: answered',
    not_answered: ':x: not answered',
    abandoned: ':door: abandoned in queue',
  },
  dispositions: {
    ANSWERED: ':white_check_mark: answered',
    'NO ANSWER': ':x: no answer',
    BUSY: ':no_entry: busy',
    FAILED: ':warning: failed',
  },
  to: 'to',
  from: 'from',
  callBack: 'Call back',
  block: 'Block number',
  confirmCallBackTitle: 'Call back?',
  confirmCallBack: (number, extension) => `Your extension ${extension} will ring, then ${number} is called.`,
  confirmCallBackUnlinked: (number) =>
    `${number} will be called from your linked extension (link it with /pbx link).`,
  confirmBlockTitle: 'Block the number?',
  confirmBlock: (number, list) =>
    `${number} will be added to blacklist ${list} and blocked on every rule using it.`,
  confirm: 'Confirm',
  byNumberOnly: (name) => `The exchange searches calls by number only, not by name (“${name}”).`,
  searchedAs: (name, contact, number) =>
    `The exchange searches by number only: “${name}” is ${contact} (${number}), among the contacts the bot has already read.`,
  noneKnown:
    'Type the number, even in part (e.g. `/calls 333 12`); the contacts the bot has read with `/contact` can be searched by name.',
  severalKnown: (names) =>
    `Among the contacts already read these match: ${names}. Type the number, e.g. \`/calls 333 12\`.`,
  period: (given) =>
    `The exchange gives calls one day at a time and the bot reads at most a week, not “${given}”: type \`/calls week\`, \`/calls last 3 days\` or a day, e.g. \`/calls 20/11\`.`,
  lastDays: (days) => `last ${days} days`,
  daysTotal: (total, days) => `${plural(total, 'call', 'calls')} in the last ${days} days`,
  newestShown: (shown) => `the ${shown} newest here`,
  dayHint: (example) => `all of one day: \`/calls ${example}\``,
  dayCapped: (day, read) => `${day}: the ${read} newest read`,
};

const catalogs: Record<Locale, CallsMessages> = { it, en };

/** The texts of `/calls` in `locale`. */
export function callsMessagesFor(locale: Locale): CallsMessages {
  return catalogs[locale];
}

/** The core's texts and the feature's, as its views read them (`t.common…`, `t.calls…`). */
export function callsTextsFor(locale: Locale) {
  return { ...messagesFor(locale), calls: catalogs[locale] };
}
export type CallsTexts = ReturnType<typeof callsTextsFor>;

/** The usage of `/calls`, as its help shows it. */
export const callsUsage: Readonly<Record<Locale, string>> = {
  it: '`/calls [in|out] [data] [ricerca]` — chiamate ricevute (in, predefinito) o effettuate (out) di oggi e ieri, o di un giorno; la ricerca filtra per (parte del) numero, anche scritto con spazi o `+39` (un nome: tra i contatti già letti con `/contact`)\ndata: 20/11, 20/11/2026, ieri, lunedì, venerdì scorso · periodo: settimana, ultimi 3 giorni (un giorno alla volta, al massimo 7)',
  en: '`/calls [in|out] [date] [search]` — received (in, default) or placed (out) calls of today and yesterday, or of one day; search filters by (part of) a number, also written with spaces or `+39` (a name: among the contacts read with `/contact`)\ndate: 20/11, 20/11/2026, yesterday, monday, last friday · period: week, last 3 days (a day at a time, at most 7)',
};
