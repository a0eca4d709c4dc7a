import type { Contact } from '@centralino/schemas';
import type { Locale } from '../../core/config/bot-config.schema.js';
import type { KnownContact } from '../../pbx/directory/known-contacts.js';
import { context, esc, fieldSections, header, type SlackMessage, section } from '../../slack/views/blocks.js';
import { mrkdwnText } from '../../slack/views/mrkdwn-text.js';
import { contactTextsFor } from './contact-messages.js';

/**
 * `/contact <id>` (and the answer to `/contact <id> set …`, with `updated`).
 * @see pbx-api-reference.md "Contact"
 */
export function contactView(contact: Contact, locale: Locale, updated = false): SlackMessage {
  const t = contactTextsFor(locale);
  const c = t.contact;
  const blocks = [
    header(c.title(contact.name)),
    ...fieldSections([
      [c.number, esc(contact.number)],
      [c.company, contact.company ? esc(contact.company) : t.common.none],
      [c.notes, contact.notes ? mrkdwnText(contact.notes) : t.common.none],
    ]),
    context(`id ${contact.id}${updated ? ` · :white_check_mark: ${c.updated(contact.id)}` : ''}`),
  ];
  return { text: updated ? c.updated(contact.id) : c.title(esc(contact.name)), blocks };
}

/** The most contacts a name search lists. */
const MAX_FOUND = 10;

/**
 * `/contact <name>`: the exchange reads contacts by id only, so the answer says so and lists the contacts the
 * bot has already read whose name or company answers to it (each with the command that reads it).
 */
export function contactSearchView(
  name: string,
  found: readonly KnownContact[],
  locale: Locale,
): SlackMessage {
  const c = contactTextsFor(locale).contact;
  const lines = [
    `${c.noSearch(esc(name))} ${found.length === 0 ? c.noneFound : c.found}`,
    ...found.slice(0, MAX_FOUND).map((k) => `• ${c.foundLine(k.id, esc(k.name), esc(k.number))}`),
  ];
  const text = lines.join('\n');
  return { text, blocks: [section(text)] };
}
