import type { ButtonTarget } from '../agent/slack-user-agent.js';
import type { SlackActivity } from '../fake/activity.js';
import type { FakeSlack } from '../fake/fake-slack.js';
import type { MessageContent, StoredMessage, StoredView } from '../fake/stored-types.js';
import { ButtonRegistry, targetKey } from './button-registry.js';
import type { ConsoleStyle } from './console-style.js';
import { type FormattedActivity, formatActivity } from './format-activity.js';
import { messageChanges, messageTitle } from './message-changes.js';
import { isAppChannelPost, printActivity } from './print-activity.js';

/** Changes listed on an update's line; the rest are counted (`show` prints the whole message). */
const CHANGES_PER_LINE = 3;

/** What the printer needs from the console. */
export interface PrinterDeps {
  readonly slack: FakeSlack;
  readonly style: ConsoleStyle;
  /**
   * A message's edits are summed up at most once in this time (the first at once); an edit that changes its title
   * (an alert's level) is printed at once. Default 30 s; 0 prints every edit.
   */
  readonly updateEveryMs?: number;
  userId(): string;
  isError(text: string): boolean;
  write(text: string): void;
}

/**
 * Prints what the console user sees. A channel post is printed whole once, with a reference (`m2`); its later
 * edits are one line of what changed (`show m2` prints it whole again), and an edit that only moved its times is
 * not printed. Buttons keep their number for the life of their message. Muted channels are counted, not printed.
 */
export class ActivityPrinter {
  readonly buttons = new ButtonRegistry();
  readonly formatted = new Map<SlackActivity, FormattedActivity>();
  readonly #refs = new Map<string, number>();
  readonly #messages = new Map<number, StoredMessage>();
  /** What each channel message looked like when last printed (edits are compared with it). */
  readonly #shown = new Map<string, MessageContent>();
  readonly #muted = new Map<string, number>();
  /** When each message's last update line was printed, and its summary held until the window ends. */
  readonly #lastLineAt = new Map<string, number>();
  readonly #held = new Map<string, ReturnType<typeof setTimeout>>();
  /** Messages whose button the user just clicked: their next edit is the click's answer, printed at once. */
  readonly #clicked = new Map<string, number>();
  #latestRef: number | undefined;

  constructor(private readonly deps: PrinterDeps) {}

