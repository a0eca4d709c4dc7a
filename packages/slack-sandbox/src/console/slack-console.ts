import type { Readable, Writable } from 'node:stream';
import type { SlackUserAgent } from '../agent/slack-user-agent.js';
import type { SlackActivity } from '../fake/activity.js';
import type { FakeSlack } from '../fake/fake-slack.js';
import { ButtonRegistry } from './button-registry.js';
import { fillModal } from './fill-modal.js';
import { type FormattedActivity, formatActivity } from './format-activity.js';
import { arrayLineSource, type LineSource, streamLineSource } from './line-source.js';
import { looksLikeError, type ScriptReport, type StepReport } from './script-report.js';

/** Options of {@link SlackConsole}. */
export interface SlackConsoleOptions {
  readonly slack: FakeSlack;
  readonly agent: SlackUserAgent;
  readonly output: Writable;
  /** Read by {@link SlackConsole.start}. */
  readonly input?: Readable;
  /** Acting user; default the agent's. */
  readonly userId?: string;
  /** Channel where commands are typed; default the agent's. */
  readonly channelId?: string;
  /** How long to wait for the first reply of a step. Default 5000 ms. */
  readonly replyTimeoutMs?: number;
  /** After the first reply, the step ends once nothing new arrived for this long. Default 200 ms. */
  readonly settleMs?: number;
  /** Flags replies that are errors; default {@link looksLikeError}. */
  readonly isError?: (text: string) => boolean;
}

const help = [
  'Type a slash command (/queue live), a button number (3 or #3), help, or quit.',
  'In a modal, answer each field; an empty answer keeps the default, /cancel closes it.',
];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A terminal "local Slack": prints every message, edit, thread reply, ephemeral and modal the app produces,
 * and turns typed lines into slash commands, button clicks and modal submissions.
 */
export class SlackConsole {
  readonly #options: SlackConsoleOptions;
  readonly #buttons = new ButtonRegistry();
  readonly #formatted = new Map<SlackActivity, FormattedActivity>();
  readonly #unsubscribe: () => void;

  constructor(options: SlackConsoleOptions) {
    this.#options = options;
    this.#unsubscribe = options.slack.onActivity((activity) => this.#print(activity));
  }

