import type { HomeAlert } from '../../features/home/home.view.js';
import { shownLevel } from '../../feeds/alerts/alert-card.view.js';
import type { AlertSystem } from '../../feeds/alerts/alert-system.js';

/**
 * The account's open alert cards as the Home lists them, read from the card store as the cards are drawn: the
 * level the card shows, who took it, the silence of its queue and the pause of its channel.
 */
export async function homeAlerts(alerts: AlertSystem, accountId: string): Promise<HomeAlert[]> {
  const { cards, store } = alerts.services;
  const ids = [...(await cards.open(accountId)).values()];
  const stored = await Promise.all(ids.map((id) => cards.get(accountId, id)));
  const out: HomeAlert[] = [];
  for (const card of stored) {
    if (card?.data.status !== 'open') continue;
    const { data } = card;
    const mute = await store.mute(accountId, data.channel, data.queue);
    out.push({
      kind: data.kind,
      queue: data.queue,
      channel: data.channel,
      level: data.kind === 'exchange' ? data.level : shownLevel(data),
      since: data.since,
      ...(card.ack ? { taken: card.ack } : {}),
      ...(mute.silence ? { silenced: mute.silence } : {}),
      ...(mute.pausedUntil !== null ? { pausedUntil: mute.pausedUntil } : {}),
    });
  }
  return out;
}
