import type { Logger } from 'pino';
import type { BotConfig } from '../../core/config/bot-config.schema.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { AccountBudget } from '../../pbx/limiter/account-budget.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import type { AccountRuns } from '../../work/worker/account-runs.js';
import type { ApplyDeps } from './apply-records.js';
import type { CallbackNames } from './callback-names.js';
import type { FeedStateStore } from './feed-state.js';
import type { MissedConfig } from './missed-config.schema.js';
import type { MissedKeys } from './missed-keys.js';
import type { NoticeStore } from './notice-store.js';

/** What the read processor needs. Built once per worker process. */
export interface MissedReadDeps extends ApplyDeps {
  config: BotConfig;
  settings: MissedConfig;
  /** The account's runs: each run plans the next. */
  scheduler: AccountRuns;
  feed: FeedStateStore;
  notices: NoticeStore;
  budget: AccountBudget;
  /** The PBX accounts and their gateways (the file's and those connected from Slack). */
  accounts: AccountDirectory;
  redis: RedisClient;
  keys: MissedKeys;
  logger: Logger;
  /** Who called back from an extension, as the bot knows it without a request. */
  callbackNames?: CallbackNames;
  /** Puts the first page read in the commands' cache (`/calls in` right after costs nothing). */
  primeInbound?: (accountId: string, response: unknown) => Promise<void>;
  /** The daily line of a rule is due (enqueued once per rule and date). */
  onDaily(accountId: string, ruleId: string, date: string): Promise<void>;
  now?: () => number;
}
