import type { types } from '@slack/bolt';
import { mrkdwnLine, plainLine, withoutInvisible } from './mrkdwn-text.js';

export type Block = types.KnownBlock;
export type ButtonElement = types.Button;
export type ConfirmDialog = types.ConfirmationDialog;

/** A message: `text` is the notification/fallback, `blocks` what is shown. */
export interface SlackMessage {
  text: string;
  blocks: Block[];
}

/**
 * Slack's Block Kit limits the views keep to.
 * @see library-facts.md "Bolt 5"
 */
export const slackLimits = {
  messageBlocks: 50,
  modalBlocks: 100,
  sectionText: 3000,
  fields: 10,
  fieldText: 2000,
  actionsElements: 25,
  headerText: 150,
  buttonText: 75,
  buttonValue: 2000,
  contextElements: 10,
  contextText: 3000,
  notificationText: 3000,
  optionText: 75,
  selectOptions: 100,
} as const;

/** Cuts `text` to `max` characters, ending with `…` when cut. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(max - 1, 0))}…`;
}

/**
 * A single-line value from outside (a name, a number, a description) as mrkdwn text, not markup.
 * @deprecated the same as `mrkdwnLine` (slack/views/mrkdwn-text.ts), which new code imports.
 */
export const esc: (text: string) => string = mrkdwnLine;

/** A plain_text object: never a bidi or zero-width character, at most `max` characters. */
export function plain(text: string, max: number = slackLimits.sectionText): types.PlainTextElement {
  const shown = withoutInvisible(text);
  return { type: 'plain_text', text: truncate(shown === '' ? ' ' : shown, max), emoji: true };
}

export function mrkdwn(text: string, max: number = slackLimits.sectionText): types.MrkdwnElement {
  return { type: 'mrkdwn', text: truncate(text === '' ? ' ' : text, max) };
}

/** A header: one line (a name in it cannot add one), at most 150 characters. */
export function header(text: string): types.HeaderBlock {
  return { type: 'header', text: plain(plainLine(text), slackLimits.headerText) };
}

export function section(text: string, accessory?: types.Button): types.SectionBlock {
  return { type: 'section', text: mrkdwn(text), ...(accessory ? { accessory } : {}) };
}

/** Label/value pairs as section fields, 10 per section, each at most 2000 characters. */
export function fieldSections(pairs: readonly [string, string][]): types.SectionBlock[] {
  const out: types.SectionBlock[] = [];
  for (let i = 0; i < pairs.length; i += slackLimits.fields) {
    out.push({
      type: 'section',
      fields: pairs
        .slice(i, i + slackLimits.fields)
        .map(([label, value]) => mrkdwn(`*${label}*\n${value}`, slackLimits.fieldText)),
    });
  }
  return out;
}

export function context(...texts: string[]): types.ContextBlock {
  return {
    type: 'context',
    elements: texts
      .filter((t) => t !== '')
      .slice(0, slackLimits.contextElements)
      .map((t) => mrkdwn(t, slackLimits.contextText)),
  };
}

export function divider(): types.DividerBlock {
  return { type: 'divider' };
}

/**
 * Lines packed into as few sections as fit 3000 characters each, at most `maxSections`; lines that do not
 * fit are summarised by `more(n)`.
 */
export function lineSections(
  lines: readonly string[],
  maxSections: number,
  more: (hidden: number) => string,
): types.SectionBlock[] {
  const sections: string[] = [];
  let current = '';
  let shown = 0;
  const limit = slackLimits.sectionText - 100; // room for the "more" line
  for (const raw of lines) {
    const line = truncate(raw, limit);
    if (current !== '' && current.length + 1 + line.length > limit) {
      if (sections.length + 1 >= maxSections) break;
      sections.push(current);
      current = '';
    }
    current = current === '' ? line : `${current}\n${line}`;
    shown++;
  }
  if (shown < lines.length) current = `${current}\n${more(lines.length - shown)}`;
  if (current !== '') sections.push(current);
  return sections.map((text) => section(text));
}

export function button(input: {
  text: string;
  actionId: string;
  value: string;
  style?: 'primary' | 'danger';
  confirm?: ConfirmDialog;
}): types.Button {
  return {
    type: 'button',
    text: plain(plainLine(input.text), slackLimits.buttonText),
    action_id: input.actionId,
    value: input.value,
    ...(input.style ? { style: input.style } : {}),
    ...(input.confirm ? { confirm: input.confirm } : {}),
  };
}

/** A confirmation dialog: one-line plain texts (a number from outside in it cannot add a line). */
export function confirmDialog(input: {
  title: string;
  text: string;
  confirm: string;
  deny: string;
  danger?: boolean;
}): ConfirmDialog {
  return {
    title: plain(plainLine(input.title), 100),
    text: plain(plainLine(input.text), 300),
    confirm: plain(input.confirm, 30),
    deny: plain(input.deny, 30),
    ...(input.danger ? { style: 'danger' as const } : {}),
  };
}

/** Buttons in actions blocks of at most 25 elements; buttons with a value over 2000 chars are dropped. */
export function actions(elements: readonly types.Button[], blockId?: string): types.ActionsBlock[] {
  const usable = elements.filter((e) => (e.value ?? '').length <= slackLimits.buttonValue);
  const out: types.ActionsBlock[] = [];
  for (let i = 0; i < usable.length; i += slackLimits.actionsElements) {
    out.push({
      type: 'actions',
      ...(blockId ? { block_id: out.length === 0 ? blockId : `${blockId}_${out.length}` } : {}),
      elements: usable.slice(i, i + slackLimits.actionsElements),
    });
  }
  return out;
}

/**
 * Keeps a message within 50 blocks: when over, drops content blocks before the trailing actions block and
 * says how many were left out. A final safety net; views paginate so this rarely cuts.
 */
export function fitMessage(message: SlackMessage, hiddenNote: (n: number) => string): SlackMessage {
  const { blocks } = message;
  if (blocks.length <= slackLimits.messageBlocks) {
    return { ...message, text: truncate(message.text, slackLimits.notificationText) };
  }
  const last = blocks.at(-1);
  const tail = last?.type === 'actions' ? [last] : [];
  const room = slackLimits.messageBlocks - tail.length - 1;
  const kept = blocks.slice(0, room);
  const hidden = blocks.length - tail.length - kept.length;
  return {
    text: truncate(message.text, slackLimits.notificationText),
    blocks: [...kept, context(hiddenNote(hidden)), ...tail],
  };
}
