import type { App } from '@slack/bolt';
import { clockText } from '../../slack/views/clock-text.js';
import type { ListenerDeps } from '../../work/listeners/listener-deps.js';
import { requester } from '../../work/listeners/listener-deps.js';
import { clickerTeam, foreignRefusal, ownedAccount } from '../../work/listeners/owned-account.js';
import { HOME_QUEUE_DETAIL } from './home.view.js';
import {
  HOME_SHARE_ACTION,
  HOME_SHARE_BLOCK,
  HOME_SHARE_VIEW,
  type HomeShareMetadata,
  homeDetailModal,
  withoutButtons,
} from './home-detail.view.js';
import { homeTextsFor } from './home-messages.js';
import type { HomePublisher } from './home-publisher.js';

const parseMetadata = (text: string): HomeShareMetadata | undefined => {
  try {
    const value = JSON.parse(text) as Partial<HomeShareMetadata>;
    return typeof value.accountId === 'string' && typeof value.queue === 'string'
      ? { accountId: value.accountId, queue: value.queue }
      : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The Home's listeners: the tab opened (publish it), a queue's "Dettaglio" (a modal of the queue from the same
 * sample), and that modal's "Condividi" (the snapshot posted in the chosen channel, with who shared it).
 */
export function registerHomeListeners(app: App, deps: ListenerDeps, home: HomePublisher): void {
  app.event('app_home_opened', async ({ event, body }) => {
    if (event.tab !== 'home') return;
    const outcome = await home.opened({ userId: event.user, teamId: body.team_id });
    if (outcome === 'failed') deps.logger.warn({ user: event.user }, 'the Home could not be published');
  });

  app.action(HOME_QUEUE_DETAIL, async ({ ack, body, action, client }) => {
    await ack();
    if (body.type !== 'block_actions' || action.type !== 'button') return;
    const r = await requester(deps, { userId: body.user.id, teamId: clickerTeam(body) });
    if (!r.account) return;
    const queueName = action.value ?? '';
    const found = await home.queue(r.account.id, queueName);
    const snapshot = found ? deps.commands.hooks.queueSnapshot(found.queue, r.locale) : undefined;
    const view = homeDetailModal({
      queue: queueName,
      blocks: snapshot?.blocks,
      readAt: found ? homeTextsFor(r.locale).queueReadAt(clockText(found.at, r.account.time_zone, true)) : '',
      locale: r.locale,
      metadata: { accountId: r.account.id, queue: queueName },
    });
    await client.views.open({ trigger_id: body.trigger_id, view });
  });

  app.view(HOME_SHARE_VIEW, async ({ ack, body, view }) => {
    const who = { userId: body.user.id, teamId: clickerTeam(body) };
    const r = await requester(deps, who);
    const t = homeTextsFor(r.locale);
    const channel = view.state.values[HOME_SHARE_BLOCK]?.[HOME_SHARE_ACTION]?.selected_conversation;
    const metadata = parseMetadata(view.private_metadata);
    if (!channel) {
      await ack({ response_action: 'errors', errors: { [HOME_SHARE_BLOCK]: t.chooseChannel } });
      return;
    }
    // the modal names the account: only one the submitting workspace may act on is shared
    const account = metadata ? await ownedAccount(deps, who, metadata.accountId) : undefined;
    if (metadata && !account) {
      const refusal = foreignRefusal(deps, who, 'home.share');
      await ack({ response_action: 'errors', errors: { [HOME_SHARE_BLOCK]: refusal } });
      return;
    }
    const found = account && metadata ? await home.queue(account.id, metadata.queue) : undefined;
    const snapshot = found ? deps.commands.hooks.queueSnapshot(found.queue, r.locale) : undefined;
    if (!account || !found || !snapshot) {
      await ack({ response_action: 'errors', errors: { [HOME_SHARE_BLOCK]: t.gone } });
      return;
    }
    const posted = await home.share({
      teamId: who.teamId,
      accountId: account.id,
      channel,
      text: snapshot.text,
      blocks: [
        ...withoutButtons(snapshot.blocks).slice(0, 48),
        {
          type: 'context',
          elements: [
            { type: 'mrkdwn', text: t.sharedBy(body.user.id, clockText(found.at, account.time_zone, true)) },
          ],
        },
      ],
    });
    if (posted !== 'ok') {
      const why = ['not_in_channel', 'channel_not_found', 'is_archived'].includes(posted)
        ? t.shareFailed(channel)
        : t.shareLater;
      await ack({ response_action: 'errors', errors: { [HOME_SHARE_BLOCK]: why } });
      return;
    }
    await ack();
  });
}
