import { Queue, type Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { AccountDirectory } from '../../accounts/account-directory.js';
import type { BotConfig } from '../../config/bot-config.schema.js';
import { retentionSeconds } from '../../config/retention.js';
import type { AccountBudget } from '../../limiter/account-budget.js';
import type { BotMetrics } from '../../ops/metrics.js';
import type { BullConnection, RedisClient } from '../../redis/redis-client.js';
import type { SlackClients } from '../../slack/slack-clients.js';
import { SlackSlots } from '../../slack/slack-slots.js';
import { AccountRuns } from '../../worker/account-runs.js';
import { createJobWorker, READ_QUEUE_CONCURRENCY } from '../../worker/create-workers.js';
import { type RunWatchdog, startRunWatchdog } from '../../worker/run-watchdog.js';
import type { AlertActionDeps } from './alert-action.listener.js';
import { AlertKeys } from './alert-keys.js';
import { createAlertPollProcessor } from './alert-poll.job.js';
import { ALERT_POLL_JOB, AlertScheduler } from './alert-scheduler.js';
import type { AlertServices, SampleListener } from './alert-services.js';
import { AlertStore } from './alert-store.js';
import { CARD_SYNC_JOB, CardOutbox } from './card-outbox.js';
import { CardStore } from './card-store.js';
import { createCardSyncProcessor } from './card-sync.job.js';
import { CommandUsage } from './command-usage.js';
import { configAlertRules } from './config-rules.js';
import { ProfileStore } from './profile-store.js';
import { QueueSampleStore, SAMPLE_TTL_MS } from './queue-sample-store.js';

export interface AlertSystemOptions {
  /** `web` only answers the card buttons; `worker` and `all` also poll and send. */
  role: 'web' | 'worker' | 'all';
  config: BotConfig;
  redis: RedisClient;
  connection: BullConnection;
  /** The bot's key prefix (alert keys live under `<prefix>:alerts`). */
  keyPrefix: string;
  /** Base of the BullMQ queue names: `<name>-alert-poll`, `<name>-alert-slack`. */
  queueName: string;
  bullPrefix?: string | undefined;
  budget: AccountBudget;
  /** The PBX accounts and their gateways (the file's and those connected from Slack). */
  accounts: AccountDirectory;
  metrics: BotMetrics;
  logger: Logger;
  /** Where the cards' Slack clients come from (by workspace). */
  slackClients: SlackClients;
  /** Puts the poller's reading in the commands' cache. */
  primeLive?: (accountId: string, response: unknown) => Promise<void>;
  /** Told after a new sample of an account's queues is stored (by a read of the alerts or a user's command). */
  onSample?: SampleListener;
}

/** The running alerts of one process. */
export interface AlertSystem {
  keys: AlertKeys;
  pollQueue: Queue;
  slackQueue: Queue;
  services: AlertServices;
  /** The latest sample of each account's queues (what the App Home shows). */
  samples: QueueSampleStore;
  actions: AlertActionDeps;
  workers: Worker[];
  close(): Promise<void>;
}

/**
 * Wires the live queue alerts of one process: the rule store, the cards, the accounts' planned runs and the
 * Slack queue (producers everywhere; workers and the runs' watchdog only in the worker roles). The runs live in
 * Redis: each run plans the next one, and every worker's watchdog starts the accounts with rules and no run.
 */
export async function startAlerts(options: AlertSystemOptions): Promise<AlertSystem> {
  const { config, redis, logger, metrics } = options;
  const settings = config.alerts;
  const queueOpts = {
    connection: options.connection,
    ...(options.bullPrefix ? { prefix: options.bullPrefix } : {}),
  };
  const pollQueue = new Queue(`${options.queueName}-alert-poll`, queueOpts);
  const slackQueue = new Queue(`${options.queueName}-alert-slack`, queueOpts);
  const keys = new AlertKeys(options.keyPrefix);
  const store = new AlertStore(redis, keys, configAlertRules(config), logger);
  const retention = retentionSeconds(config);
  const cards = new CardStore(redis, keys, retention);
  const outbox = new CardOutbox(slackQueue);
  const runs = new AccountRuns({
    queue: pollQueue,
    redis,
    key: keys.runs,
    jobName: ALERT_POLL_JOB,
    idPrefix: 'alert-poll',
  });
  const scheduler = new AlertScheduler(runs, redis, keys);
  const samples = new QueueSampleStore(redis, keys, Math.min(SAMPLE_TTL_MS, retention * 1000));
  const onEvent = (event: string, card: { accountId: string }) =>
    metrics.alertCards.inc({ account: card.accountId, event });
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
        { ...workerOpts, queueName: pollQueue.name, concurrency: READ_QUEUE_CONCURRENCY },
        {
          [ALERT_POLL_JOB]: createAlertPollProcessor({
            config,
            store,
            cards,
            outbox,
            scheduler,
            budget: options.budget,
            accounts: options.accounts,
            redis,
            keys,
            samples,
            usage: new CommandUsage(redis, keys),
            profiles: new ProfileStore(redis, keys),
            metrics,
            logger,
            onEvent,
            ...(options.primeLive ? { primeLive: options.primeLive } : {}),
            ...(options.onSample ? { onSample: options.onSample } : {}),
          }),
        },
      ),
      createJobWorker(
        { ...workerOpts, queueName: slackQueue.name, concurrency: 10 },
        {
          [CARD_SYNC_JOB]: createCardSyncProcessor({
            config,
            accounts: options.accounts,
            cards,
            store,
            slots: new SlackSlots(redis, options.keyPrefix, settings.slack_spacing_ms),
            slackClients: options.slackClients,
            metrics,
            logger,
          }),
        },
      ),
    );
    await Promise.all(workers.map((w) => w.waitUntilReady()));
    watchdog = await startRunWatchdog({
      runs,
      allIds: () => options.accounts.allIds(),
      hasRules: async (id) => (await store.rules(id)).length > 0,
      logger,
    });
  }

  return {
    keys,
    samples,
    pollQueue,
    slackQueue,
    services: {
      store,
      scheduler,
      cards,
      outbox,
      baseIntervalMs: settings.base_interval_ms,
      offerSample: async (accountId, queues, at) => {
        const previous = await samples.latest(accountId);
        if (await samples.offer(accountId, { at, source: 'command', queues: [...queues] })) {
          options.onSample?.(accountId, previous, { at, queues });
          await scheduler.runNow(accountId, `sample-${at}`);
        }
      },
    },
    actions: { cards, store, outbox, logger },
    workers,
    async close() {
      await watchdog?.stop();
      await Promise.all(workers.map((w) => w.close()));
      await pollQueue.close();
      await slackQueue.close();
    },
  };
}
