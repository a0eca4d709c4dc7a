import type { Logger } from 'pino';
import type { BotConfig } from '../../core/config/bot-config.schema.js';
import type { BotMetrics } from '../../core/ops/metrics.js';
import { cacheKey } from '../../core/redis/keys.js';
import type { BullConnection, RedisClient } from '../../core/redis/redis-client.js';
import { CALLS_PER_PAGE } from '../../features/calls/calls.view.js';
import { type AlertSystem, startAlerts } from '../../feeds/alerts/alert-system.js';
import { type MissedSystem, startMissed } from '../../feeds/missed/missed-system.js';
import type { Coalescer } from '../../pbx/coalesce/coalescer.js';
import { firstPageOf } from '../../pbx/first-page.js';
import type { AccountBudget } from '../../pbx/limiter/account-budget.js';
import type { SlackClients } from '../../slack/slack-clients.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import { cacheTtlMs } from '../../work/operations/cache-ttl.js';

export interface BackgroundOptions {
  role: 'web' | 'worker' | 'all';
  config: BotConfig;
  redis: RedisClient;
  connection: BullConnection;
  keyPrefix: string;
  queueName: string;
  bullPrefix?: string | undefined;
  budget: AccountBudget;
  /** The PBX accounts and their gateways (the file's and those connected from Slack). */
  accounts: AccountDirectory;
  metrics: BotMetrics;
  logger: Logger;
  slackClients: SlackClients;
  /** The commands' cache (worker roles): background reads prime it. */
  coalescer: Coalescer | undefined;
  /** Also told of each new sample of an account's queues (the App Home). */
  onSample?: (accountId: string) => void;
}

/**
 * Starts what the bot does on its own, on the same budget and Slack clients: the live queue alerts and the
 * missed-call feed. They never import each other; they meet here: every new sample of the queues the alerts
 * read tells the feed when a caller abandoned (and the App Home that it changed), and both prime the commands' cache with what they read
 * (`/queue live`, the first page of `/calls in`).
 */
export async function startBackground(options: BackgroundOptions): Promise<{
  alerts: AlertSystem;
  missed: MissedSystem;
  /**
   * An account was connected or disconnected from Slack: its alerts and feed run once more as soon as every
   * process sees the change (rules kept from an earlier connection read again at once; a disconnected account's
   * runs end).
   */
  accountChanged(accountId: string): Promise<void>;
}> {
  const { coalescer, onSample, ...common } = options;
  let missed: MissedSystem | undefined;
  const alerts = await startAlerts({
    ...common,
    ...(coalescer
      ? {
          primeLive: (accountId: string, response: unknown) =>
            coalescer.prime(cacheKey(accountId, 'queues', 'live'), cacheTtlMs.live, response),
        }
      : {}),
    onSample: (accountId, previous, next) => {
      onSample?.(accountId);
      void missed?.onSample(accountId, previous, next).catch(() => {});
    },
  });
  missed = await startMissed({
    ...common,
    ...(coalescer
      ? {
          // the feed's first page of GET /v1/calls/in serves `/calls in` (same key, same page size)
          primeInbound: async (accountId: string, response: unknown) => {
            const page = firstPageOf(response as Parameters<typeof firstPageOf>[0], CALLS_PER_PAGE);
            if (page)
              await coalescer.prime(
                cacheKey(accountId, 'calls', 'in', 'recent', '', 1),
                cacheTtlMs.recent,
                page,
              );
          },
        }
      : {}),
  });
  return {
    alerts,
    missed,
    async accountChanged(accountId) {
      // gone from the file and the database (disconnected by its last workspace, uninstalled): an explicit
      // removal, recorded as a tombstone every process reads; its runs end there, never because a process
      // does not know an account
      const store = options.accounts.connectedStore;
      const inFile = options.config.accounts.some((a) => a.id === accountId);
      if (!inFile && store && !(await store.find(accountId))) {
        await alerts.services.scheduler.runs.end(accountId);
        await missed?.services.scheduler.end(accountId);
        return;
      }
      const at = Date.now() + options.accounts.ttlMs + 1000;
      await alerts.services.scheduler.runs.runAt(accountId, at);
      await missed?.services.scheduler.runAt(accountId, at);
    },
  };
}
