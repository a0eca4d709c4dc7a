/**
 * Text from outside the bot (the PBX's names and numbers, callers, what an admin typed) shown in Slack: always
 * data, never markup. The one place the bot escapes text for Block Kit.
 *
 * Formatting characters are swapped for look-alikes rather than split with a zero-width character: the text
 * reads the same, a copy keeps no invisible character (the same rule that removes them from the input), and
 * the output holds none of the characters this module removes. Digits, `+` and spaces are never touched, so a
 * phone number copied from a message still dials.
 * @see https://docs.slack.dev/messaging/formatting-message-text#escaping
 */

/** Bidi controls (LRE…RLO, LRI…PDI, LRM/RLM, ALM) and zero-width or invisible characters that hide or reorder text. */
const INVISIBLE =
  /[\u00AD\u061C\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|[\u{E0000}-\u{E007F}]/gu;

/** C0/C1 controls (tab, new lines, escape…) and the Unicode line and paragraph separators. */
const CONTROL = /[\p{Cc}\u2028\u2029]/gu;

/** Slack's formatting characters and the look-alikes shown instead (asterisk operator, modifier letters, tilde operator). */
const FORMATTING: Readonly<Record<string, string>> = {
  '*': '\u2217',
  _: '\u02CD',
  '~': '\u223C',
  '`': '\u02CB',
};

/** A `>` that starts a line is a quote in mrkdwn: shown as the modifier letter right arrowhead. */
const QUOTE_LOOKALIKE = '\u02C3';

/**
 * Escapes Slack's three control characters (`&`, `<`, `>`), so no mention, broadcast or link can form. For the
 * bot's own texts, which may hold intended formatting; text from outside goes through `mrkdwnLine` or
 * `mrkdwnText`.
 */
export function escapeMarkup(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Removes bidi controls and zero-width characters. */
export function withoutInvisible(text: string): string {
  return text.replace(INVISIBLE, '');
}

/** One line: controls and line breaks become a space, bidi and zero-width characters go. */
export function oneLine(text: string): string {
  return withoutInvisible(text).replace(CONTROL, ' ');
}

function neutralise(line: string): string {
  const unformatted = line.replace(/[*_~`]/g, (c) => FORMATTING[c] ?? c);
  const unquoted = unformatted.replace(/^(\s*)>/, `$1${QUOTE_LOOKALIKE}`);
  return escapeMarkup(unquoted);
}

/**
 * A single-line field from outside (a name, a number, a label, a description) as mrkdwn: no line break, no
 * formatting, no mention or link, no bidi or zero-width character; it reads as written.
 */
export function mrkdwnLine(text: string): string {
  return neutralise(oneLine(text));
}

/**
 * Free text from outside that may span lines (a contact's notes, a message the PBX returns) as mrkdwn: line
 * breaks kept, every other control a space, each line as `mrkdwnLine` makes it (no quote at its start).
 */
export function mrkdwnText(text: string): string {
  return withoutInvisible(text)
    .replace(/\r\n?|[\u2028\u2029]/g, '\n')
    .split('\n')
    .map((line) => neutralise(line.replace(CONTROL, ' ')))
    .join('\n');
}

/**
 * A value from outside shown as code (a star code, a number pattern, a URL): one line in backticks, `&<>`
 * escaped and backticks swapped; `*`, `_` and `~` stay as they are, since Slack does not format inside code.
 * Cut to `max` characters inside the backticks, so a later cut of the whole text never leaves the span open.
 */
export function mrkdwnCode(text: string, max = 300): string {
  return `\`${escapeMarkup(plainLine(text, max).replace(/`/g, FORMATTING['`'] ?? ''))}\``;
}

/**
 * A single-line field from outside in a `plain_text` object (a header, a button, an option, a modal title):
 * nothing to escape there, but no line break, control, bidi or zero-width character, and at most `max`
 * characters (ending with `…` when cut).
 */
export function plainLine(text: string, max = Number.POSITIVE_INFINITY): string {
  const line = oneLine(text);
  if (line.length <= max) return line;
  let end = Math.max(max - 1, 0);
  if (/[\uD800-\uDBFF]/.test(line.charAt(end - 1))) end--; // never half an emoji
  return `${line.slice(0, end)}…`;
}
