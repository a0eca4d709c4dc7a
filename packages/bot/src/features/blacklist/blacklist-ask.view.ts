import type { BlacklistNumber } from '@centralino/schemas';
import type { Locale } from '../../core/config/bot-config.schema.js';
import type { KnownContact } from '../../pbx/directory/known-contacts.js';
import type { OwnNumber } from '../../pbx/directory/own-numbers.js';
import { actionIds } from '../../slack/views/action-ids.js';
import { actions, button, esc, type SlackMessage, section } from '../../slack/views/blocks.js';
import type { ConfirmedWrite } from './blacklist.schema.js';
import type { EntryConfirmValue } from './blacklist-confirm.view.js';
import { blacklistActionIds } from './blacklist-ids.js';
import { type BlacklistTexts, blacklistTextsFor } from './blacklist-messages.js';
import type { BlockedPeople } from './blacklist-whom.js';

/** Names shown before "e altri N". */
const SHOWN = 3;
/** Buttons of entries to remove (Slack's 25 per actions block, "Annulla" included). */
const MAX_CHOICES = 24;

function contactName(c: KnownContact): string {
  return c.company ? `${esc(c.name)} (${esc(c.company)})` : esc(c.name);
}

function ownName(o: OwnNumber, t: BlacklistTexts): string {
  return o.description ? `${t.blacklist.ownNumber} «${esc(o.description)}»` : t.blacklist.ownNumber;
}

function listed(items: string[], t: BlacklistTexts): string {
  const more = items.length - SHOWN;
  return more > 0 ? `${items.slice(0, SHOWN).join(', ')} ${t.blacklist.andMore(more)}` : items.join(', ');
}

/** The lines that say whom `number` is, or (a prefix block) whom it also blocks. */
function whomLines(number: string, people: BlockedPeople, t: BlacklistTexts): string[] {
  const shown = esc(number);
  if (!number.startsWith('^')) {
    return [
      ...people.contacts.map((c) => t.blacklist.isContact(shown, contactName(c))),
      ...people.own.map((o) => t.blacklist.isOwn(shown, ownName(o, t))),
    ];
  }
  const lines: string[] = [];
  const contacts = people.contacts.map((c) => `*${contactName(c)}* (${esc(c.number)})`);
  if (contacts.length > 0) lines.push(t.blacklist.prefixContacts(shown, listed(contacts, t)));
  const own = people.own.map((o) => `${esc(o.number)}${o.description ? ` «${esc(o.description)}»` : ''}`);
  if (own.length > 0) lines.push(t.blacklist.prefixOwn(shown, listed(own, t)));
  return lines;
}

function confirmButton(text: string, operation: ConfirmedWrite, confirmation: string, index = 0) {
  return button({
    text,
    actionId: `${blacklistActionIds.entryConfirm}:${index}`,
    value: JSON.stringify({ operation, confirmation } satisfies EntryConfirmValue),
    style: 'danger',
  });
}

function cancelButton(t: BlacklistTexts) {
  return button({ text: t.common.cancel, actionId: actionIds.callCancel, value: 'cancel' });
}

/**
 * Before blocking a contact of the directory or one of the office's own numbers: whom, in which blacklist,
 * "Blocca comunque" or "Annulla". Nothing is written before the click.
 */
export function blockWhomView(
  write: ConfirmedWrite & { number?: string | undefined },
  name: string,
  people: BlockedPeople,
  confirmation: string,
  locale: Locale,
): SlackMessage {
  const t = blacklistTextsFor(locale);
  const number = write.number ?? '';
  const text = [...whomLines(number, people, t), t.blacklist.confirmWhom(esc(name))].join('\n');
  const confirmed = { ...write, name, confirmed: true } as ConfirmedWrite;
  return {
    text,
    blocks: [
      // a question before acting, not a refusal (`:warning:` marks those)
      section(`:raised_hand: ${text}`),
      ...actions([confirmButton(t.blacklist.blockAnyway, confirmed, confirmation), cancelButton(t)]),
    ],
  };
}

/** A number the blacklist already holds, in this or another spelling: said plainly, nothing written. */
export function alreadyPresentView(
  number: string,
  name: string,
  entry: BlacklistNumber | undefined,
  locale: Locale,
): SlackMessage {
  const t = blacklistTextsFor(locale);
  const lines = [t.blacklist.alreadyPresent(esc(number), esc(name))];
  if (entry) lines.push(t.blacklist.presentAs(entry.id, esc(entry.number)));
  const text = lines.join('\n');
  return { text, blocks: [section(text)] };
}

/**
 * `/blacklist remove <name> <number>`: the entries that are this number, each with its id, to remove with a
 * click ("Rimuovi", or one button per entry when several match); none: said so.
 */
export function removeChoiceView(
  name: string,
  number: string,
  entries: readonly BlacklistNumber[],
  confirmation: string,
  locale: Locale,
): SlackMessage {
  const t = blacklistTextsFor(locale);
  const [only] = entries;
  if (!only) {
    const text = t.blacklist.notInList(esc(number), esc(name));
    return { text, blocks: [section(text)] };
  }
  const remove = (e: BlacklistNumber) => ({ type: 'blacklist.remove' as const, name, id: e.id });
  const shownEntries = entries.slice(0, MAX_CHOICES);
  const text =
    entries.length === 1
      ? t.blacklist.confirmRemove(esc(only.number), only.id, esc(name))
      : [
          t.blacklist.whichRemove(esc(name)),
          ...shownEntries.map((e) => `• ${t.blacklist.entryChoice(esc(e.number), e.id)}`),
        ].join('\n');
  const buttons =
    entries.length === 1
      ? [confirmButton(t.blacklist.removeButton, remove(only), confirmation)]
      : shownEntries.map((e, i) =>
          confirmButton(t.blacklist.removeIdButton(e.id), remove(e), confirmation, i),
        );
  return { text, blocks: [section(text), ...actions([...buttons, cancelButton(t)])] };
}
