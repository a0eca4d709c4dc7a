import type { Logger } from 'pino';
import type { BotConfig } from '../../core/config/bot-config.schema.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { ConnectServices } from '../../features/connect/connect-services.js';
import { HomeKeys } from '../../features/home/home-keys.js';
import { HomePublisher } from '../../features/home/home-publisher.js';
import type { AlertSystem } from '../../feeds/alerts/alert-system.js';
import type { BookingSystem } from '../../feeds/bookings/booking-system.js';
import type { MissedSystem } from '../../feeds/missed/missed-system.js';
import { localDay } from '../../pbx/limiter/local-day.js';
import type { SlackClients } from '../../slack/slack-clients.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import type { ExtensionLinks } from '../../tenancy/links/extension-links.js';
import { homeAlerts } from './home-alerts.js';
import { homeBookingsOf } from './home-bookings.js';

/** The systems whose state the Home shows (bound once started). */
interface HomeSystems {
  alerts: AlertSystem;
  missed: MissedSystem;
  bookings?: BookingSystem;
}

/**
 * The App Home's publisher, showing what the alerts and the missed-call feed already hold (no read of its own):
 * the latest sample of the queues, the open alert cards, the open missed calls, today's bookings. The systems are bound once
 * started (the Home is made first, so the alerts can tell it of each new sample).
 */
export function startHome(input: {
  config: BotConfig;
  accounts: AccountDirectory;
  /** Admins see the connect button; a refused key is shown to them. */
  connect: ConnectServices;
  redis: RedisClient;
  keyPrefix: string;
  links: ExtensionLinks;
  slackClients: SlackClients;
  logger: Logger;
}): { home: HomePublisher; bind(systems: HomeSystems): void } {
  let systems: HomeSystems | undefined;
  const { connect, ...rest } = input;
  const home = new HomePublisher({
    ...rest,
    keys: new HomeKeys(input.keyPrefix),
    sources: {
      latestSample: async (accountId) => systems?.alerts.samples.latest(accountId),
      openAlerts: async (accountId) => (systems ? homeAlerts(systems.alerts, accountId) : []),
      openMissed: async (accountId) =>
        (await systems?.missed.services.notices.openNotices(accountId))?.map((n) => ({
          caller: n.caller,
          label: n.label,
          channel: n.channel,
          count: n.count,
          lastAt: n.lastAt,
          takenBy: n.taken?.by,
        })) ?? [],
      todayBookings: async (accountId) => {
        const store = systems?.bookings?.services.store;
        const account = await input.accounts.account(accountId);
        if (!store || !account) return [];
        return homeBookingsOf(await store.ofDay(accountId, localDay(Date.now(), account.time_zone).date));
      },
      workspace: async (viewer, accountId) => {
        const store = connect.store;
        if (!store || !viewer.teamId) return undefined;
        if (!(await connect.isAdmin(viewer.userId, viewer.teamId))) return undefined;
        const connected = accountId ? await store.find(accountId) : undefined;
        return {
          canConnect: connect.canEncrypt,
          ...(connected?.revokedAt
            ? { revoked: { exchange: connected.exchange, keyName: connected.keyName } }
            : {}),
        };
      },
    },
  });
  return {
    home,
    bind(started) {
      systems = started;
    },
  };
}
