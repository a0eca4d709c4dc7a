import type { Contact } from '@centralino/schemas';
import type { Locale } from '../../config/bot-config.schema.js';
import { context, esc, fieldSections, header, type SlackMessage } from '../../views/blocks.js';
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
      [c.notes, contact.notes ? esc(contact.notes) : t.common.none],
    ]),
    context(`id ${contact.id}${updated ? ` · :white_check_mark: ${c.updated(contact.id)}` : ''}`),
  ];
  return { text: updated ? c.updated(contact.id) : c.title(contact.name), blocks };
}
