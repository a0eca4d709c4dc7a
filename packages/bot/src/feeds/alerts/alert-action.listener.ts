import type { AllMiddlewareArgs, BlockAction, ButtonAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import type { Logger } from 'pino';
import { baseActionId } from '../../slack/views/action-ids.js';
import type { ListenerDeps } from '../../work/listeners/listener-deps.js';
import { clickerTeam, foreignRefusal, ownedAccount } from '../../work/listeners/owned-account.js';
import { itemRef } from '../kit/item-ref.js';
import { alertActionIds, SILENCE_MINUTES } from './alert-card.view.js';
import type { AlertStore } from './alert-store.js';
import type { CardOutbox } from './card-outbox.js';
import type { CardStore } from './card-store.js';

/** What the card buttons need (the web role has it too: Redis and the Slack queue's producer). */
export interface AlertActionDeps {
  cards: CardStore;
  store: AlertStore;
  outbox: CardOutbox;
  logger: Logger;
  now?: () => number;
}

type ActionArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction>> & AllMiddlewareArgs;

function cardRef(value: string | undefined): { accountId: string; cardId: string } | undefined {
  const ref = itemRef(value, 'c');
  return ref && { accountId: ref.accountId, cardId: ref.itemId };
}

/**
 * The Bolt listener of the card buttons (`alert_*`), acked at once: "Preso in carico" records who took the card;
 * "Silenzia 15/60 min" silences that queue in that channel (no new card, no mention) until then. Either way the
 * card gets a new version, which the Slack queue shows in place. A card of an account the clicker's workspace
 * may not act on (seen through a Slack Connect channel) is refused and left as it is.
 */
export function alertActionListener(
  deps: AlertActionDeps,
  listener: Pick<ListenerDeps, 'config' | 'accounts' | 'logger'>,
) {
  const audit = deps.logger.child({ audit: true });
  return async ({ action, body, ack, respond }: ActionArgs): Promise<void> => {
    await ack();
    const ref = cardRef(action.value);
    if (!ref) return;
    const who = { userId: body.user.id, teamId: clickerTeam(body), channelId: body.channel?.id };
    if (!(await ownedAccount(listener, who, ref.accountId))) {
      const text = foreignRefusal(listener, who, 'alert.card');
      await respond({ response_type: 'ephemeral', replace_original: false, text }).catch((err: unknown) =>
        deps.logger.warn({ err: String(err) }, 'respond failed'),
      );
      return;
    }
    const card = await deps.cards.get(ref.accountId, ref.cardId);
    // the value comes from our own message; a click elsewhere (or on a forgotten card) changes nothing
    if (!card || (body.channel?.id !== undefined && body.channel.id !== card.data.channel)) return;
    const now = deps.now?.() ?? Date.now();
    const userId = body.user.id;
    let version: number | undefined;
    if (baseActionId(action.action_id) === alertActionIds.ack) {
      version = await deps.cards.acknowledge(ref.accountId, ref.cardId, userId, now);
    } else if (baseActionId(action.action_id) === alertActionIds.silence) {
      const minutes = Number(action.action_id.split(':')[1]);
      if (!(SILENCE_MINUTES as readonly number[]).includes(minutes) || card.data.status !== 'open') return;
      await deps.store.silence(
        ref.accountId,
        card.data.channel,
        card.data.queue,
        now + minutes * 60_000,
        userId,
      );
      version = await deps.cards.touch(ref.accountId, ref.cardId);
      audit.info(
        {
          user: userId,
          account: ref.accountId,
          operation: 'alert.silence',
          params: { queue: card.data.queue, minutes },
        },
        'audit',
      );
    }
    if (version !== undefined) await deps.outbox.enqueue(ref.accountId, ref.cardId, version);
  };
}
