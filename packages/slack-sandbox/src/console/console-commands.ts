import type { FakeSlack } from '../fake/fake-slack.js';
import type { ActivityPrinter } from './activity-printer.js';
import type { ConsoleCommand } from './script-line.js';

/** What the console's own commands read and change. */
export interface ConsoleCommandContext {
  readonly slack: FakeSlack;
  readonly printer: ActivityPrinter;
  /** The channel commands are typed in (an id). */
  channel(): string;
  setChannel(id: string): void;
  note(text: string): void;
}

function channelNamed(slack: FakeSlack, arg: string) {
  const channel = arg.trim() === '' ? undefined : slack.directory.resolveChannel(arg.trim());
  return channel && !channel.isIm ? channel : undefined;
}

function channelList(ctx: ConsoleCommandContext): string {
  return ctx.slack.directory
    .channels()
    .filter((c) => !c.isIm)
    .map((c) => {
      const marks = [
        ...(c.id === ctx.channel() ? ['commands typed here'] : []),
        ...(ctx.printer.isMuted(c.id) ? [`muted, ${ctx.printer.mutedCount(c.id)} not shown`] : []),
      ];
      return `#${c.name}${marks.length > 0 ? ` (${marks.join(', ')})` : ''}`;
    })
    .join(' · ');
}

/**
 * `show [m2]`, `mute #name`, `follow #name`, `channel #name`, `channels`: the console's own commands. Returns a
 * problem to report, or undefined.
 */
export function runConsoleCommand(
  name: ConsoleCommand,
  args: string,
  ctx: ConsoleCommandContext,
): string | undefined {
  if (name === 'show') return ctx.printer.show(args);
  if (name === 'channels') {
    ctx.note(channelList(ctx));
    return undefined;
  }
  const channel = channelNamed(ctx.slack, args);
  if (!channel) return `No channel "${args}": ${channelList(ctx)}`;
  switch (name) {
    case 'channel':
      ctx.setChannel(channel.id);
      ctx.note(`commands are typed in #${channel.name} now`);
      return undefined;
    case 'mute':
      ctx.printer.mute(channel.id);
      ctx.note(
        `#${channel.name} muted: its posts are counted, not printed (follow #${channel.name} to see them)`,
      );
      return undefined;
    case 'follow': {
      const missed = ctx.printer.follow(channel.id);
      ctx.note(
        `following #${channel.name}${missed > 0 ? `: ${missed} posts or edits arrived while muted (show m<n> prints one)` : ''}`,
      );
      return undefined;
    }
    default:
      return undefined;
  }
}
