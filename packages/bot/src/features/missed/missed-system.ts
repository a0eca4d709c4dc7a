import { Queue, type Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { AccountDirectory } from '../../accounts/account-directory.js';
import type { BotConfig } from '../../config/bot-config.schema.js';
import { cappedTtl, retentionSeconds } from '../../config/retention.js';
import type { AccountBudget } from '../../limiter/account-budget.js';
import type { BotMetrics } from '../../ops/metrics.js';
import type { BullConnection, RedisClient } from '../../redis/redis-client.js';
import type { SlackClients } from '../../slack/slack-clients.js';
import { SlackSlots } from '../../slack/slack-slots.js';
import { AccountRuns } from '../../worker/account-runs.js';
import { createJobWorker, READ_QUEUE_CONCURRENCY } from '../../worker/create-workers.js';
import { type RunWatchdog, startRunWatchdog } from '../../worker/run-watchdog.js';
import { abandonSeen } from './abandon-signal.js';
import { abandonsBetween, type TimedSample } from './abandoned-callers.js';
import { FeedStateStore } from './feed-state.js';
import { countLiveAbandons } from './live-notices.js';
import type { MissedActionDeps } from './missed-action.listener.js';
import { configMissedRules } from './missed-config.schema.js';
import { MissedKeys } from './missed-keys.js';
import { createMissedLineProcessor, enqueueLine, MISSED_LINE_JOB } from './missed-line.job.js';
import { createMissedReadProcessor } from './missed-read.job.js';
import { MISSED_READ_JOB } from './missed-scheduler.js';
import type { MissedServices } from './missed-services.js';
import { MissedStore } from './missed-store.js';
import { NOTICE_SYNC_JOB, NoticeOutbox } from './notice-outbox.js';
import { NOTICE_TTL_SECONDS, NoticeStore } from './notice-store.js';
import { createNoticeSyncProcessor } from './notice-sync.job.js';
import { ProvisionalNotices } from './provisional-notices.js';

export interface MissedSystemOptions {
  /** `web` only answers the notices' buttons; `worker` and `all` also read and send. */
  role: 'web' | 'worker' | 'all';
  config: BotConfig;
  redis: RedisClient;
  connection: BullConnection;
  keyPrefix: string;
  /** Base of the BullMQ queue names: `<name>-missed-read`, `<name>-missed-slack`. */
  queueName: string;
  bullPrefix?: string | undefined;
  budget: AccountBudget;
  /** The PBX accounts and their gateways (the file's and those connected from Slack). */
  accounts: AccountDirectory;
  metrics: BotMetrics;
  logger: Logger;
  slackClients: SlackClients;
  /** Puts the feed's first page in the commands' cache (`/calls in`). */
  primeInbound?: (accountId: string, response: unknown) => Promise<void>;
}

/** The running missed-call feed of one process. */
export interface MissedSystem {
  services: MissedServices;
  actions: MissedActionDeps;
  readQueue: Queue;
  slackQueue: Queue;
  workers: Worker[];
  /**
   * A new live sample of the queues (the alerts read it), with the one before: a caller who certainly abandoned
   * gets a notice at once (provisional until the history's record), and any sign of an abandon brings a read
   * forward (the history confirms it, or counts what the sample cannot tell).
   */
  onSample(accountId: string, previous: TimedSample | undefined, next: TimedSample): Promise<void>;
  close(): Promise<void>;
}

/**
 * Wires the missed-call feed of one process: the rules, the notices, the accounts' planned runs and the Slack
 * queue (producers everywhere; workers and the runs' watchdog only in the worker roles).
 */
export async function startMissed(options: MissedSystemOptions): Promise<MissedSystem> {
  const { config, redis, logger } = options;
  const settings = config.missed;
  const queueOpts = {
    connection: options.connection,
    ...(options.bullPrefix ? { prefix: options.bullPrefix } : {}),
  };
  const readQueue = new Queue(`${options.queueName}-missed-read`, queueOpts);
  const slackQueue = new Queue(`${options.queueName}-missed-slack`, queueOpts);
  const keys = new MissedKeys(options.keyPrefix);
  const store = new MissedStore(redis, keys, configMissedRules(config), logger);
  const noticeTtl = cappedTtl(NOTICE_TTL_SECONDS, retentionSeconds(config));
  const notices = new NoticeStore(redis, keys, noticeTtl);
  const provisionals = new ProvisionalNotices(redis, keys, noticeTtl);
  const outbox = new NoticeOutbox(slackQueue);
  const feed = new FeedStateStore(redis, keys);
  const scheduler = new AccountRuns({
    queue: readQueue,
    redis,
    key: keys.runs,
    jobName: MISSED_READ_JOB,
    idPrefix: 'missed-read',
  });
  const slots = new SlackSlots(redis, options.keyPrefix, config.alerts.slack_spacing_ms);
  const workers: Worker[] = [];
  let watchdog: RunWatchdog | undefined;

  if (options.role !== 'web') {
    const workerOpts = {
      connection: options.connection,
      logger,
      ...(options.bullPrefix ? { prefix: options.bullPrefix } : {}),
    };
    workers.push(
      createJobWorker(
        { ...workerOpts, queueName: readQueue.name, concurrency: READ_QUEUE_CONCURRENCY },
        {
          [MISSED_READ_JOB]: createMissedReadProcessor({
            config,
            settings,
            store,
            notices,
            provisionals,
            outbox,
            scheduler,
            feed,
            burstSize: settings.burst_size,
            budget: options.budget,
            accounts: options.accounts,
            redis,
            keys,
            logger,
            ...(options.primeInbound ? { primeInbound: options.primeInbound } : {}),
            onEnabled: async (rule, today) => {
              await store.setToday(
                rule.accountId,
                rule.id,
                today.map((r) => ({
                  at: r.calldate,
                  caller: r.caller_number,
                  label: r.caller_id,
                  destination: r.destination,
                })),
              );
              await enqueueLine(slackQueue, redis, keys, {
                accountId: rule.accountId,
                ruleId: rule.id,
                kind: 'enabled',
                date: String(rule.createdAt ?? 0),
                count: today.length,
              });
            },
            onDaily: (accountId, ruleId, date) =>
              enqueueLine(slackQueue, redis, keys, { accountId, ruleId, kind: 'daily', date }),
          }),
        },
      ),
      createJobWorker(
        { ...workerOpts, queueName: slackQueue.name, concurrency: 10 },
        {
          [NOTICE_SYNC_JOB]: createNoticeSyncProcessor({
            config,
            accounts: options.accounts,
            notices,
            store,
            slots,
            slackClients: options.slackClients,
            metrics: options.metrics,
            logger,
          }),
          [MISSED_LINE_JOB]: createMissedLineProcessor({
            config,
            store,
            notices,
            slots,
            slackClients: options.slackClients,
            logger,
          }),
        },
      ),
    );
    await Promise.all(workers.map((w) => w.waitUntilReady()));
    watchdog = await startRunWatchdog({
      runs: scheduler,
      allIds: () => options.accounts.allIds(),
      hasRules: async (id) => (await store.rules(id)).length > 0,
      logger,
    });
  }

  return {
    services: { store, notices, feed, scheduler, outbox },
    actions: { notices, outbox, store, logger },
    readQueue,
    slackQueue,
    workers,
    async onSample(accountId, previous, next) {
      const callers = abandonsBetween(previous, next);
      const timeZone = (await options.accounts.account(accountId))?.time_zone;
      if (callers.length > 0 && timeZone) {
        const counted = await countLiveAbandons(
          { store, notices, provisionals, outbox, burstSize: settings.burst_size },
          { accountId, timeZone, callers },
        );
        if (counted > 0)
          logger.debug({ account: accountId, counted }, 'missed-call notices from a live sample');
      }
      // as before: the history confirms (and counts what the sample cannot tell), read soon
      if (!abandonSeen(previous?.queues, next.queues)) return;
      if ((await store.rules(accountId)).length === 0) return;
      const at = Date.now() + settings.signal_delay_ms;
      await feed.signal(accountId, at);
      await scheduler.runAt(accountId, at);
    },
    async close() {
      await watchdog?.stop();
      await Promise.all(workers.map((w) => w.close()));
      await readQueue.close();
      await slackQueue.close();
    },
  };
}