  #names() {
    const { slack } = this.deps;
    return {
      user: (id: string) => slack.directory.user(id)?.name,
      channel: (id: string) => slack.directory.resolveChannel(id)?.name,
    };
  }

  #visible(activity: SlackActivity): boolean {
    if (activity.type.startsWith('ephemeral_') && 'ephemeral' in activity)
      return activity.ephemeral.user === this.deps.userId();
    if (activity.type.startsWith('view_') && 'view' in activity)
      return activity.view.userId === this.deps.userId();
    return true;
  }

  #format(activity: SlackActivity): FormattedActivity | undefined {
    const target =
      'message' in activity ? activity.message : 'ephemeral' in activity ? activity.ephemeral : undefined;
    const view = 'view' in activity ? activity.view : undefined;
    const owner = target ?? view;
    return formatActivity(activity, {
      firstButtonNumber: this.buttons.nextNumber,
      ...(owner ? { buttonNumber: this.buttons.numberer(owner) } : {}),
      botName: this.deps.slack.bot.name,
      names: this.#names(),
    });
  }

  #isAppPost(activity: SlackActivity): boolean {
    const { directory } = this.deps.slack;
    return isAppChannelPost(activity, (channel) => directory.resolveChannel(channel)?.isIm === true);
  }

  /** The reference of a channel message (`m3`), given on first sight. */
  #ref(message: StoredMessage): number {
    const key = targetKey(message);
    let ref = this.#refs.get(key);
    if (ref === undefined) {
      ref = this.#refs.size + 1;
      this.#refs.set(key, ref);
    }
    this.#messages.set(ref, message);
    return ref;
  }

  print(activity: SlackActivity): void {
    // the Home is republished while the data changes: printed only when asked for (`home`)
    if (activity.type === 'home_published' || !this.#visible(activity)) return;
    const formatted = this.#format(activity);
    if (!formatted) return;
    this.formatted.set(activity, formatted);
    if (formatted.target) this.buttons.register(formatted.target, formatted.body.buttons);
    if (activity.type !== 'message_posted' && activity.type !== 'message_updated') {
      this.#write(activity, formatted);
      return;
    }
    const message = activity.message;
    const ref = this.#ref(message);
    this.#latestRef = ref;
    const key = targetKey(message);
    const answer = activity.type === 'message_updated' && (this.#clicked.get(key) ?? 0) > Date.now();
    if (answer) this.#clicked.delete(key);
    if (this.#muted.has(message.channel) && !answer) {
      this.#muted.set(message.channel, (this.#muted.get(message.channel) ?? 0) + 1);
      return;
    }
    if (activity.type === 'message_updated' && this.#shown.has(key) && this.#isAppPost(activity)) {
      if (answer) this.#updateLine(key, ref);
      else this.#update(message, ref);
      return;
    }
    this.#cancelHeld(key);
    this.#shown.set(key, { text: message.text, blocks: message.blocks });
    this.#write(activity, { ...formatted, heading: formatted.heading.replace(/:$/, ` · m${ref}:`) });
  }

  /** An edit of a channel post: one line now, or held until the message's window ends (a title change: now). */
  #update(message: StoredMessage, ref: number): void {
    const key = targetKey(message);
    const every = this.deps.updateEveryMs ?? 30_000;
    const wait = (this.#lastLineAt.get(key) ?? Number.NEGATIVE_INFINITY) + every - Date.now();
    const names = this.#names();
    const before = this.#shown.get(key);
    const titleChanged = before !== undefined && messageTitle(before, names) !== messageTitle(message, names);
    if (wait <= 0 || titleChanged) {
      this.#updateLine(key, ref);
      return;
    }
    if (this.#held.has(key)) return;
    const timer = setTimeout(() => {
      this.#held.delete(key);
      if (!this.#muted.has(message.channel)) this.#updateLine(key, ref);
    }, wait);
    timer.unref?.();
    this.#held.set(key, timer);
  }

  #cancelHeld(key: string): void {
    const timer = this.#held.get(key);
    if (timer) clearTimeout(timer);
    this.#held.delete(key);
  }

  /** Stops the timers of held update lines. */
  close(): void {
    for (const key of [...this.#held.keys()]) this.#cancelHeld(key);
  }

  /** One line of what changed in a message since it was last printed, if anything did. */
  #updateLine(key: string, ref: number): void {
    this.#cancelHeld(key);
    const known = this.#messages.get(ref);
    const message = known && this.deps.slack.messages.find(known.channel, known.ts);
    const before = this.#shown.get(key);
    if (!message || !before) return;
    this.#shown.set(key, { text: message.text, blocks: message.blocks });
    const names = this.#names();
    const changes = messageChanges(before, message, names);
    const oldTitle = messageTitle(before, names);
    const title = messageTitle(message, names);
    if (changes.length === 0 && oldTitle === title) return;
    this.#lastLineAt.set(key, Date.now());
    const { style } = this.deps;
    const shown = changes.slice(0, CHANGES_PER_LINE);
    const more = changes.length - shown.length;
    const where = `↻ [#${names.channel(message.channel) ?? message.channel}] m${ref}`;
    const head = oldTitle === title ? title : `${oldTitle} → ${title}`;
    const tail = more > 0 ? ` (+${more}: show m${ref})` : '';
    this.deps.write(
      `${style.post(where)} ${style.mentions(style.emoji([head, ...shown].join(' · ')))}${tail}\n`,
    );
  }

  #write(activity: SlackActivity, formatted: FormattedActivity): void {
    this.deps.write(printActivity(activity, formatted, this.deps.style, (t) => this.deps.isError(t)));
  }

  /** `home`: the user's Home tab as it is now, its buttons numbered; returns its text. */
  showHome(view: StoredView): string {
    const activity: SlackActivity = { type: 'home_published', view };
    const formatted = this.#format(activity);
    if (!formatted) return '';
    this.buttons.register(view, formatted.body.buttons);
    this.#write(activity, formatted);
    return formatted.body.text;
  }

  /** `show [m2]`: the whole current version of a channel message (default: the latest one posted or edited). */
  show(arg: string): string | undefined {
    const ref =
      arg.trim() === '' ? this.#latestRef : Number(/^m?(\d+)$/i.exec(arg.trim())?.[1] ?? Number.NaN);
    const known = ref === undefined ? undefined : this.#messages.get(ref);
    if (!known || ref === undefined)
      return arg.trim() === '' ? 'No channel message yet' : `No message ${arg.trim()}`;
    const message = this.deps.slack.messages.find(known.channel, known.ts);
    if (!message) return `Message m${ref} was deleted`;
    const activity: SlackActivity = { type: 'message_posted', message };
    const formatted = this.#format(activity);
    if (!formatted) return `Message m${ref} cannot be shown`;
    this.buttons.register(message, formatted.body.buttons);
    this.#cancelHeld(targetKey(message));
    this.#shown.set(targetKey(message), { text: message.text, blocks: message.blocks });
    this.#write(activity, { ...formatted, heading: formatted.heading.replace(/:$/, ` · m${ref}, now:`) });
    return undefined;
  }

  /** The user clicks a button of `target`: its next edit (within 30 s) is printed at once, muted or not. */
  clicked(target: ButtonTarget): void {
    if (target.kind === 'message') this.#clicked.set(targetKey(target), Date.now() + 30_000);
  }

  /** Stops printing a channel's posts and edits (they are counted). */
  mute(channel: string): void {
    if (!this.#muted.has(channel)) this.#muted.set(channel, 0);
  }

  /** Prints a channel's posts again; returns how many arrived while it was muted. */
  follow(channel: string): number {
    const missed = this.#muted.get(channel) ?? 0;
    this.#muted.delete(channel);
    return missed;
  }

  isMuted(channel: string): boolean {
    return this.#muted.has(channel);
  }

  /** Posts and edits not printed while the channel is muted. */
  mutedCount(channel: string): number {
    return this.#muted.get(channel) ?? 0;
  }
}
