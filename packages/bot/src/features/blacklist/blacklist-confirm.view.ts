import type { Locale } from '../../core/config/bot-config.schema.js';
import { actionIds } from '../../slack/views/action-ids.js';
import { actions, button, context, esc, type SlackMessage, section } from '../../slack/views/blocks.js';
import type { ConfirmedWrite, EntryWrite } from './blacklist.schema.js';
import { blacklistActionIds } from './blacklist-ids.js';
import { blacklistTextsFor } from './blacklist-messages.js';
import { blocksBroadly } from './number-split.js';

/** What a button of a confirmation carries: the write chosen and the confirmation it belongs to. */
export interface EntryConfirmValue {
  operation: ConfirmedWrite;
  /** Identifies the confirmation: however often its buttons are clicked or delivered, one write at most. */
  confirmation: string;
}

function broadWarning(number: string, t: ReturnType<typeof blacklistTextsFor>): string | undefined {
  if (!blocksBroadly(number)) return undefined;
  const digits = number.replace(/\D/g, '');
  return number.startsWith('^')
    ? t.blacklist.broadPrefix(esc(number), digits === '' ? '+' : digits)
    : t.blacklist.broadShort(esc(number), digits.length);
}

/**
 * The numbers a `/blacklist add` or `edit` would store, to choose from before anything is written: the
 * readings of an ambiguous split (number and description of each), or one entry that blocks broadly with what
 * it blocks. One button per reading, then "Annulla".
 */
export function entryConfirmView(
  reason: 'ambiguous' | 'broad',
  choices: readonly EntryWrite[],
  confirmation: string,
  locale: Locale,
): SlackMessage {
  const t = blacklistTextsFor(locale);
  const lines: string[] = [];
  if (reason === 'ambiguous') lines.push(t.blacklist.whichReading);
  for (const choice of choices) {
    const number = choice.number ?? '';
    if (reason === 'ambiguous')
      lines.push(`• ${t.blacklist.reading(esc(number), choice.description && esc(choice.description))}`);
    const warning = broadWarning(number, t);
    if (warning) lines.push(reason === 'ambiguous' ? `   ${warning}` : warning);
  }
  if (reason === 'broad') lines.push(t.blacklist.confirmBroad);
  const text = lines.join('\n');
  const buttons = choices.map((operation, index) =>
    button({
      text: t.blacklist.saveButton(operation.number ?? ''),
      actionId: `${blacklistActionIds.entryConfirm}:${index}`,
      value: JSON.stringify({ operation, confirmation } satisfies EntryConfirmValue),
      ...(choices.length === 1 ? { style: 'primary' as const } : {}),
    }),
  );
  return {
    text,
    blocks: [
      section(text),
      ...actions([
        ...buttons,
        button({ text: t.common.cancel, actionId: actionIds.callCancel, value: 'cancel' }),
      ]),
      ...(reason === 'ambiguous' ? [context(t.blacklist.quoteHint)] : []),
    ],
  };
}
