import type { Logger } from 'pino';
import type { BotConfig } from '../../core/config/bot-config.schema.js';
import type { BotMetrics } from '../../core/ops/metrics.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { AccountBudget } from '../../pbx/limiter/account-budget.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import type { AlertKeys } from './alert-keys.js';
import type { AlertScheduler } from './alert-scheduler.js';
import type { SampleListener } from './alert-services.js';
import type { AlertStore } from './alert-store.js';
import type { CardDeps } from './apply-poll.js';
import type { CommandUsage } from './command-usage.js';
import type { ProfileStore } from './profile-store.js';
import type { QueueSampleStore } from './queue-sample-store.js';

/** How a poll ended (the job's return value, and the `outcome` label of the metric). */
export type PollOutcome =
  | 'ok'
  | 'revoked'
  | 'no-rules'
  | 'off-hours'
  | 'not-due'
  | 'denied'
  | 'unreachable'
  | 'error'
  | 'invalid'
  | 'exhausted'
  | 'no-share'
  | 'sample'
  | 'superseded';

/** What the poll processor needs. Built once per worker process. */
export interface AlertPollDeps extends CardDeps {
  config: BotConfig;
  store: AlertStore;
  scheduler: AlertScheduler;
  budget: AccountBudget;
  /** The PBX accounts and their gateways (the file's and those connected from Slack). */
  accounts: AccountDirectory;
  redis: RedisClient;
  keys: AlertKeys;
  samples: QueueSampleStore;
  usage: CommandUsage;
  profiles: ProfileStore;
  metrics: BotMetrics;
  logger: Logger;
  /** Puts the poller's reading in the commands' cache, so a `/queue live` right after costs nothing. */
  primeLive?: (accountId: string, response: unknown) => Promise<void>;
  /** Told of each new sample stored (whoever listens learns, e.g., that a caller abandoned). */
  onSample?: SampleListener | undefined;
  now?: () => number;
}
