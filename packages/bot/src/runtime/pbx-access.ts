import type { Logger } from 'pino';
import type { BotConfig } from '../config/bot-config.schema.js';
import { AccountBudget } from '../limiter/account-budget.js';
import type { BotMetrics } from '../ops/metrics.js';
import { PbxGateway } from '../pbx/pbx-gateway.js';
import type { BotKeys } from '../redis/keys.js';
import type { RedisClient } from '../redis/redis-client.js';

/**
 * How the bot reaches each PBX account: one budget shared by every process (per-account limits from the
 * configuration, corrected by the API's rate-limit headers) and one gateway per account that spends it.
 */
export function pbxAccess(input: {
  config: BotConfig;
  apiKeys: ReadonlyMap<string, string>;
  redis: RedisClient;
  keys: BotKeys;
  metrics: BotMetrics;
  logger: Logger;
  pbxFetch?: ((request: Request) => Promise<Response>) | undefined;
}): { budget: AccountBudget; gateways: Map<string, PbxGateway> } {
  const { config, apiKeys, redis, keys, metrics, logger } = input;
  const budget = new AccountBudget(redis, {
    prefix: keys.budget,
    windowMs: config.limiter.window_ms + config.limiter.guard_ms,
    defaults: {
      commandReserveMinute: config.limiter.command_reserve_per_minute,
      backgroundDayShare: config.limiter.background_day_share,
    },
    accounts: (id) => {
      const account = config.accounts.find((a) => a.id === id);
      return account
        ? {
            perMinute: account.limits.requests_per_minute,
            perDay: account.limits.requests_per_day,
            timeZone: account.time_zone,
          }
        : undefined;
    },
  });
  const gateways = new Map<string, PbxGateway>();
  for (const account of config.accounts) {
    gateways.set(
      account.id,
      new PbxGateway(account, apiKeys.get(account.id)!, {
        budget,
        metrics,
        logger,
        ...(input.pbxFetch ? { fetch: input.pbxFetch } : {}),
      }),
    );
  }
  return { budget, gateways };
}
