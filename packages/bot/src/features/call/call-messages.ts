import type { Locale } from '../../core/config/bot-config.schema.js';
import { messagesFor } from '../../core/i18n/catalog.js';

/** Texts of `/call`, in Italian (the default); `en` has the same shape. */
const it = {
  confirmText: (number: string, extension: string) =>
    `Chiamare *${number}* dal tuo interno *${extension}*? Prima squillerà il tuo telefono.`,
  confirmButton: 'Chiama',
  alreadyCalling: (user: string, time: string) =>
    `:warning: ${user} sta già richiamando questo numero (dalle ${time}): chiamare comunque?`,
  startedNote: (id: string, when: string) => `id chiamata ${id} · avviata ${when}`,
  notLinked: 'Non hai un interno collegato: usa `/pbx link &lt;interno&gt;`, poi riprova.',
  started: (number: string, extension: string) =>
    `:telephone_receiver: Chiamata avviata: squilla l'interno ${extension}, poi verrà chiamato ${number}.`,
  alreadyStarted:
    'La chiamata è già stata avviata da questa conferma: per chiamare di nuovo usa `/call` o «Richiama».',
  colleague: (number: string, name: string) =>
    `${number} è l'interno di ${name}: per chiamare un collega usa il telefono; \`/call\` chiama solo numeri esterni (almeno 6 cifre).`,
  tooShort: (number: string) =>
    `${number} non è un interno di questo centralino, e \`/call\` chiama solo numeri esterni di almeno 6 cifre: controlla il numero (es. \`/call 02 1234 5678\`).`,
};

export type CallMessages = typeof it;

const en: CallMessages = {
  confirmText: (number, extension) =>
    `Call *${number}* from your extension *${extension}*? Your phone rings first.`,
  confirmButton: 'Call',
  alreadyCalling: (user, time) =>
    `:warning: ${user} is already calling this number back (since ${time}): call anyway?`,
  startedNote: (id, when) => `call id ${id} · started ${when}`,
  notLinked: 'You have no linked extension: use `/pbx link &lt;extension&gt;`, then try again.',
  started: (number, extension) =>
    `:telephone_receiver: Call started: extension ${extension} rings, then ${number} is called.`,
  alreadyStarted:
    'The call was already started from this confirmation: to call again, use `/call` or “Call back”.',
  colleague: (number, name) =>
    `${number} is ${name}'s extension: to call a colleague, use the phone; \`/call\` only calls outside numbers (at least 6 digits).`,
  tooShort: (number) =>
    `${number} is not an extension of this exchange, and \`/call\` only calls outside numbers of at least 6 digits: check the number (e.g. \`/call 02 1234 5678\`).`,
};

const catalogs: Record<Locale, CallMessages> = { it, en };

/** The texts of `/call` in `locale`. */
export function callMessagesFor(locale: Locale): CallMessages {
  return catalogs[locale];
}

/** The core's texts and the feature's, as its views read them (`t.common…`, `t.call…`). */
export function callTextsFor(locale: Locale) {
  return { ...messagesFor(locale), call: catalogs[locale] };
}
export type CallTexts = ReturnType<typeof callTextsFor>;

/** The usage of `/call`, as its help shows it. */
export const callUsage: Readonly<Record<Locale, string>> = {
  it: '`/call <numero>` — chiama dal tuo interno collegato (chiede conferma); il numero come lo scrivi: `+39 333 123 4567`, `(02) 1234 5678`; per un collega (interno, es. `203`) usa il telefono',
  en: '`/call <number>` — calls from your linked extension (asks for confirmation); the number as you write it: `+39 333 123 4567`, `(02) 1234 5678`; for a colleague (an extension, e.g. `203`) use the phone',
};
