import { validateBlocks } from '@centralino/slack-sandbox';
import { expect } from 'vitest';
import type { SlackMessage } from './blocks.js';

/** A small seeded generator (mulberry32): the same seed gives the same strings on every machine. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What a hostile exchange or caller puts in a name: Slack markup, formatting, line breaks, bidi and invisible characters. */
const PIECES = [
  '<!channel>',
  '<!here>',
  '<!everyone>',
  '<@U0ADMIN>',
  '<#C0GENERAL>',
  '<!subteam^S0123>',
  '<https://evil.example|premi qui>',
  '<http://10.0.0.1>',
  '<mailto:a@evil.example|mail>',
  '<',
  '>',
  '&',
  '&lt;!here&gt;',
  '*',
  '_',
  '~',
  '`',
  '```',
  '> ',
  '\n',
  '\r\n',
  '\n> ',
  '\t',
  '\u0000',
  '\u001B',
  '\u0085',
  '\u2028',
  '\u2029',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u2060',
  '\uFEFF',
  ' ',
  '+39 333',
  'ò',
  '😀',
  ':rotating_light:',
];

/** A hostile name: a plain word first (what a person must still read), then up to 12 hostile pieces. */
export function hostileName(random: () => number, long = false): { word: string; text: string } {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  const size = 3 + Math.floor(random() * 6);
  let word = '';
  for (let i = 0; i < size; i++) word += letters[Math.floor(random() * letters.length)];
  word = `${word[0]!.toUpperCase()}${word.slice(1)}`;
  let text = word;
  const pieces = long ? 400 : 1 + Math.floor(random() * 12);
  for (let i = 0; i < pieces; i++) text += PIECES[Math.floor(random() * PIECES.length)];
  return { word, text };
}

interface TextObject {
  kind: 'mrkdwn' | 'plain_text';
  text: string;
}

/** Every text object of some blocks, and the message's notification text (mrkdwn). */
export function textsOf(view: SlackMessage | { blocks: readonly unknown[] }): TextObject[] {
  const out: TextObject[] = [];
  if ('text' in view && typeof view.text === 'string') out.push({ kind: 'mrkdwn', text: view.text });
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      const record = node as Record<string, unknown>;
      if ((record.type === 'mrkdwn' || record.type === 'plain_text') && typeof record.text === 'string')
        out.push({ kind: record.type, text: record.text });
      for (const value of Object.values(record)) if (typeof value === 'object') visit(value);
    }
  };
  visit(view.blocks);
  return out;
}

const LIVE = /^<(?:[!@#]|https?:|mailto:)/i;

/** Slack tokens that act (mentions, broadcasts, channel and link tokens) in a mrkdwn text. */
function liveTokens(t: TextObject): string[] {
  if (t.kind !== 'mrkdwn') return [];
  return [...t.text.matchAll(/<[^<>]*>?/g)].map((m) => m[0]).filter((token) => LIVE.test(token));
}

/** A mrkdwn text without its code spans (Slack formats nothing inside them). */
const outsideCode = (t: TextObject): TextObject => ({ ...t, text: t.text.replace(/`[^`\n]*`/g, '') });
const INVISIBLE = /[\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/;
const CONTROL = /[\p{Cc}\u2028\u2029]/u;

const count = (texts: readonly TextObject[], what: RegExp) =>
  texts.reduce((n, t) => n + (t.text.match(what)?.length ?? 0), 0);

/**
 * A view fed a hostile string against the same view fed a plain word (`baseline`): no live mention or link in
 * any mrkdwn text, no bidi, zero-width or control character (line breaks aside) anywhere, no more line breaks,
 * formatting characters or quotes than the plain word gives (single-line fields stay single-line, unformatted),
 * the word still readable, and the blocks valid for Slack.
 */
export function expectInert(
  view: SlackMessage | { blocks: readonly unknown[] },
  baseline: SlackMessage | { blocks: readonly unknown[] },
  word: string,
): void {
  const texts = textsOf(view);
  const plainTexts = textsOf(baseline);
  // the bot's own mentions (a card's channel, who took it) are in the plain view too
  const own = new Set(plainTexts.flatMap((t) => liveTokens(t)));
  for (const t of texts) {
    expect(
      liveTokens(t).filter((token) => !own.has(token)),
      'a live mention or link',
    ).toEqual([]);
    expect(t.text, 'a bidi or zero-width character').not.toMatch(INVISIBLE);
    expect(t.text.replace(/\n/g, ''), 'a control character').not.toMatch(CONTROL);
  }
  const mrkdwn = texts.filter((t) => t.kind === 'mrkdwn').map(outsideCode);
  const plainMrkdwn = plainTexts.filter((t) => t.kind === 'mrkdwn').map(outsideCode);
  expect(count(texts, /\n/g), 'more line breaks than a plain name gives').toBeLessThanOrEqual(
    count(plainTexts, /\n/g),
  );
  const backticks = (list: TextObject[]) =>
    count(
      list.filter((t) => t.kind === 'mrkdwn'),
      /`/g,
    );
  expect(backticks(texts), 'more backticks than a plain name gives').toBeLessThanOrEqual(
    backticks(plainTexts),
  );
  for (const what of [/\*/g, /_/g, /~/g, /^\s*(>|&gt;)/gm]) {
    expect(count(mrkdwn, what), `more ${what} than a plain name gives`).toBeLessThanOrEqual(
      count(plainMrkdwn, what),
    );
  }
  expect(texts.map((t) => t.text).join('\n')).toContain(word);
  expect(validateBlocks(view.blocks as never)).toEqual([]);
}
