import { Queue, type Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { AccountDirectory } from '../../accounts/account-directory.js';
import type { BotConfig } from '../../config/bot-config.schema.js';
import type { FeatureHooks, OperationServices } from '../../operations/operation-context.js';
import type { BullConnection, RedisClient } from '../../redis/redis-client.js';
import type { SlackClients } from '../../slack/slack-clients.js';
import { createJobWorker } from '../../worker/create-workers.js';
import { ReportKeys } from './report-keys.js';
import { createReportPostProcessor, createReportPrefetchProcessor } from './report-post.job.js';
import { REPORT_POST_JOB, REPORT_PREFETCH_JOB, ReportScheduler } from './report-scheduler.js';
import { ReportStore } from './report-store.js';

/** What `/queue report …` needs (a worker's operations get it). */
export interface ReportServices {
  store: ReportStore;
  scheduler: ReportScheduler;
}

export interface ReportSystemOptions {
  /** `web` only enqueues; `worker` and `all` also post. */
  role: 'web' | 'worker' | 'all';
  config: BotConfig;
  redis: RedisClient;
  connection: BullConnection;
  keyPrefix: string;
  /** Base of the BullMQ queue name: `<name>-report`. */
  queueName: string;
  bullPrefix?: string | undefined;
  /** The PBX accounts and their gateways (the file's and those connected from Slack). */
  accounts: AccountDirectory;
  /** The worker's services (budget, coalescer, charts…): the reports read through them. Absent in `web`. */
  services: OperationServices | undefined;
  hooks: FeatureHooks;
  slackClients: SlackClients;
  logger: Logger;
}

export interface ReportSystem {
  services: ReportServices;
  queue: Queue;
  workers: Worker[];
  close(): Promise<void>;
}

/**
 * The morning reports of one process: the store and the schedules everywhere, the worker that posts them in the
 * worker roles. At start every stored report's schedule is made sure of (a Redis restart loses nothing).
 */
export async function startReports(options: ReportSystemOptions): Promise<ReportSystem> {
  const queueOpts = {
    connection: options.connection,
    ...(options.bullPrefix ? { prefix: options.bullPrefix } : {}),
  };
  const queue = new Queue(`${options.queueName}-report`, queueOpts);
  const store = new ReportStore(options.redis, new ReportKeys(options.keyPrefix));
  const scheduler = new ReportScheduler(queue);
  const workers: Worker[] = [];
  if (options.role !== 'web' && options.services) {
    const deps = {
      config: options.config,
      store,
      scheduler,
      accounts: options.accounts,
      services: options.services,
      hooks: options.hooks,
      slackClients: options.slackClients,
      logger: options.logger,
    };
    workers.push(
      createJobWorker(
        { ...queueOpts, logger: options.logger, queueName: queue.name, concurrency: 2 },
        {
          [REPORT_POST_JOB]: createReportPostProcessor(deps),
          [REPORT_PREFETCH_JOB]: createReportPrefetchProcessor(deps),
        },
      ),
    );
    await Promise.all(workers.map((w) => w.waitUntilReady()));
    for (const id of await options.accounts.allIds()) {
      const account = await options.accounts.account(id);
      if (!account) continue;
      for (const rule of await store.rules(id)) await scheduler.ensure(rule, account.time_zone);
    }
  }
  return {
    services: { store, scheduler },
    queue,
    workers,
    async close() {
      await Promise.all(workers.map((w) => w.close()));
      await queue.close();
    },
  };
}
