import { arrayOf, isRecord } from '../block-kit/guards.js';
import type { Block } from '../block-kit/types.js';
import type { MrkdwnNames } from '../render/mrkdwn.js';
import { renderBlocks } from '../render/render-blocks.js';
import { renderText } from '../render/render-text.js';

/** What a message shows, as comparable parts: its title, its labelled fields, its other lines. */
interface MessageParts {
  title: string | undefined;
  fields: Map<string, string>;
  lines: string[];
  /** Context lines (small print: times, who did what). */
  notes: string[];
}

const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

function partsOf(content: { text?: string; blocks?: readonly Block[] }, names: MrkdwnNames): MessageParts {
  const parts: MessageParts = { title: undefined, fields: new Map(), lines: [], notes: [] };
  const blocks = content.blocks ?? [];
  if (blocks.length === 0) {
    parts.lines.push(...renderText({ type: 'mrkdwn', text: content.text ?? '' }, names).split('\n'));
    return parts;
  }
  for (const block of blocks) {
    if (block.type === 'actions') continue;
    if (block.type === 'header') {
      parts.title ??= renderText(block.text, names);
      continue;
    }
    if (block.type === 'context') {
      for (const e of arrayOf(block.elements)) {
        const text = isRecord(e) && e.type === 'image' ? '' : renderText(e, names);
        if (text !== '') parts.notes.push(text);
      }
      continue;
    }
    if (block.type === 'section') {
      if (block.text !== undefined) parts.lines.push(...renderText(block.text, names).split('\n'));
      for (const field of arrayOf(block.fields)) {
        const [label = '', ...value] = renderText(field, names).split('\n');
        if (value.length === 0) parts.lines.push(label);
        else parts.fields.set(label.replace(/^\*(.+)\*$/, '$1'), oneLine(value.join(' ')));
      }
      continue;
    }
    parts.lines.push(...renderBlocks([block], { names }).lines);
  }
  parts.lines = parts.lines.filter((l) => l.trim() !== '');
  return parts;
}

/** `old → new`, keeping what both share at the start (up to a word) once. */
function changedLine(before: string, after: string): string {
  let common = 0;
  while (common < before.length && common < after.length && before[common] === after[common]) common++;
  const cut = before.lastIndexOf(' ', common) + 1;
  return `${after.slice(0, cut)}${before.slice(cut)} → ${after.slice(cut)}`;
}

/** A field whose value lists parts (`3 liberi · 0 in chiamata`): only the parts that changed. */
function changedField(label: string, before: string, after: string): string {
  const a = before.split(' · ');
  const b = after.split(' · ');
  if (a.length > 1 && a.length === b.length) {
    const parts = b.flatMap((part, i) => (part === a[i] ? [] : [changedLine(a[i] ?? '', part)]));
    return `${label} ${parts.join(', ')}`;
  }
  return changedLine(`${label} ${before}`, `${label} ${after}`);
}

const sharedStart = (a: string, b: string) => {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
};

/** Lines only in `after` and only in `before` (each line counted as often as it appears). */
function lineChanges(before: readonly string[], after: readonly string[]): string[] {
  const removed = [...before];
  const added: string[] = [];
  for (const line of after) {
    const i = removed.indexOf(line);
    if (i === -1) added.push(line);
    else removed.splice(i, 1);
  }
  const out: string[] = [];
  for (const line of added) {
    // the removed line this one replaces: the one it shares the longest start with (a wait that grew)
    let best = -1;
    let bestShared = 0;
    removed.forEach((old, i) => {
      const shared = sharedStart(old, line);
      if (shared > bestShared) {
        best = i;
        bestShared = shared;
      }
    });
    const old = removed[best];
    if (old !== undefined && bestShared >= Math.min(6, Math.min(old.length, line.length) / 2)) {
      out.push(changedLine(old, line));
      removed.splice(best, 1);
    } else out.push(`+ ${line}`);
  }
  // a message that stops repeating its mentions (they notify once) has not changed in substance
  for (const line of removed) if (!/^(@[\w.^-]+\s*)+$/.test(line.trim())) out.push(`− ${line}`);
  return out;
}

/** Small print whose only change is in its figures (times read, next check) is not news. */
const figuresOnly = (a: string, b: string) => a.replace(/\d/g, '0') === b.replace(/\d/g, '0');

/**
 * What changed between two versions of a message besides its title ({@link messageTitle}), each change in a few
 * words: a field `Label old → new`, a line
 * replaced `start old → new`, `+ line` added, `− line` removed. Small print that changed only in its figures (the
 * time a card was read) is left out, so an edit that changes nothing else has no changes.
 */
export function messageChanges(
  before: { text?: string; blocks?: readonly Block[] },
  after: { text?: string; blocks?: readonly Block[] },
  names: MrkdwnNames = {},
): string[] {
  const a = partsOf(before, names);
  const b = partsOf(after, names);
  const out: string[] = [];
  for (const [label, value] of b.fields) {
    const old = a.fields.get(label);
    if (old === undefined) out.push(`+ ${label} ${value}`);
    else if (old !== value) out.push(changedField(label, old, value));
  }
  for (const [label, value] of a.fields) if (!b.fields.has(label)) out.push(`− ${label} ${value}`);
  out.push(...lineChanges(a.lines, b.lines));
  const added = b.notes.filter((n) => !a.notes.some((o) => figuresOnly(o, n)));
  const removed = a.notes.filter((o) => !b.notes.some((n) => figuresOnly(o, n)));
  out.push(...lineChanges(removed, added));
  return out;
}

/** The title of a message: its header, else its first line. */
export function messageTitle(content: { text?: string; blocks?: readonly Block[] }, names: MrkdwnNames = {}) {
  const parts = partsOf(content, names);
  return parts.title ?? parts.lines[0] ?? '';
}
