import type { ButtonTarget } from '../agent/slack-user-agent.js';
import { ButtonNotFoundError } from '../agent/slack-user-agent.js';
import type { SlackActivity } from '../fake/activity.js';
import { ActivityPrinter } from './activity-printer.js';
import {
  capture,
  type DirectiveState,
  expectReplies,
  sleepDirective,
  waitPost,
} from './builtin-directives.js';
import type { NumberedButton } from './button-registry.js';
import { type CollectedReplies, collectReplies } from './collect-replies.js';
import { askConfirm } from './confirm-dialog.js';
import { runConsoleCommand } from './console-commands.js';
import { builtinDirectiveUsage, type DirectiveContext, type DirectiveOutcome } from './console-directive.js';
import { type ConsoleStyle, colorStyle, plainStyle } from './console-style.js';
import { fillModal } from './fill-modal.js';
import { ImageSaver } from './image-saver.js';
import { type ConsoleInput, scriptInput, streamInput, terminalInput } from './line-source.js';
import { isAppChannelPost } from './print-activity.js';
import { type ConsoleCommand, parseConsoleLine, substituteVariables } from './script-line.js';
import { looksLikeError, type ScriptReport, type StepReport } from './script-report.js';
import type { SlackConsoleOptions } from './slack-console-options.js';
import { withUserMentions } from './user-mentions.js';

