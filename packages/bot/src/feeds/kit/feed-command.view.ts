import {
  type Block,
  context,
  header,
  lineSections,
  type SlackMessage,
  section,
} from '../../slack/views/blocks.js';

/** A one-sentence answer of a feed's command (removed, paused, resumed). */
export function textView(text: string): SlackMessage {
  return { text, blocks: [section(text)] };
}

/**
 * The answer to `… list`: a title, one line per rule (at most 40 shown, then `… +N`), notes in a context block
 * and the feed's own sections below; the rules' count in the notification text. No rule: the feed's `none`.
 */
export function ruleListView(input: {
  title: string;
  none: string;
  lines: readonly string[];
  notes?: readonly string[];
  extra?: readonly Block[];
}): SlackMessage {
  const { title, lines, notes = [] } = input;
  if (lines.length === 0) return { text: input.none, blocks: [header(title), section(input.none)] };
  const blocks: Block[] = [
    header(title),
    ...lineSections(lines, 40, (n) => `… +${n}`),
    ...(notes.length > 0 ? [context(...notes)] : []),
    ...(input.extra ?? []),
  ];
  return { text: `${title}: ${lines.length}`, blocks };
}
