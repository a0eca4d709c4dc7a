import type { types } from '@slack/bolt';
import type { Locale } from '../../core/config/bot-config.schema.js';
import { type Block, context, plain, section } from '../../slack/views/blocks.js';
import { plainLine } from '../../slack/views/mrkdwn-text.js';
import { homeTextsFor } from './home-messages.js';

/** The callback id of the Home's queue detail modal, and its channel input. */
export const HOME_SHARE_VIEW = 'home_share';
export const HOME_SHARE_BLOCK = 'home_share_channel';
export const HOME_SHARE_ACTION = 'channel';

/** What the modal remembers: which account and queue it shows. */
export interface HomeShareMetadata {
  accountId: string;
  queue: string;
}

/** A queue's snapshot without its buttons (they act on messages, not on modals or shared posts). */
export function withoutButtons(blocks: readonly Block[]): Block[] {
  return blocks.filter((b) => b.type !== 'actions');
}

/**
 * The modal a queue's "Dettaglio" opens on the Home: the queue as `/queue live <name>` shows it, from the same
 * sample as the Home (no read), and a channel to share it in.
 */
export function homeDetailModal(input: {
  queue: string;
  /** The queue's blocks (`undefined`: the queue is not in the latest sample). */
  blocks: readonly Block[] | undefined;
  readAt: string;
  locale: Locale;
  metadata: HomeShareMetadata;
}): types.ModalView {
  const t = homeTextsFor(input.locale);
  const title = plain(plainLine(t.modalTitle(input.queue), 24));
  if (!input.blocks) {
    return { type: 'modal', title, close: plain(t.close), blocks: [section(t.gone)] };
  }
  return {
    type: 'modal',
    callback_id: HOME_SHARE_VIEW,
    private_metadata: JSON.stringify(input.metadata).slice(0, 3000),
    title,
    submit: plain(t.share),
    close: plain(t.close),
    blocks: [
      ...withoutButtons(input.blocks).slice(0, 96),
      context(input.readAt),
      {
        type: 'input',
        block_id: HOME_SHARE_BLOCK,
        label: plain(t.shareLabel),
        hint: plain(t.shareHint),
        element: {
          type: 'conversations_select',
          action_id: HOME_SHARE_ACTION,
          filter: { include: ['public', 'private'], exclude_bot_users: true },
        },
      },
    ],
  };
}