  get #userId(): string {
    return this.#options.userId ?? this.#options.agent.userId;
  }

  /** Runs script lines in order (modal answers included), waiting for the replies of each step. */
  async runScript(lines: readonly string[]): Promise<ScriptReport> {
    const source = arrayLineSource(lines);
    const steps: StepReport[] = [];
    for (let line = await source.next(); line !== undefined; line = await source.next()) {
      if (line.trim() === '') continue;
      this.#write(`> ${line}\n`);
      steps.push(await this.#step(line.trim(), source, true));
    }
    return { ok: steps.every((s) => s.errors.length === 0 && !s.noReply), steps };
  }

  /** Reads lines from `input` until it ends or the user types `quit`. */
  async start(): Promise<void> {
    if (!this.#options.input) throw new Error('SlackConsole.start() needs an input stream');
    const source = streamLineSource(this.#options.input);
    this.#write(`${help.join('\n')}\n`);
    try {
      for (;;) {
        this.#write('> ');
        const line = await source.next();
        if (line === undefined || ['quit', 'exit'].includes(line.trim())) break;
        if (line.trim() !== '') await this.#step(line.trim(), source, false);
      }
    } finally {
      source.close();
    }
  }

  /** Stops printing activities. */
  close(): void {
    this.#unsubscribe();
  }

  async #step(line: string, source: LineSource, echo: boolean): Promise<StepReport> {
    const base = { input: line, replies: [], errors: [], noReply: false };
    if (line === 'help') {
      this.#write(`${help.join('\n')}\n`);
      return { ...base, kind: 'help' };
    }
    try {
      if (line.startsWith('/')) return await this.#command(line, source, echo);
      const number = /^#?(\d+)$/.exec(line)?.[1];
      if (number !== undefined) return await this.#click(line, Number(number), source, echo);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.#write(`  ! ${message}\n`);
      return { ...base, kind: line.startsWith('/') ? 'command' : 'click', errors: [message] };
    }
    this.#write(`  ! Not understood: ${line}\n`);
    return { ...base, kind: 'invalid', errors: [`not understood: ${line}`] };
  }

  async #command(line: string, source: LineSource, echo: boolean): Promise<StepReport> {
    const space = line.indexOf(' ');
    const command = space === -1 ? line : line.slice(0, space);
    const text = space === -1 ? '' : line.slice(space + 1).trim();
    const result = await this.#options.agent.sendCommand({
      command,
      text,
      userId: this.#userId,
      ...(this.#options.channelId ? { channelId: this.#options.channelId } : {}),
    });
    const problems =
      result.status === 200
        ? []
        : [`the app answered HTTP ${result.status}${result.timedOut ? ' (timeout)' : ''}`];
    return this.#finish(
      { input: line, kind: 'command', status: result.status },
      result.mark,
      problems,
      source,
      echo,
    );
  }

  async #click(line: string, number: number, source: LineSource, echo: boolean): Promise<StepReport> {
    const button = this.#buttons.get(number);
    if (!button) throw new Error(`No button #${number}`);
    const result = await this.#options.agent.clickButton({
      target: button.target,
      actionId: button.actionId,
      blockId: button.blockId,
      userId: this.#userId,
    });
    const problems =
      result.status === 200
        ? []
        : [`the app answered HTTP ${result.status}${result.timedOut ? ' (timeout)' : ''}`];
    return this.#finish(
      { input: line, kind: 'click', status: result.status },
      result.mark,
      problems,
      source,
      echo,
    );
  }

  /** Collects the replies of a step, fills any modal it opened, and checks replies for errors. */
  async #finish(
    step: Pick<StepReport, 'input' | 'kind' | 'status'>,
    mark: number,
    problems: string[],
    source: LineSource,
    echo: boolean,
  ): Promise<StepReport> {
    const activities: SlackActivity[] = [];
    let noReply = false;
    let from = mark;
    for (let round = 0; round < 10; round++) {
      const collected = await this.#collect(from);
      noReply ||= collected.length === 0;
      activities.push(...collected);
      const view = this.#options.slack.views.current(this.#userId);
      const modalShown = collected.some(
        (a) => a.type === 'view_opened' || a.type === 'view_pushed' || a.type === 'view_updated',
      );
      if (!view || !modalShown) break;
      const outcome = await fillModal({
        agent: this.#options.agent,
        view,
        lines: source,
        write: (t) => this.#write(t),
        echo,
      });
      problems.push(...outcome.problems);
      if (!outcome.submitted) break;
      from = outcome.submitted.mark;
    }
    const isError = this.#options.isError ?? looksLikeError;
    const formatted = activities.flatMap((a) => this.#formatted.get(a) ?? []);
    const errors = formatted
      .filter((f) => isError(f.body.text) || (f.fallbackText !== undefined && isError(f.fallbackText)))
      .map((f) => f.body.text || f.fallbackText || f.heading);
    return { ...step, replies: formatted.map((f) => f.body.text), errors: [...problems, ...errors], noReply };
  }

  /** Waits for the first reply after `mark` (not counting a modal closing), then until replies stop coming. */
  async #collect(mark: number): Promise<SlackActivity[]> {
    const { slack } = this.#options;
    const since = () => slack.activities.slice(mark).filter((a) => this.#formatted.has(a));
    try {
      await slack.waitFor((a) => this.#formatted.has(a) && a.type !== 'view_closed', {
        after: mark,
        timeoutMs: this.#options.replyTimeoutMs ?? 5000,
      });
    } catch {
      return since();
    }
    let count = -1;
    while (count !== since().length) {
      count = since().length;
      await sleep(this.#options.settleMs ?? 200);
    }
    return since();
  }

  #visible(activity: SlackActivity): boolean {
    if (activity.type.startsWith('ephemeral_') && 'ephemeral' in activity)
      return activity.ephemeral.user === this.#userId;
    if (activity.type.startsWith('view_') && 'view' in activity) return activity.view.userId === this.#userId;
    return true;
  }

  #print(activity: SlackActivity): void {
    if (!this.#visible(activity)) return;
    const { slack } = this.#options;
    const formatted = formatActivity(activity, {
      firstButtonNumber: this.#buttons.nextNumber,
      botName: slack.bot.name,
      names: {
        user: (id) => slack.directory.user(id)?.name,
        channel: (id) => slack.directory.resolveChannel(id)?.name,
      },
    });
    if (!formatted) return;
    this.#formatted.set(activity, formatted);
    if (formatted.target) this.#buttons.register(formatted.target, formatted.body.buttons);
    const body = formatted.body.lines.map((l) => `  ${l}\n`).join('');
    this.#write(`${formatted.heading}\n${body}`);
  }

  #write(text: string): void {
    this.#options.output.write(text);
  }
}
