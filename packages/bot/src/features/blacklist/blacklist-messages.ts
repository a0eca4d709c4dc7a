import type { Locale } from '../../config/bot-config.schema.js';
import { messagesFor } from '../../i18n/catalog.js';

/** Texts of `/blacklist`, in Italian (the default); `en` has the same shape. */
const it = {
  listTitle: 'Blacklist',
  listSummary: (count: number, inactive: number) =>
    `${count} blacklist (${inactive} ${inactive === 1 ? 'inattiva' : 'inattive'})`,
  empty: 'Nessuna blacklist. Creane una con `/blacklist create &lt;nome&gt;`.',
  numbers: (n: number) => (n === 1 ? '1 numero' : `${n} numeri`),
  usedBy: (rules: string) => `attiva sulle numerazioni ${rules}`,
  inactive: ':zzz: inattiva: non è collegata a nessuna regola (si collega dal pannello web)',
  detailTitle: (name: string) => `Blacklist ${name}`,
  noNumbers: 'Nessun numero in questa blacklist.',
  prefix: 'prefisso',
  prefixNote: (digits: string) => `il \`^\` blocca ogni numero che inizia con ${digits}`,
  created: (name: string) => `Blacklist *${name}* creata.`,
  createdNote:
    'Non blocca ancora nulla: collegala a una regola di instradamento dal pannello web. Aggiungi numeri con `/blacklist add`.',
  pickList: (number: string, missing: string) =>
    `La blacklist *${missing}* indicata per «Blocca numero» non esiste. In quale blacklist bloccare *${number}*?`,
  noLists: 'Non ci sono blacklist: creane una con `/blacklist create &lt;nome&gt;`, poi riprova.',
  confirmBlock: (number: string, name: string) => `Bloccare *${number}* nella blacklist *${name}*?`,
  blockButton: 'Blocca',
  added: (number: string, name: string, id: number) => `Numero *${number}* aggiunto a *${name}* (id ${id}).`,
  updated: (name: string, id: number) => `Voce ${id} di *${name}* aggiornata.`,
  removed: (name: string, id: number) => `Voce ${id} rimossa da *${name}*.`,
  blockedNow: 'È bloccato subito su tutte le regole che usano questa blacklist.',
  inactiveWarning: ':zzz: Questa blacklist è inattiva: non blocca nulla finché non la colleghi a una regola.',
  description: 'Descrizione',
  whichReading: 'Non è chiaro dove finisce il numero e dove comincia la descrizione. Quale numero salvare?',
  reading: (number: string, description: string | undefined) =>
    description === undefined
      ? `\`${number}\`, senza descrizione`
      : `\`${number}\`, descrizione «${description}»`,
  quoteHint:
    'Per non dover scegliere, scrivi il numero tra virgolette: `/blacklist add lista "02 1234 5678" descrizione`.',
  broadPrefix: (number: string, digits: string) =>
    `:warning: \`${number}\` blocca *ogni* numero che inizia con ${digits}: molti chiamanti, non uno solo.`,
  broadShort: (number: string, digits: number) =>
    `:warning: \`${number}\` ha solo ${digits === 1 ? '1 cifra' : `${digits} cifre`} (un numero di telefono ne ha almeno 6): può bloccare più di quanto intendi.`,
  confirmBroad: 'Confermi?',
  saveButton: (number: string) => `Salva ${number}`,
  alreadyConfirmed: 'Questa scelta è già stata confermata.',
};

export type BlacklistMessages = typeof it;