const baseHelp = [
  'Type a slash command (/queue live), a button number (3 or #3), help, or quit.',
  'In a modal, answer each field; an empty answer keeps the default, /cancel closes it.',
  'Channel posts are printed once with a reference (m2); their edits as one line of what changed (↻).',
  'Console: show [m2] (a message as it is now) · channel #name (type commands there) · channels ·',
  "  mute #name (stop printing its posts) · follow #name (print them again) · home (the app's Home tab)",
  'A button with a confirm dialog asks s (yes) or n (no) first; in a script, the line after the click answers:',
  '  #confirm yes (or s) delivers the click, #confirm no (or n) sends nothing.',
];

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * A terminal "local Slack": prints every message, edit, thread reply, ephemeral and modal the app produces (channel
 * posts such as alerts set apart from the replies to the user), and turns typed lines into slash commands, button
 * clicks, modal submissions and directives (`#wait-post`, `#click`, … and the caller's own).
 */
export class SlackConsole {
  readonly #options: SlackConsoleOptions;
  readonly #style: ConsoleStyle;
  readonly #printer: ActivityPrinter;
  readonly #variables: Map<string, string>;
  readonly #unsubscribe: () => void;
  #input: ConsoleInput | undefined;
  /** Replies of the last command or click, for `#expect` and `#capture`. */
  #lastReplies: readonly string[] = [];
  /** `#wait-post` looks at channel messages from this activity index on (each match moves it past itself). */
  #postCursor = 0;
  #closed = false;
  /** Where commands are typed (`channel #name`); default the option's, else the agent's. */
  #channelId: string | undefined;

  constructor(options: SlackConsoleOptions) {
    this.#options = options;
    this.#style = options.colors ? colorStyle : plainStyle;
    this.#variables = new Map(Object.entries(options.variables ?? {}));
    this.#channelId = options.channelId;
    this.#printer = new ActivityPrinter({
      slack: options.slack,
      style: this.#style,
      userId: () => this.#userId,
      isError: (text) => (options.isError ?? looksLikeError)(text),
      write: (text) => this.#write(text),
      ...(options.updateEveryMs === undefined ? {} : { updateEveryMs: options.updateEveryMs }),
    });
    const images = new ImageSaver(options.slack.files, options.imageDir);
    this.#unsubscribe = options.slack.onActivity((activity) => {
      this.#printer.print(activity);
      for (const path of images.save(activity)) this.#note(`image saved: ${path}`);
    });
  }

  get #userId(): string {
    return this.#options.userId ?? this.#options.agent.userId;
  }

  /** The help text: built-in commands and directives, then the caller's lines. */
  get helpText(): string {
    const custom = Object.values(this.#options.directives ?? {}).map((d) => d.usage);
    return [
      ...baseHelp,
      'Directives:',
      ...[...builtinDirectiveUsage, ...custom].map((u) => `  ${u}`),
      ...(this.#options.help ?? []),
    ].join('\n');
  }

  /** Sets `${name}` for later lines. */
  setVariable(name: string, value: string): void {
    this.#variables.set(name, value);
  }

  /**
   * Runs script lines in order (modal answers included), waiting for the replies of each step. Comment lines are
   * printed, `quit` ends the script early.
   */
  async runScript(lines: readonly string[]): Promise<ScriptReport> {
    const input = scriptInput(lines, (t) => this.#options.output.write(t));
    this.#input = input;
    const steps: StepReport[] = [];
    try {
      for (let raw = input.next(); raw !== undefined; raw = input.next()) {
        const line = parseConsoleLine(raw);
        if (line.kind === 'blank') continue;
        if (line.kind === 'comment') {
          this.#write(`${this.#style.dim(raw.trim())}\n`);
          continue;
        }
        if (line.kind === 'quit') break;
        this.#write(`${this.#style.note(`> ${raw.trim()}`)}\n`);
        steps.push(await this.#step(raw, input));
      }
    } finally {
      this.#input = undefined;
    }
    return { ok: steps.every((s) => s.errors.length === 0 && !s.noReply), steps };
  }

  /** Reads lines from `input` until it ends, the user types `quit`/`exit`, or presses Ctrl-C on a terminal. */
  async start(): Promise<void> {
    const stream = this.#options.input;
    if (!stream) throw new Error('SlackConsole.start() needs an input stream');
    let interrupt: () => void = () => {};
    const interrupted = new Promise<'interrupted'>((resolve) => {
      interrupt = () => resolve('interrupted');
    });
    const terminal =
      (stream as { isTTY?: boolean }).isTTY === true &&
      (this.#options.output as { isTTY?: boolean }).isTTY === true;
    const input = terminal
      ? terminalInput(stream, this.#options.output, () => {
          interrupt();
          this.#options.onInterrupt?.();
        })
      : streamInput(stream, (t) => this.#options.output.write(t));
    this.#input = input;
    this.#write(`${this.#style.note(this.helpText)}\n`);
    try {
      for (;;) {
        const raw = await Promise.race([input.ask(this.#prompt()), interrupted]);
        if (raw === 'interrupted' || raw === undefined || this.#closed) break;
        const kind = parseConsoleLine(raw).kind;
        if (kind === 'quit') break;
        if (kind === 'blank' || kind === 'comment') continue;
        if ((await Promise.race([this.#step(raw, input), interrupted])) === 'interrupted') break;
      }
    } finally {
      input.close();
      this.#input = undefined;
    }
  }

  /** Stops printing activities and ends {@link start} at its next line. */
  close(): void {
    this.#closed = true;
    this.#unsubscribe();
    this.#printer.close();
    this.#input?.close();
  }

  async #step(raw: string, input: ConsoleInput): Promise<StepReport> {
    const { line: text, missing } = substituteVariables(raw.trim(), this.#variables);
    const line = parseConsoleLine(text);
    const base = { input: text, replies: [], errors: [], noReply: false };
    if (missing.length > 0) {
      const message = `Unknown variable: ${missing.map((m) => `\${${m}}`).join(', ')}`;
      this.#write(`  ! ${message}\n`);
      return { ...base, kind: 'invalid', errors: [message] };
    }
    try {
      switch (line.kind) {
        case 'help':
          this.#write(`${this.#style.note(this.helpText)}\n`);
          return { ...base, kind: 'help' };
        case 'home': {
          const home = await this.#home();
          return this.#remember({ ...base, kind: 'directive', ...home });
        }
        case 'console': {
          const problem = this.#consoleCommand(line.name, line.args);
          if (problem) this.#write(`  ! ${problem}\n`);
          return { ...base, kind: 'directive', errors: problem ? [problem] : [] };
        }
        case 'command':
          return this.#remember(await this.#command(text, line.command, line.text, input));
        case 'click': {
          const button = this.#printer.buttons.get(line.number);
          if (!button) throw new Error(`No button #${line.number}`);
          return this.#remember(await this.#click(text, button, input));
        }
        case 'directive':
          return await this.#directive(text, line.name, line.args, input);
        default:
          break;
      }
    } catch (error) {
      const message = messageOf(error);
      this.#write(`  ! ${message}\n`);
      const kind = line.kind === 'command' || line.kind === 'click' ? line.kind : 'directive';
      return { ...base, kind, errors: [message] };
    }
    this.#write(`  ! Not understood: ${text}\n`);
    return { ...base, kind: 'invalid', errors: [`not understood: ${text}`] };
  }

  #directiveState(): DirectiveState {
    const console = this;
    return {
      slack: this.#options.slack,
      formatted: (activity) => this.#printer.formatted.get(activity),
      lastReplies: this.#lastReplies,
      variables: this.#variables,
      get postCursor() {
        return console.#postCursor;
      },
      set postCursor(value: number) {
        console.#postCursor = value;
      },
      waitPostTimeoutMs: this.#options.waitPostTimeoutMs ?? 30_000,
      note: (text) => this.#note(text),
    };
  }

  #remember(step: StepReport): StepReport {
    this.#lastReplies = step.replies;
    return step;
  }

  async #command(line: string, command: string, text: string, input: ConsoleInput): Promise<StepReport> {
    const known = this.#options.commands;
    const name = command.startsWith('/') ? command : `/${command}`;
    if (known && !known.includes(name.toLowerCase())) {
      // Slack answers this itself: the app never hears of it
      const message = `${name} is not a command of this app. Its commands: ${known.join(' ')}`;
      this.#write(`  ! ${message}\n`);
      return { input: line, kind: 'command', replies: [], errors: [message], noReply: false };
    }
    const result = await this.#options.agent.sendCommand({
      command,
      text: withUserMentions(text, this.#options.slack.directory),
      userId: this.#userId,
      ...(this.#channelId ? { channelId: this.#channelId } : {}),
    });
    return this.#finish(
      { input: line, kind: 'command', status: result.status },
      result.mark,
      ackProblems(result),
      input,
    );
  }

  async #click(line: string, button: NumberedButton, input: ConsoleInput): Promise<StepReport> {
    if (button.confirm) {
      const ask = (prompt: string) => this.#ask(input, prompt);
      if (!(await askConfirm(button.confirm, ask, (t) => this.#write(t)))) {
        this.#note(`${button.confirm.deny}: the click on [${button.label}] was not sent`);
        return { input: line, kind: 'click', replies: [], errors: [], noReply: false };
      }
    }
    this.#printer.clicked(button.target);
    const result = await this.#options.agent
      .clickButton({
        target: button.target,
        actionId: button.actionId,
        blockId: button.blockId,
        userId: this.#userId,
      })
      .catch((error: unknown) => {
        if (error instanceof ButtonNotFoundError)
          throw new Error(
            `Button #${button.number} [${button.label}] is no longer current: its message has changed`,
          );
        throw error;
      });
    return this.#finish(
      { input: line, kind: 'click', status: result.status },
      result.mark,
      ackProblems(result),
      input,
      button.target,
    );
  }

  async #directive(line: string, name: string, args: string, input: ConsoleInput): Promise<StepReport> {
    const report = (outcome: DirectiveOutcome | undefined): StepReport => {
      for (const error of outcome?.errors ?? []) this.#write(`  ! ${error}\n`);
      return {
        input: line,
        kind: 'directive',
        replies: outcome?.replies ?? [],
        errors: outcome?.errors ?? [],
        noReply: false,
      };
    };
    switch (name) {
      case 'click': {
        const button = this.#printer.buttons.findByLabel(args);
        if (!button) return report({ errors: [`No button labelled "${args}" has been shown`] });
        this.#note(`clicking #${button.number} [${button.label}]`);
        return this.#remember(await this.#click(line, button, input));
      }
      case 'wait-post':
        return report(await waitPost(args, this.#directiveState()));
      case 'expect':
        return report(expectReplies(args, this.#directiveState()));
      case 'capture':
        return report(capture(args, this.#directiveState()));
      case 'confirm':
        return report({ errors: ['No confirm dialog is open: #confirm answers one right after its #click'] });
      case 'sleep':
        return report(await sleepDirective(args));
      default: {
        const custom = this.#options.directives?.[name];
        if (!custom) return report({ errors: [`Unknown directive #${name} (type help)`] });
        const context: DirectiveContext = {
          slack: this.#options.slack,
          agent: this.#options.agent,
          note: (text) => this.#note(text),
        };
        return report(await custom.run(args, context));
      }
    }
  }

  /** Collects the replies of a step, fills any modal it opened, and checks replies for errors. */
  async #finish(
    step: Pick<StepReport, 'input' | 'kind' | 'status'>,
    mark: number,
    problems: string[],
    input: ConsoleInput,
    clicked?: ButtonTarget,
  ): Promise<StepReport> {
    const activities: SlackActivity[] = [];
    let answered = false;
    let from = mark;
    for (let round = 0; round < 10; round++) {
      // after a modal was sent, a post of the app in a channel may be its answer (a snapshot shared)
      const collected = await this.#collectStep(from, clicked, round > 0);
      answered ||= collected.answered;
      activities.push(...collected.activities);
      const view = this.#options.slack.views.current(this.#userId);
      const modalShown = collected.activities.some(
        (a) => a.type === 'view_opened' || a.type === 'view_pushed' || a.type === 'view_updated',
      );
      if (!view || !modalShown) break;
      const outcome = await fillModal({
        agent: this.#options.agent,
        view,
        ask: (prompt) => this.#ask(input, prompt),
        write: (t) => this.#write(t),
      });
      problems.push(...outcome.problems);
      if (!outcome.submitted) break;
      from = outcome.submitted.mark;
    }
    const isError = this.#options.isError ?? looksLikeError;
    const own = activities.filter((a) => !this.#isAppPost(a));
    const errors = own
      .flatMap((a) => this.#printer.formatted.get(a) ?? [])
      .filter((f) => isError(f.body.text) || (f.fallbackText !== undefined && isError(f.fallbackText)))
      .map((f) => f.body.text || f.fallbackText || f.heading);
    const visible = activities.filter((a) => !this.#isNotice(a));
    const replies = activities.flatMap((a) => this.#printer.formatted.get(a) ?? []).map((f) => f.body.text);
    return { ...step, replies, errors: [...problems, ...errors], noReply: !answered && visible.length === 0 };
  }

  /**
   * A click that nothing answers (the app only acked it) ends after `clickReplyTimeoutMs`, unless the app said it
   * is working on it (a notice): then the step waits as long as a command.
   */
  async #collectStep(mark: number, clicked: ButtonTarget | undefined, afterSubmit: boolean) {
    const full = this.#options.replyTimeoutMs ?? 5000;
    if (!clicked || afterSubmit) return this.#collect(mark, clicked, afterSubmit, full);
    const quick = Math.min(full, this.#options.clickReplyTimeoutMs ?? 5000);
    const first = await this.#collect(mark, clicked, false, quick);
    if (first.answered || first.activities.length === 0 || quick >= full) return first;
    return this.#collect(mark, clicked, false, full - quick);
  }

  /**
   * The step's replies; an app post in a channel is not an answer (it may be an unrelated alert), except the
   * update of the channel message whose button was clicked, and any post after a modal was submitted.
   */
  #collect(
    mark: number,
    clicked: ButtonTarget | undefined,
    afterSubmit: boolean,
    timeoutMs: number,
  ): Promise<CollectedReplies> {
    const updatesClicked = (a: SlackActivity) =>
      clicked?.kind === 'message' &&
      a.type === 'message_updated' &&
      a.message.channel === clicked.channel &&
      a.message.ts === clicked.ts;
    return collectReplies({
      slack: this.#options.slack,
      mark,
      shown: (a) => this.#printer.formatted.has(a),
      isAnswer: (a) =>
        a.type !== 'view_closed' &&
        (updatesClicked(a) || afterSubmit || !this.#isAppPost(a)) &&
        !this.#isNotice(a),
      timeoutMs,
      settleMs: this.#options.settleMs ?? 200,
    });
  }

  #isAppPost(activity: SlackActivity): boolean {
    const { directory } = this.#options.slack;
    return isAppChannelPost(activity, (channel) => directory.resolveChannel(channel)?.isIm === true);
  }

  #isNotice(activity: SlackActivity): boolean {
    const f = this.#printer.formatted.get(activity);
    if (f === undefined || !this.#options.isNotice) return false;
    // a modal showing only a notice ("booking…") between its title and its buttons is not the answer either
    const text =
      'view' in activity ? f.body.lines.slice(1, -1).join('\n').trim() : f.fallbackText || f.body.text;
    return this.#options.isNotice(text);
  }

  async #ask(input: ConsoleInput, prompt: string): Promise<string | undefined> {
    const answer = await (input.askNow ? input.askNow(prompt) : input.ask(prompt));
    return answer === undefined ? undefined : substituteVariables(answer, this.#variables).line;
  }

  /** Opens the Home tab as Slack does (`app_home_opened`) and prints what the app publishes for it. */
  async #home(): Promise<{ replies: string[]; errors: string[] }> {
    const { agent, slack } = this.#options;
    const user = this.#userId;
    const before = slack.views.home(user)?.view.hash;
    await agent.openHome({ userId: user });
    const deadline = Date.now() + 5000;
    while (slack.views.home(user)?.view.hash === before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const home = slack.views.home(user);
    if (!home || home.view.hash === before) {
      const problem = 'the app published no Home tab within 5 s';
      this.#write(`  ! ${problem}\n`);
      return { replies: [], errors: [problem] };
    }
    return { replies: [this.#printer.showHome(home)], errors: [] };
  }

  #consoleCommand(name: ConsoleCommand, args: string): string | undefined {
    return runConsoleCommand(name, args, {
      slack: this.#options.slack,
      printer: this.#printer,
      channel: () => this.#channelId ?? this.#options.agent.channelId,
      setChannel: (id) => {
        this.#channelId = id;
      },
      note: (text) => this.#note(text),
    });
  }

  /** The prompt: the channel name when commands go elsewhere than the default channel. */
  #prompt(): string {
    const id = this.#channelId;
    const name =
      id && id !== this.#options.channelId
        ? this.#options.slack.directory.resolveChannel(id)?.name
        : undefined;
    return this.#style.prompt(name ? `#${name}> ` : '> ');
  }

  #note(text: string): void {
    this.#write(`${this.#style.note(`  · ${text}`)}\n`);
  }

  #write(text: string): void {
    if (this.#input) this.#input.print(text);
    else this.#options.output.write(text);
  }
}

function ackProblems(result: { status: number; timedOut: boolean }): string[] {
  return result.status === 200
    ? []
    : [`the app answered HTTP ${result.status}${result.timedOut ? ' (timeout)' : ''}`];
}
