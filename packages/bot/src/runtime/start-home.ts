import type { Logger } from 'pino';
import type { BotConfig } from '../config/bot-config.schema.js';
import type { AlertSystem } from '../features/alerts/alert-system.js';
import { HomeKeys } from '../features/home/home-keys.js';
import { HomePublisher } from '../features/home/home-publisher.js';
import type { MissedSystem } from '../features/missed/missed-system.js';
import type { ExtensionLinks } from '../links/extension-links.js';
import type { RedisClient } from '../redis/redis-client.js';
import type { SlackClients } from '../slack/slack-clients.js';

/**
 * The App Home's publisher, showing what the alerts and the missed-call feed already hold (no read of its own):
 * the latest sample of the queues, the open alert cards, the open missed calls. The systems are bound once
 * started (the Home is made first, so the alerts can tell it of each new sample).
 */
export function startHome(input: {
  config: BotConfig;
  redis: RedisClient;
  keyPrefix: string;
  links: ExtensionLinks;
  slackClients: SlackClients;
  logger: Logger;
}): { home: HomePublisher; bind(systems: { alerts: AlertSystem; missed: MissedSystem }): void } {
  let systems: { alerts: AlertSystem; missed: MissedSystem } | undefined;
  const home = new HomePublisher({
    ...input,
    keys: new HomeKeys(input.keyPrefix),
    sources: {
      latestSample: async (accountId) => systems?.alerts.samples.latest(accountId),
      openAlerts: async (accountId) =>
        (await systems?.alerts.services.cards.openCards(accountId))?.map((card) => ({
          kind: card.kind,
          queue: card.queue,
          channel: card.channel,
          level: card.level,
          since: card.since,
        })) ?? [],
      openMissed: async (accountId) =>
        (await systems?.missed.services.notices.openNotices(accountId))?.map((n) => ({
          caller: n.caller,
          label: n.label,
          channel: n.channel,
          count: n.count,
          lastAt: n.lastAt,
          takenBy: n.taken?.by,
        })) ?? [],
    },
  });
  return {
    home,
    bind(started) {
      systems = started;
    },
  };
}
