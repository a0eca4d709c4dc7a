import type { Logger } from 'pino';
import { localeFor, resolveAccount } from '../config/account-routing.js';
import type { AccountConfig, BotConfig, Locale } from '../config/bot-config.schema.js';
import type { AlertActionDeps } from '../features/alerts/alert-action.listener.js';
import type { AccountBudget } from '../limiter/account-budget.js';
import type { ExtensionLinks } from '../links/extension-links.js';
import type { BotMetrics } from '../ops/metrics.js';
import type { CommandQueue } from '../queue/command-queue.js';
import type { DeferredCommands } from '../queue/deferred-commands.js';
import type { BotKeys } from '../redis/keys.js';
import type { ShareStore } from '../share/share-store.js';
import type { Claims } from './claims.js';
import type { Permissions } from './permissions.js';

/** What the web role's listeners need: they parse, check, ack and enqueue — they never call the PBX. */
export interface ListenerDeps {
  config: BotConfig;
  queue: CommandQueue;
  links: ExtensionLinks;
  permissions: Permissions;
  shares: ShareStore;
  /** First-click-wins records (one call per confirmation). */
  claims: Claims;
  keys: BotKeys;
  /** The accounts' budgets, read (never spent) for `/pbx account`'s immediate answer. */
  budget: AccountBudget;
  /** Commands refused for the day budget, waiting for "Esegui alle 00:00" or "Annulla". */
  deferred: DeferredCommands;
  metrics: BotMetrics;
  logger: Logger;
  now?: () => number;
  /** The buttons of live queue alert cards. */
  alerts?: AlertActionDeps;
}

/** Who is asking, from where, about which account, in which language. */
export interface Requester {
  userId: string;
  teamId: string | undefined;
  channelId: string | undefined;
  account: AccountConfig | undefined;
  locale: Locale;
}

export function requester(
  deps: ListenerDeps,
  ids: { userId: string; teamId?: string | undefined; channelId?: string | undefined },
): Requester {
  const origin = { userId: ids.userId, teamId: ids.teamId, channelId: ids.channelId };
  return {
    ...origin,
    account: resolveAccount(deps.config, origin),
    locale: localeFor(deps.config, ids.userId),
  };
}
