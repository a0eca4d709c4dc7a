import type { ButtonTarget } from '../agent/slack-user-agent.js';
import type { ButtonRef } from '../block-kit/buttons.js';
import type { SlackActivity } from '../fake/activity.js';
import type { MessageSource, StoredEphemeral, StoredMessage } from '../fake/stored-types.js';
import type { MrkdwnNames } from '../render/mrkdwn.js';
import type { Rendered } from '../render/render-blocks.js';
import { renderBlocks } from '../render/render-blocks.js';
import { renderMessage } from '../render/render-message.js';
import { renderModal } from '../render/render-modal.js';

/** An activity as the console prints it. */
export interface FormattedActivity {
  readonly heading: string;
  readonly body: Rendered;
  /** What the buttons in `body` belong to. */
  readonly target?: ButtonTarget;
  /** The message `text` (notification fallback), checked by the error predicate too. */
  readonly fallbackText?: string;
}

/** Lookups the formatter needs. */
export interface FormatContext {
  readonly firstButtonNumber: number;
  /** A button's number for the life of its message (see `ButtonRegistry.numberer`). */
  readonly buttonNumber?: (button: ButtonRef) => number;
  readonly names: MrkdwnNames;
  /** Shown as the author of ephemeral messages (they are always from the app). */
  readonly botName: string;
}

const empty: Rendered = { lines: [], text: '', buttons: [] };

function author(source: MessageSource, user: string, names: MrkdwnNames): string {
  return source.via === 'slack' ? 'Slackbot' : (names.user?.(user) ?? user);
}

function where(m: StoredMessage | StoredEphemeral, names: MrkdwnNames): string {
  const channel = `#${names.channel?.(m.channel) ?? m.channel}`;
  return m.threadTs === undefined ? channel : `${channel} › thread ${m.threadTs}`;
}

/** Formats a user-visible activity (messages, ephemerals, modals); returns undefined for bookkeeping activities. */
export function formatActivity(activity: SlackActivity, ctx: FormatContext): FormattedActivity | undefined {
  const options = {
    firstButtonNumber: ctx.firstButtonNumber,
    names: ctx.names,
    ...(ctx.buttonNumber ? { buttonNumber: ctx.buttonNumber } : {}),
  };
  switch (activity.type) {
    case 'message_posted':
    case 'message_updated': {
      const m = activity.message;
      const edited = activity.type === 'message_updated' ? ' (edited)' : '';
      const reply = m.threadTs !== undefined && m.threadTs !== m.ts ? ' (thread reply)' : '';
      return {
        heading: `[${where(m, ctx.names)}] ${author(m.source, m.user, ctx.names)}${edited}${reply}:`,
        body: renderMessage(m, options),
        target: m,
        fallbackText: m.text,
      };
    }
    case 'message_deleted':
      return {
        heading: `[${where(activity.message, ctx.names)}] (message ${activity.message.ts} deleted)`,
        body: empty,
      };
    case 'ephemeral_posted':
    case 'ephemeral_updated': {
      const e = activity.ephemeral;
      const edited = activity.type === 'ephemeral_updated' ? ', edited' : '';
      return {
        heading: `[${where(e, ctx.names)}] ${e.source.via === 'slack' ? 'Slackbot' : ctx.botName} (only visible to you${edited}):`,
        body: renderMessage(e, options),
        target: e,
        fallbackText: e.text,
      };
    }
    case 'ephemeral_deleted':
      return {
        heading: `[${where(activity.ephemeral, ctx.names)}] (ephemeral message deleted)`,
        body: empty,
      };
    case 'view_opened':
    case 'view_pushed':
    case 'view_updated':
      return {
        heading: `(${activity.type.replace('_', ' ')})`,
        body: renderModal(activity.view.view, options),
        target: activity.view,
      };
    case 'view_closed':
      return { heading: '(modal closed)', body: empty };
    case 'home_published':
      return {
        heading: '(Home)',
        body: renderBlocks(activity.view.view.blocks, options),
        target: activity.view,
      };
    default:
      return undefined;
  }
}
