import { randomUUID } from 'node:crypto';
import { DelayedError, type Job } from 'bullmq';
import type { Logger } from 'pino';
import type { AccountDirectory } from '../../accounts/account-directory.js';
import type { BotConfig } from '../../config/bot-config.schema.js';
import type { BotMetrics } from '../../ops/metrics.js';
import { pacedSlackCall, SlackWait } from '../../slack/paced-call.js';
import type { SlackClients } from '../../slack/slack-clients.js';
import { PERMANENT_SLACK_ERRORS } from '../../slack/slack-errors.js';
import type { SlackSlots } from '../../slack/slack-slots.js';
import type { SlackMessage } from '../../views/blocks.js';
import { alertCardView, alertReplyView } from './alert-card.view.js';
import { type AlertStore, isMuted } from './alert-store.js';
import { CARD_SYNC_JOB, CardSyncPayload } from './card-outbox.js';
import type { CardStore, StoredCard } from './card-store.js';

/** The job's name, as enqueued by the outbox. */
export const name = CARD_SYNC_JOB;
export const payloadSchema = CardSyncPayload;

/** What the sender needs. Its Slack client is the workspace's `background` one (a 429 comes back at once). */
export interface CardSyncDeps {
  config: BotConfig;
  /** The PBX accounts (their time zones and blacklists). */
  accounts: Pick<AccountDirectory, 'account'>;
  cards: CardStore;
  store: AlertStore;
  slots: SlackSlots;
  slackClients: SlackClients;
  metrics: BotMetrics;
  logger: Logger;
}

type Step = 'post' | 'update' | 'reply';

/**
 * The processor of `alert-card-sync` jobs: brings one card's Slack message to its latest version — posts it,
 * or edits it in place (`chat.update`), then posts its pending thread replies — under the card's lock, at the
 * channel's pace, honouring every 429 `Retry-After` through Redis (all processes). Superseded versions collapse:
 * only the newest state is sent. A failure is retried by BullMQ; nothing is dropped except what Slack refuses
 * for good (archived channel, bot not in it…).
 */
export function createCardSyncProcessor(deps: CardSyncDeps) {
  const { config, cards, logger } = deps;
  const locale = config.locale;

  async function render(card: StoredCard): Promise<{ message: SlackMessage; muted: boolean }> {
    const { data } = card;
    const account = await deps.accounts.account(data.accountId);
    const mute = await deps.store.mute(data.accountId, data.channel, data.queue);
    const message = alertCardView(
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
    return { message, muted: isMuted(mute) };
  }

  async function call(
    step: Step,
    card: StoredCard,
    method: string,
    fn: () => Promise<unknown>,
  ): Promise<unknown> {
    try {
      return await pacedSlackCall(deps, card.data.channel, method, fn);
    } catch (error) {
      if (!(error instanceof SlackWait)) (error as { step?: Step }).step = step;
      throw error;
    }
  }

  /** One send towards the card's latest state; false when nothing is left to do. */
  async function advance(card: StoredCard): Promise<boolean> {
    const { accountId, id, channel } = card.data;
    const web = await deps.slackClients.client({ accountId, channelId: channel }, 'background');
    if (card.ts === undefined) {
      const { message } = await render(card);
      const res = (await call('post', card, 'chat.postMessage', () =>
        web.chat.postMessage({ channel, text: message.text, blocks: message.blocks }),
      )) as { ts?: string };
      await cards.markSent(accountId, id, card.version, res.ts);
      return true;
    }
    if (card.sentVersion < card.version) {
      const { message } = await render(card);
      await call('update', card, 'chat.update', () =>
        web.chat.update({ channel, ts: card.ts!, text: message.text, blocks: message.blocks }),
      );
      await cards.markSent(accountId, id, card.version);
      return true;
    }
    const reply = await cards.nextReply(accountId, id);
    if (!reply) return false;
    const mute = await deps.store.mute(accountId, channel, card.data.queue);
    const message = alertReplyView(reply, locale, { muted: isMuted(mute), kind: card.data.kind });
    await call('reply', card, 'chat.postMessage', () =>
      web.chat.postMessage({ channel, thread_ts: card.ts!, text: message.text, blocks: message.blocks }),
    );
    await cards.popReply(accountId, id);
    return true;
  }

  return async function processCardSync(job: Job, token?: string): Promise<{ outcome: string }> {
    const parsed = CardSyncPayload.safeParse(job.data);
    if (!parsed.success) return { outcome: 'invalid' };
    const { accountId, cardId } = parsed.data;
    const lock = randomUUID();
    const delay = async (ms: number): Promise<never> => {
      await job.moveToDelayed(Date.now() + Math.max(ms, 50), token);
      throw new DelayedError(`card ${cardId}: waiting ${ms} ms`);
    };
    if (!(await cards.lock(accountId, cardId, lock, 30_000))) return delay(250);
    let waitMs: number | undefined;
    try {
      for (let round = 0; round < 20; round++) {
        const card = await cards.get(accountId, cardId);
        if (!card) return { outcome: 'gone' };
        try {
          if (!(await advance(card))) {
            if (card.data.status === 'resolved') await cards.retire(accountId, cardId);
            return { outcome: 'ok' };
          }
        } catch (error) {
          if (error instanceof SlackWait) {
            waitMs = error.ms;
            break;
          }
          const { slackCode, step } = error as { slackCode?: string; step?: Step };
          if (slackCode === 'message_not_found' && step === 'update') {
            await cards.forgetMessage(accountId, cardId);
            continue;
          }
          if (slackCode && PERMANENT_SLACK_ERRORS.has(slackCode)) {
            logger.warn(
              { account: accountId, channel: card.data.channel, error: slackCode },
              'Slack refused the alert card',
            );
            await cards.markSent(accountId, cardId, card.version);
            await cards.dropReplies(accountId, cardId);
            return { outcome: 'dropped' };
          }
          throw error;
        }
      }
    } finally {
      await cards.unlock(accountId, cardId, lock);
    }
    // more than 20 sends in a row (a card changing very fast) or a wait: come back later
    return delay(waitMs ?? 0);
  };
}
