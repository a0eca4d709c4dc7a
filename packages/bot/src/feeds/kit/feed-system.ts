import { Queue, type Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { BotConfig } from '../../core/config/bot-config.schema.js';
import type { BotMetrics } from '../../core/ops/metrics.js';
import type { BullConnection, RedisClient } from '../../core/redis/redis-client.js';
import type { AccountBudget } from '../../pbx/limiter/account-budget.js';
import type { SlackClients } from '../../slack/slack-clients.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import { AccountRuns } from '../../work/worker/account-runs.js';
import {
  createJobWorker,
  type JobProcessor,
  READ_QUEUE_CONCURRENCY,
} from '../../work/worker/create-workers.js';
import { type RunWatchdog, startRunWatchdog } from '../../work/worker/run-watchdog.js';

/** What every feed's system is started with (the queues' connection and names, the process's role). */
export interface FeedSystemOptions {
  /** `web` only answers buttons and commands (producers); `worker` and `all` also read and send. */
  role: 'web' | 'worker' | 'all';
  redis: RedisClient;
  connection: BullConnection;
  /** Base of the BullMQ queue names: `<name>-<feed>-<queue>`. */
  queueName: string;
  bullPrefix?: string | undefined;
  logger: Logger;
  config: BotConfig;
  /** The bot's key prefix (a feed's keys live under `<prefix>:<feed>`). */
  keyPrefix: string;
  /** The PBX accounts and their gateways (the file's and those connected from Slack). */
  accounts: AccountDirectory;
  /** Where the posts' Slack clients come from (by workspace). */
  slackClients: SlackClients;
}

/** A feed that reads the exchange on its planned runs: the accounts' budget, and metrics of what it does. */
export interface ReadingFeedOptions extends FeedSystemOptions {
  budget: AccountBudget;
  metrics: BotMetrics;
}

/** A BullMQ queue of a feed: `<queueName>-<suffix>`. */
export function feedQueue(options: FeedSystemOptions, suffix: string): Queue {
  return new Queue(`${options.queueName}-${suffix}`, {
    connection: options.connection,
    ...(options.bullPrefix ? { prefix: options.bullPrefix } : {}),
  });
}

/** A feed's queues: its planned runs per account (`<feed>-<run>`) and its Slack sends (`<feed>-slack`). */
export interface FeedQueues {
  runQueue: Queue;
  slackQueue: Queue;
  runs: AccountRuns;
}

/** How a feed's planned runs are named: `alert` + `poll` → queue and ids `alert-poll`, job `runJob`. */
export interface FeedRunNames {
  feed: string;
  run: string;
  runJob: string;
}

/**
 * Opens a feed's queues and its accounts' planned runs (`AccountRuns`: the job `<feed>-<run>`, its ids
 * `<feed>-<run>-at-…`, the plans in `runsKey`).
 */
export function openFeedQueues(options: FeedSystemOptions, names: FeedRunNames, runsKey: string): FeedQueues {
  const idPrefix = `${names.feed}-${names.run}`;
  const runQueue = feedQueue(options, idPrefix);
  const slackQueue = feedQueue(options, `${names.feed}-slack`);
  const runs = new AccountRuns({
    queue: runQueue,
    redis: options.redis,
    key: runsKey,
    jobName: names.runJob,
    idPrefix,
  });
  return { runQueue, slackQueue, runs };
}

/** One queue's workers: how many jobs at once and the processor of each job name. */
export interface FeedWorkerSpec {
  queue: Queue;
  concurrency: number;
  processors: Readonly<Record<string, JobProcessor>>;
}

/** Starts the workers of a feed's queues and waits until they are ready. */
export async function startFeedWorkers(
  options: FeedSystemOptions,
  specs: readonly FeedWorkerSpec[],
): Promise<Worker[]> {
  const workers = specs.map((spec) =>
    createJobWorker(
      {
        connection: options.connection,
        logger: options.logger,
        ...(options.bullPrefix ? { prefix: options.bullPrefix } : {}),
        queueName: spec.queue.name,
        concurrency: spec.concurrency,
      },
      spec.processors,
    ),
  );
  await Promise.all(workers.map((w) => w.waitUntilReady()));
  return workers;
}

/** What a feed's worker role runs: its runs' and its Slack queue's processors, and whether an account has rules. */
export interface FeedWorkerRole {
  runProcessors: Readonly<Record<string, JobProcessor>>;
  slackProcessors: Readonly<Record<string, JobProcessor>>;
  allIds(): Promise<readonly string[]>;
  hasRules(accountId: string): Promise<boolean>;
}

/** A feed's running part in one process. */
export interface FeedRuntime {
  workers: Worker[];
  close(): Promise<void>;
}

/**
 * Runs a feed's queues in a worker role (nothing but the producers in `web`): the planned runs' worker, the
 * Slack queue's (10 sends at once, each channel at its pace) and the runs' watchdog, which starts the accounts
 * with rules and no run. `close` stops them and closes the queues.
 */
export async function startFeedRuntime(
  options: FeedSystemOptions,
  queues: FeedQueues,
  role: () => FeedWorkerRole,
): Promise<FeedRuntime> {
  let workers: Worker[] = [];
  let watchdog: RunWatchdog | undefined;
  if (options.role !== 'web') {
    const spec = role();
    workers = await startFeedWorkers(options, [
      { queue: queues.runQueue, concurrency: READ_QUEUE_CONCURRENCY, processors: spec.runProcessors },
      { queue: queues.slackQueue, concurrency: 10, processors: spec.slackProcessors },
    ]);
    watchdog = await startRunWatchdog({
      runs: queues.runs,
      allIds: spec.allIds,
      hasRules: spec.hasRules,
      logger: options.logger,
    });
  }
  return {
    workers,
    async close() {
      await watchdog?.stop();
      await Promise.all(workers.map((w) => w.close()));
      await queues.runQueue.close();
      await queues.slackQueue.close();
    },
  };
}
