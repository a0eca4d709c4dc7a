import { PERMANENT_SLACK_ERRORS } from '../../slack/slack-errors.js';
import type { SlackMessage } from '../../slack/views/blocks.js';
import { createFeedSyncProcessor, type FeedSyncDeps } from '../kit/feed-sync.job.js';
import { ChannelMessages } from '../kit/slack-message.js';
import { alertCardView, alertReplyView } from './alert-card.view.js';
import { type AlertStore, isMuted } from './alert-store.js';
import { cardOutbox } from './card-outbox.js';
import type { CardStore, StoredCard } from './card-store.js';

/** What the sender needs: every feed's (`FeedSyncDeps`) and its stores. */
export type CardSyncDeps = FeedSyncDeps & { cards: CardStore; store: AlertStore };

/**
 * The processor of `alert-card-sync` jobs (`createFeedSyncProcessor`): brings one card's Slack message to its
 * latest version — posts it, or edits it in place (`chat.update`), then posts its pending thread replies. A
 * message deleted in Slack is posted again; nothing is dropped except what Slack refuses for good (archived
 * channel, bot not in it…).
 */
export function createCardSyncProcessor(deps: CardSyncDeps) {
  const { config, cards, logger } = deps;
  const locale = config.locale;

  async function render(card: StoredCard): Promise<SlackMessage> {
    const { data } = card;
    const account = await deps.accounts.account(data.accountId);
    const mute = await deps.store.mute(data.accountId, data.channel, data.queue);
    return alertCardView(
      {
        data,
        ack: card.ack,
        mute,
        timeZone: account?.time_zone ?? 'Europe/Rome',
        maxCallers: config.alerts.max_callers_shown,
        withMentions: card.ts === undefined && !isMuted(mute),
      },
      locale,
    );
  }

  /** One send towards the card's latest state; false when nothing is left to do. */
  async function advance(card: StoredCard): Promise<boolean> {
    const { accountId, id, channel } = card.data;
    const messages = await ChannelMessages.of(deps, accountId, channel);
    if (card.ts === undefined) {
      const ts = await messages.post(await render(card));
      await cards.markSent(accountId, id, card.version, ts);
      return true;
    }
    if (card.sentVersion < card.version) {
      if ((await messages.edit(card.ts, await render(card))) === 'gone') {
        await cards.forgetMessage(accountId, id);
        return true;
      }
      await cards.markSent(accountId, id, card.version);
      return true;
    }
    const reply = await cards.nextReply(accountId, id);
    if (!reply) return false;
    const mute = await deps.store.mute(accountId, channel, card.data.queue);
    await messages.post(
      alertReplyView(reply, locale, { muted: isMuted(mute), kind: card.data.kind }),
      card.ts,
    );
    await cards.popReply(accountId, id);
    return true;
  }

  return createFeedSyncProcessor<StoredCard>({
    label: 'card',
    outbox: cardOutbox,
    rounds: 20,
    lock: (accountId, cardId, token, ttlMs) => cards.lock(accountId, cardId, token, ttlMs),
    unlock: (accountId, cardId, token) => cards.unlock(accountId, cardId, token),
    load: (accountId, cardId) => cards.get(accountId, cardId),
    advance,
    settled: async (card) => {
      if (card.data.status === 'resolved') await cards.retire(card.data.accountId, card.data.id);
    },
    failed: async (card, error) => {
      const { slackCode } = error as { slackCode?: string };
      if (!slackCode || !PERMANENT_SLACK_ERRORS.has(slackCode)) throw error;
      const { accountId, id, channel } = card.data;
      logger.warn({ account: accountId, channel, error: slackCode }, 'Slack refused the alert card');
      await cards.markSent(accountId, id, card.version);
      await cards.dropReplies(accountId, id);
      return { outcome: 'dropped' };
    },
  });
}