const en: BlacklistMessages = {
  listTitle: 'Blacklists',
  listSummary: (count, inactive) =>
    `${count} ${count === 1 ? 'blacklist' : 'blacklists'} (${inactive} inactive)`,
  empty: 'No blacklists. Create one with `/blacklist create &lt;name&gt;`.',
  numbers: (n) => (n === 1 ? '1 number' : `${n} numbers`),
  usedBy: (rules) => `active on numbers ${rules}`,
  inactive: ':zzz: inactive: not attached to any rule (attach it from the web dashboard)',
  detailTitle: (name) => `Blacklist ${name}`,
  noNumbers: 'No numbers in this blacklist.',
  prefix: 'prefix',
  prefixNote: (digits) => `the \`^\` blocks every number starting with ${digits}`,
  created: (name) => `Blacklist *${name}* created.`,
  createdNote:
    'It blocks nothing yet: attach it to a routing rule from the web dashboard. Add numbers with `/blacklist add`.',
  pickList: (number, missing) =>
    `The blacklist *${missing}* set for “Block number” does not exist. Which blacklist should block *${number}*?`,
  noLists: 'There are no blacklists: create one with `/blacklist create &lt;name&gt;`, then try again.',
  confirmBlock: (number, name) => `Block *${number}* in the blacklist *${name}*?`,
  blockButton: 'Block',
  added: (number, name, id) => `Number *${number}* added to *${name}* (id ${id}).`,
  updated: (name, id) => `Entry ${id} of *${name}* updated.`,
  removed: (name, id) => `Entry ${id} removed from *${name}*.`,
  blockedNow: 'It is blocked at once on every rule using this blacklist.',
  inactiveWarning: ':zzz: This blacklist is inactive: it blocks nothing until attached to a rule.',
  description: 'Description',
  whichReading:
    'It is not clear where the number ends and the description begins. Which number should be saved?',
  reading: (number, description) =>
    description === undefined
      ? `\`${number}\`, no description`
      : `\`${number}\`, description “${description}”`,
  quoteHint:
    'To skip this choice, put the number in quotes: `/blacklist add list "02 1234 5678" description`.',
  broadPrefix: (number, digits) =>
    `:warning: \`${number}\` blocks *every* number starting with ${digits}: many callers, not one.`,
  broadShort: (number, digits) =>
    `:warning: \`${number}\` has only ${digits === 1 ? '1 digit' : `${digits} digits`} (a phone number has at least 6): it may block more than you mean.`,
  confirmBroad: 'Confirm?',
  saveButton: (number) => `Save ${number}`,
  alreadyConfirmed: 'This choice was already confirmed.',
};

const catalogs: Record<Locale, BlacklistMessages> = { it, en };

/** The texts of `/blacklist` in `locale`. */
export function blacklistMessagesFor(locale: Locale): BlacklistMessages {
  return catalogs[locale];
}

/** The core's texts and the feature's, as its views read them (`t.common…`, `t.blacklist…`). */
export function blacklistTextsFor(locale: Locale) {
  return { ...messagesFor(locale), blacklist: catalogs[locale] };
}
export type BlacklistTexts = ReturnType<typeof blacklistTextsFor>;

/** The usage of `/blacklist`, as its help shows it. */
export const blacklistUsage: Readonly<Record<Locale, string>> = {
  it: '`/blacklist` — elenco delle blacklist (quelle non collegate a una regola sono inattive)\n`/blacklist show <nome>` — numeri di una blacklist\n`/blacklist create <nome>` — nuova blacklist (lettere, cifre, `_`, `-`; max 50)\n`/blacklist add <nome> <numero> [descrizione]` — il numero come lo scrivi (`+39 333 123 4567`, `(02) 1234 5678`; `0039` diventa `+39`); con `^` davanti (es. `^0899`) blocca tutti i numeri che iniziano con quelle cifre. Se il numero è seguito da cifre che possono essere descrizione, ti chiedo quale numero salvare\n`/blacklist edit <nome> <id> [number=…] [description=…]` — senza virgolette, es. `number=+39 02 1234 5678 description=Signor Rossi`\n`/blacklist remove <nome> <id>`',
  en: '`/blacklist` — all blacklists (those not attached to a rule are inactive)\n`/blacklist show <name>` — numbers of a blacklist\n`/blacklist create <name>` — new blacklist (letters, digits, `_`, `-`; max 50)\n`/blacklist add <name> <number> [description]` — the number as you write it (`+39 333 123 4567`, `(02) 1234 5678`; `0039` becomes `+39`); a leading `^` (e.g. `^0899`) blocks every number starting with those digits. When digits after the number could be the description, you are asked which number to save\n`/blacklist edit <name> <id> [number=…] [description=…]` — no quotes needed, e.g. `number=+39 02 1234 5678 description=Mr Rossi`\n`/blacklist remove <name> <id>`',
};
