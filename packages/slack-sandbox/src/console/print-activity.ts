import type { SlackActivity } from '../fake/activity.js';
import type { ConsoleStyle } from './console-style.js';
import type { FormattedActivity } from './format-activity.js';

/** A message in a channel, visible to everyone (as opposed to a reply only the user sees, or a modal). */
export function isChannelMessage(activity: SlackActivity): boolean {
  return activity.type === 'message_posted' || activity.type === 'message_updated';
}

/**
 * A message the app posted or edited in a shared channel through the Web API, on its own initiative as far as
 * the console can tell (an alert card, its update): shown, but never taken as the answer to the user's step.
 */
export function isAppChannelPost(activity: SlackActivity, isDirectMessage: (channel: string) => boolean) {
  if (activity.type !== 'message_posted' && activity.type !== 'message_updated') return false;
  return activity.message.source.via === 'web_api' && !isDirectMessage(activity.message.channel);
}

/**
 * The text the console prints for an activity: the heading, then the body indented. Channel messages have a bar
 * on their left and their own colour, so alerts stand apart from the replies to the user's commands.
 */
export function printActivity(
  activity: SlackActivity,
  formatted: FormattedActivity,
  style: ConsoleStyle,
  isError: (text: string) => boolean,
): string {
  const post = isChannelMessage(activity);
  const heading = post ? style.post(formatted.heading) : style.reply(formatted.heading);
  const error = isError(formatted.body.text) || isError(formatted.fallbackText ?? '');
  const indent = post ? style.postBar : '  ';
  const body = formatted.body.lines
    .map((raw) => {
      const line = style.emoji(raw);
      const styled = error
        ? style.error(line)
        : line.startsWith('  › ')
          ? style.dim(line)
          : style.mentions(style.buttons(line));
      return `${indent}${styled}\n`;
    })
    .join('');
  return `${post && style.enabled ? '\n' : ''}${heading}\n${body}`;
}
