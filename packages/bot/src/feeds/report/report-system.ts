import type { Queue, Worker } from 'bullmq';
import type { FeatureHooks, OperationServices } from '../../work/operations/operation-context.js';
import { type FeedSystemOptions, feedQueue, startFeedWorkers } from '../kit/feed-system.js';
import { ReportKeys } from './report-keys.js';
import { createReportPostProcessor, createReportPrefetchProcessor } from './report-post.job.js';
import { REPORT_POST_JOB, REPORT_PREFETCH_JOB, ReportScheduler } from './report-scheduler.js';
import { ReportStore } from './report-store.js';

/** What `/queue report …` needs (a worker's operations get it). */
export interface ReportServices {
  store: ReportStore;
  scheduler: ReportScheduler;
}

/** `role`: `web` only enqueues; `worker` and `all` also post. Queue: `<name>-report`. */
export interface ReportSystemOptions extends FeedSystemOptions {
  /** The worker's services (budget, coalescer, charts…): the reports read through them. Absent in `web`. */
  services: OperationServices | undefined;
  hooks: FeatureHooks;
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
  const queue = feedQueue(options, 'report');
  const store = new ReportStore(options.redis, new ReportKeys(options.keyPrefix));
  const scheduler = new ReportScheduler(queue);
  let workers: Worker[] = [];
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
    workers = await startFeedWorkers(options, [
      {
        queue,
        concurrency: 2,
        processors: {
          [REPORT_POST_JOB]: createReportPostProcessor(deps),
          [REPORT_PREFETCH_JOB]: createReportPrefetchProcessor(deps),
        },
      },
    ]);
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
