import type { Readable, Writable } from 'node:stream';
import type { SlackUserAgent } from '../agent/slack-user-agent.js';
import type { FakeSlack } from '../fake/fake-slack.js';
import type { ConsoleDirective } from './console-directive.js';

/** Options of `SlackConsole`. */
export interface SlackConsoleOptions {
  readonly slack: FakeSlack;
  readonly agent: SlackUserAgent;
  readonly output: Writable;
  /** Read by `SlackConsole.start`; a TTY gets line editing, history and Ctrl-C handling. */
  readonly input?: Readable;
  /** Acting user; default the agent's. */
  readonly userId?: string;
  /** Channel where commands are typed; default the agent's. */
  readonly channelId?: string;
  /** How long to wait for the first reply of a step. Default 5000 ms. */
  readonly replyTimeoutMs?: number;
  /**
   * How long a button click waits for a reply before the step ends (the app may only ack it); a notice that the
   * app is working on it extends the wait to `replyTimeoutMs`. Default 5000 ms (at most `replyTimeoutMs`).
   */
  readonly clickReplyTimeoutMs?: number;
  /** After the first reply, the step ends once nothing new arrived for this long. Default 200 ms. */
  readonly settleMs?: number;
  /** Flags replies that are errors; default `looksLikeError`. */
  readonly isError?: (text: string) => boolean;
  /**
   * Replies that only say the app is working on it ("queued…"): a step waits past them for the real answer.
   * Default: none.
   */
  readonly isNotice?: (text: string) => boolean;
  /**
   * A channel post's edits are printed as one line of what changed, at most once in this time per message (a
   * title change at once; `show` prints the message whole). Default 30000 ms; 0 prints a line for every edit.
   */
  readonly updateEveryMs?: number;
  /** ANSI colours (see `wantsColor`). Default false. */
  readonly colors?: boolean;
  /** `#name args` directives beside the built-in ones. */
  readonly directives?: Readonly<Record<string, ConsoleDirective>>;
  /** Values of `${NAME}` in lines (`#capture` adds more). */
  readonly variables?: Readonly<Record<string, string>>;
  /**
   * The app's slash commands (as in its manifest, `/queue`…). Another command is answered at once, as Slack does,
   * without reaching the app. Default: every command is sent.
   */
  readonly commands?: readonly string[];
  /** Lines added to `help` (example commands, say). */
  readonly help?: readonly string[];
  /** Default timeout of `#wait-post`. Default 30000 ms. */
  readonly waitPostTimeoutMs?: number;
  /** Where the pictures of image blocks are saved (`<file id>.png`). Default: a new temporary directory. */
  readonly imageDir?: string;
  /** Ctrl-C on a terminal: called, and `SlackConsole.start` returns at once. */
  readonly onInterrupt?: () => void;
}
