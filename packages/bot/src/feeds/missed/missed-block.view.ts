import type { Locale } from '../../core/config/bot-config.schema.js';
import type { KnownContact } from '../../pbx/directory/known-contacts.js';
import type { OwnNumber } from '../../pbx/directory/own-numbers.js';
import { actionIds } from '../../slack/views/action-ids.js';
import { actions, button, esc, type SlackMessage, section } from '../../slack/views/blocks.js';
import type { MissedBlock } from './missed-block.schema.js';
import { missedMessagesFor } from './missed-messages.js';

/** Whom a notice's caller is, among those the office would not block unasked. */
export interface CallerWhom {
  contact?: KnownContact | undefined;
  own?: OwnNumber | undefined;
}

/** List buttons shown (Slack's 25 per actions block, "Annulla" included). */
const MAX_LISTS = 24;

const cancelButton = (locale: Locale) =>
  button({ text: missedMessagesFor(locale).notice.cancel, actionId: actionIds.callCancel, value: 'cancel' });

/** A button that runs `operation` when clicked (the core's `open`: a write only for permitted users). */
const runs = (text: string, operation: MissedBlock, index = 0, danger = false) =>
  button({
    text,
    actionId: `${actionIds.open}:${index}`,
    value: JSON.stringify(operation),
    ...(danger ? { style: 'danger' as const } : {}),
  });

/**
 * Before blocking a caller who is a contact of the directory or one of the office's own numbers: whom, in
 * which blacklist, "Blocca comunque" or "Annulla". Nothing is written before the click.
 */
export function blockWhomView(op: MissedBlock, whom: CallerWhom, locale: Locale): SlackMessage {
  const t = missedMessagesFor(locale).block;
  const number = esc(op.number);
  const lines: string[] = [];
  if (whom.contact) {
    const { name, company } = whom.contact;
    lines.push(t.isContact(number, company ? `${esc(name)} (${esc(company)})` : esc(name)));
  }
  if (whom.own) {
    const what = whom.own.description ? `${t.ownNumber} «${esc(whom.own.description)}»` : t.ownNumber;
    lines.push(t.isOwn(number, what));
  }
  const text = [...lines, t.confirmWhom(esc(op.name))].join('\n');
  return {
    text,
    blocks: [
      // a question before acting, not a refusal (`:warning:` marks those)
      section(`:raised_hand: ${text}`),
      ...actions([runs(t.blockAnyway, { ...op, confirmed: true }, 0, true), cancelButton(locale)]),
    ],
  };
}

/** The blacklist set for "Blocca numero" does not exist: the account's blacklists to block the caller in. */
export function pickListView(op: MissedBlock, lists: readonly string[], locale: Locale): SlackMessage {
  const t = missedMessagesFor(locale).block;
  const text = t.pickList(esc(op.number), esc(op.name));
  if (lists.length === 0) return { text, blocks: [section(text), section(t.noLists)] };
  const choices = lists.slice(0, MAX_LISTS).map((name, i) => runs(name, { ...op, name }, i));
  return { text, blocks: [section(text), ...actions([...choices, cancelButton(locale)])] };
}

/** The caller is blocked: written now, or (`already`) it was in the blacklist. */
export function blockedView(op: MissedBlock, already: boolean, locale: Locale): SlackMessage {
  const t = missedMessagesFor(locale).block;
  const text = already
    ? t.alreadyThere(esc(op.number), esc(op.name))
    : t.blocked(esc(op.number), esc(op.name));
  return { text, blocks: [section(`:no_entry_sign: ${text}`)] };
}
