import type { Logger } from 'pino';
import type { BotConfig } from '../../core/config/bot-config.schema.js';
import type { BotMetrics } from '../../core/ops/metrics.js';
import type { BotKeys } from '../../core/redis/keys.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { PbxFetch } from '../../pbx/egress/egress-fetch.js';
import { AccountBudget } from '../../pbx/limiter/account-budget.js';
import { PbxGateway } from '../../pbx/pbx-gateway.js';
import { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import type { ConnectedAccountStore } from '../../tenancy/accounts/connected-account-store.js';

/**
 * How the bot reaches each PBX account: one budget shared by every process (per-account limits from the
 * account's settings, corrected by the API's rate-limit headers) and the directory of accounts (the file's and
 * those connected from Slack), one gateway per account spending its budget.
 */
export function pbxAccess(input: {
  config: BotConfig;
  apiKeys: ReadonlyMap<string, string>;
  connected: ConnectedAccountStore | undefined;
  redis: RedisClient;
  keys: BotKeys;
  metrics: BotMetrics;
  logger: Logger;
  /** The egress fetch every gateway sends through (default: no private address allowed). */
  pbxFetch?: PbxFetch | undefined;
  /** A connected account's key was refused for the first time (tell its workspaces' admins). */
  onRevoked?: ((accountId: string) => Promise<void>) | undefined;
  /** A connected account's stored key cannot be opened: it is put aside (tell its workspaces' admins). */
  onUnreadable?: ((accountId: string, keyId: string) => void) | undefined;
}): { budget: AccountBudget; accounts: AccountDirectory } {
  const { config, apiKeys, redis, keys, metrics, logger } = input;
  let directory: AccountDirectory | undefined;
  const budget = new AccountBudget(redis, {
    prefix: keys.budget,
    windowMs: config.limiter.window_ms + config.limiter.guard_ms,
    defaults: {
      commandReserveMinute: config.limiter.command_reserve_per_minute,
      backgroundDayShare: config.limiter.background_day_share,
    },
    accounts: (id) => {
      const account = directory?.peek(id);
      return account
        ? {
            perMinute: account.limits.requests_per_minute,
            perDay: account.limits.requests_per_day,
            timeZone: account.time_zone,
          }
        : undefined;
    },
    // one exchange connected by several workspaces spends one budget
    bucketOf: (id) => directory?.budgetIdOf(id) ?? id,
  });
  directory = new AccountDirectory({
    config,
    apiKeys,
    connected: input.connected,
    gatewayOf: (account, apiKey, onUnauthorized) =>
      new PbxGateway(account, apiKey, {
        budget,
        metrics,
        logger,
        ...(input.pbxFetch ? { fetch: input.pbxFetch } : {}),
        ...(onUnauthorized ? { onUnauthorized } : {}),
      }),
    onRevoked: input.onRevoked,
    onUnreadable: input.onUnreadable,
  });
  return { budget, accounts: directory };
}
