import { emojify } from './emoji.js';

/** How the console dresses its output: ANSI colours on a terminal, plain text everywhere else. */
export interface ConsoleStyle {
  readonly enabled: boolean;
  /** Heading of a message only the user sees (a reply to their command or click). */
  reply(text: string): string;
  /** Heading of a message posted in a channel for everyone (alerts, shared answers). */
  post(text: string): string;
  /** The left edge of a channel post's lines. */
  readonly postBar: string;
  /** A line of a reply that reads as an error. */
  error(text: string): string;
  /** Console notes: help, echoed script lines, directive outcomes. */
  note(text: string): string;
  /** Context lines (`  › …`). */
  dim(text: string): string;
  /** Numbered buttons (`#3 [Richiama]`) inside a line. */
  buttons(line: string): string;
  /** Mentions (`@alice`, `@here`, a user group) inside a line, as Slack highlights them. */
  mentions(line: string): string;
  /** `:shortcode:` emoji as characters (a terminal), or left as they are (plain text). */
  emoji(text: string): string;
  prompt(text: string): string;
}

const sgr = (open: string, close: string) => (text: string) => `\x1b[${open}m${text}\x1b[${close}m`;
const bold = sgr('1', '22');
const dim = sgr('2', '22');
const red = sgr('31', '39');
const green = sgr('32', '39');
const yellow = sgr('33', '39');
const cyan = sgr('36', '39');
const magenta = sgr('35', '39');

const same = (text: string) => text;

/** Plain text: what scripts, pipes and tests read. */
export const plainStyle: ConsoleStyle = {
  enabled: false,
  reply: same,
  post: same,
  postBar: '  ',
  error: same,
  note: same,
  dim: same,
  buttons: same,
  mentions: same,
  emoji: same,
  prompt: same,
};

/** Colours for a terminal (use only when the output is a TTY and `NO_COLOR` is not set). */
export const colorStyle: ConsoleStyle = {
  enabled: true,
  reply: (text) => bold(cyan(text)),
  post: (text) => bold(yellow(text)),
  postBar: `${yellow('┃')} `,
  error: red,
  note: magenta,
  dim,
  buttons: (line) => line.replace(/#\d+ \[[^\]]*\]/g, (button) => bold(green(button))),
  mentions: (line) =>
    line.replace(
      /(^|[\s(])(@[\w.-]+)/g,
      (_m, before: string, who: string) => `${before}${bold(yellow(who))}`,
    ),
  emoji: emojify,
  prompt: (text) => bold(text),
};

/**
 * Whether an output stream should get colours: a TTY, `NO_COLOR` unset (https://no-color.org), `TERM` not
 * `dumb`; `FORCE_COLOR` (non-empty, not `0`) forces them.
 */
export function wantsColor(output: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.FORCE_COLOR !== undefined && env.FORCE_COLOR !== '') return env.FORCE_COLOR !== '0';
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== '') return false;
  return output.isTTY === true && env.TERM !== 'dumb';
}
