import type { Locale } from '../../core/config/bot-config.schema.js';
import { messagesFor } from '../../core/i18n/catalog.js';

/** Texts of `/contact`, in Italian (the default); `en` has the same shape. */
const it = {
  title: (name: string) => `Contatto: ${name}`,
  number: 'Numero',
  company: 'Azienda',
  notes: 'Note',
  updated: (id: number) => `Contatto ${id} aggiornato.`,
  noSearch: (name: string) =>
    `Il centralino non cerca i contatti per nome: li legge solo per id (\`/contact &lt;id&gt;\`, l'id è nel pannello web, Rubrica). «${name}»:`,
  found: 'tra i contatti già letti dal bot:',
  noneFound:
    'nessuno tra i contatti già letti dal bot. Cercalo nella Rubrica del pannello web e usa `/contact &lt;id&gt;`.',
  foundLine: (id: number, name: string, number: string) => `\`/contact ${id}\` — ${name} · ${number}`,
};

export type ContactMessages = typeof it;

const en: ContactMessages = {
  title: (name) => `Contact: ${name}`,
  number: 'Number',
  company: 'Company',
  notes: 'Notes',
  updated: (id) => `Contact ${id} updated.`,
  noSearch: (name) =>
    `The exchange does not search contacts by name: it reads them by id only (\`/contact &lt;id&gt;\`, the id is in the web dashboard, Directory). “${name}”:`,
  found: 'among the contacts the bot has already read:',
  noneFound:
    'none among the contacts the bot has already read. Find it in the web dashboard’s Directory and use `/contact &lt;id&gt;`.',
  foundLine: (id, name, number) => `\`/contact ${id}\` — ${name} · ${number}`,
};

const catalogs: Record<Locale, ContactMessages> = { it, en };

/** The texts of `/contact` in `locale`. */
export function contactMessagesFor(locale: Locale): ContactMessages {
  return catalogs[locale];
}

/** The core's texts and the feature's, as its views read them (`t.common…`, `t.contact…`). */
export function contactTextsFor(locale: Locale) {
  return { ...messagesFor(locale), contact: catalogs[locale] };
}
export type ContactTexts = ReturnType<typeof contactTextsFor>;

/** The usage of `/contact`, as its help shows it. */
export const contactUsage: Readonly<Record<Locale, string>> = {
  it: '`/contact <id>` — un contatto della rubrica (`#42` o `42`)\n`/contact <nome>` — il centralino legge i contatti solo per id: cerco tra quelli già letti\n`/contact <id> set name="…" company="…" notes="…" number="…"` — modifica (virgolette facoltative, es. `name=Studio Rossi company=Rossi Srl`; vuoto cancella azienda e note; il numero come lo scrivi, es. `number="+39 02 1234 5678"`)',
  en: '`/contact <id>` — a directory contact (`#42` or `42`)\n`/contact <name>` — the exchange reads contacts by id only: the bot looks among those already read\n`/contact <id> set name="…" company="…" notes="…" number="…"` — change it (quotes optional, e.g. `name=Studio Rossi company=Rossi Srl`; empty clears company and notes; the number as you write it, e.g. `number="+39 02 1234 5678"`)',
};
