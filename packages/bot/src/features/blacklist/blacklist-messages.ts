import type { Locale } from '../../core/config/bot-config.schema.js';
import { messagesFor } from '../../core/i18n/catalog.js';

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
  alreadyPresent: (number: string, name: string) =>
    `:warning: \`${number}\` è già presente nella blacklist *${name}*: non l'ho aggiunto di nuovo.`,
  presentAs: (id: number, stored: string) =>
    `È la voce ${id}, scritta \`${stored}\` (per il centralino è lo stesso numero).`,
  isContact: (number: string, who: string) => `\`${number}\` è *${who}*, un contatto della rubrica.`,
  isOwn: (number: string, what: string) => `\`${number}\` è un numero dell'ufficio (${what}).`,
  ownNumber: 'numero VoIP',
  prefixContacts: (number: string, who: string) =>
    `\`${number}\` blocca anche contatti della rubrica: ${who}.`,
  prefixOwn: (number: string, what: string) => `\`${number}\` blocca anche numeri dell'ufficio: ${what}.`,
  andMore: (n: number) => (n === 1 ? 'e un altro' : `e altri ${n}`),
  confirmWhom: (name: string) =>
    `Bloccare comunque nella blacklist *${name}*? Le chiamate da questo numero verranno rifiutate.`,
  blockAnyway: 'Blocca comunque',
  notInList: (number: string, name: string) =>
    `\`${number}\` non è nella blacklist *${name}* (in nessuna forma). \`/blacklist show ${name}\` mostra le voci.`,
  confirmRemove: (number: string, id: number, name: string) =>
    `Rimuovere \`${number}\` (id ${id}) dalla blacklist *${name}*?`,
  whichRemove: (name: string) => `Più voci di *${name}* corrispondono. Quale rimuovere?`,
  entryChoice: (number: string, id: number) => `\`${number}\` (id ${id})`,
  removeButton: 'Rimuovi',
  removeIdButton: (id: number) => `Rimuovi id ${id}`,
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
  alreadyPresent: (number, name) =>
    `:warning: \`${number}\` is already in the blacklist *${name}*: it was not added again.`,
  presentAs: (id, stored) => `It is entry ${id}, written \`${stored}\` (the same number to the exchange).`,
  isContact: (number, who) => `\`${number}\` is *${who}*, a contact of the directory.`,
  isOwn: (number, what) => `\`${number}\` is one of the office's numbers (${what}).`,
  ownNumber: 'VoIP number',
  prefixContacts: (number, who) => `\`${number}\` also blocks contacts of the directory: ${who}.`,
  prefixOwn: (number, what) => `\`${number}\` also blocks the office's numbers: ${what}.`,
  andMore: (n) => (n === 1 ? 'and one more' : `and ${n} more`),
  confirmWhom: (name) =>
    `Block it anyway in the blacklist *${name}*? Calls from this number will be refused.`,
  blockAnyway: 'Block anyway',
  notInList: (number, name) =>
    `\`${number}\` is not in the blacklist *${name}* (in any form). \`/blacklist show ${name}\` lists its entries.`,
  confirmRemove: (number, id, name) => `Remove \`${number}\` (id ${id}) from the blacklist *${name}*?`,
  whichRemove: (name) => `Several entries of *${name}* match. Which one should be removed?`,
  entryChoice: (number, id) => `\`${number}\` (id ${id})`,
  removeButton: 'Remove',
  removeIdButton: (id) => `Remove id ${id}`,
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
  it: [
    '`/blacklist` — elenco delle blacklist (quelle non collegate a una regola sono inattive)',
    '`/blacklist show <nome>` — numeri di una blacklist',
    '`/blacklist create <nome>` — nuova blacklist (lettere, cifre, `_`, `-`; max 50)',
    '`/blacklist add <nome> <numero> [descrizione]` — il numero come lo scrivi (`+39 333 123 4567`, `(02) 1234 5678`; `0039` diventa `+39`); con `^` davanti (es. `^0899`) blocca tutti i numeri che iniziano con quelle cifre. Se il numero è seguito da cifre che possono essere descrizione, ti chiedo quale numero salvare',
    '`/blacklist edit <nome> <id> [number=…] [description=…]` — senza virgolette, es. `number=+39 02 1234 5678 description=Signor Rossi`',
    '`/blacklist remove <nome> <id | numero>` — per id (`/blacklist show` li mostra) subito; per numero, scritto in qualsiasi forma, ti mostro la voce e chiedo conferma',
    "Il nome della blacklist vale anche con maiuscole diverse (`Spam` è `spam`). Un numero già presente in un'altra forma (`+39…`, `0039…`, senza prefisso) non viene aggiunto di nuovo. Prima di bloccare un contatto della rubrica o un numero dell'ufficio ti dico chi è e chiedo conferma",
  ].join('\n'),
  en: [
    '`/blacklist` — all blacklists (those not attached to a rule are inactive)',
    '`/blacklist show <name>` — numbers of a blacklist',
    '`/blacklist create <name>` — new blacklist (letters, digits, `_`, `-`; max 50)',
    '`/blacklist add <name> <number> [description]` — the number as you write it (`+39 333 123 4567`, `(02) 1234 5678`; `0039` becomes `+39`); a leading `^` (e.g. `^0899`) blocks every number starting with those digits. When digits after the number could be the description, you are asked which number to save',
    '`/blacklist edit <name> <id> [number=…] [description=…]` — no quotes needed, e.g. `number=+39 02 1234 5678 description=Mr Rossi`',
    '`/blacklist remove <name> <id | number>` — by id (`/blacklist show` lists them) at once; by number, written in any form, you are shown the entry and asked to confirm',
    "A blacklist's name works in any case (`Spam` is `spam`). A number already there in another form (`+39…`, `0039…`, without prefix) is not added again. Before blocking a contact of the directory or one of the office's numbers you are told whom it is and asked to confirm",
  ].join('\n'),
};
