import type { Queue, Worker } from 'bullmq';
import { retentionSeconds } from '../../core/config/retention.js';
import { SlackSlots } from '../../slack/slack-slots.js';
import { openFeedQueues, type ReadingFeedOptions, startFeedRuntime } from '../kit/feed-system.js';
import type { AlertActionDeps } from './alert-action.listener.js';
import { AlertKeys } from './alert-keys.js';
import { createAlertPollProcessor } from './alert-poll.job.js';
import { ALERT_POLL_JOB, AlertScheduler, alertRuns } from './alert-scheduler.js';
import type { AlertServices, SampleListener } from './alert-services.js';
import { AlertStore } from './alert-store.js';
import { CARD_SYNC_JOB, cardOutbox } from './card-outbox.js';
import { CardStore } from './card-store.js';
import { createCardSyncProcessor } from './card-sync.job.js';
import { CommandUsage } from './command-usage.js';
import { configAlertRules } from './config-rules.js';
import { ProfileStore } from './profile-store.js';
import { QueueSampleStore, SAMPLE_TTL_MS } from './queue-sample-store.js';

/**
 * `role`: `web` only answers the card buttons; `worker` and `all` also poll and send. Queues: `<name>-alert-poll`,
 * `<name>-alert-slack`.
 */
export interface AlertSystemOptions extends ReadingFeedOptions {
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
  const keys = new AlertKeys(options.keyPrefix);
  const queues = openFeedQueues(options, alertRuns, keys.runs);
  const { runQueue: pollQueue, slackQueue } = queues;
  const store = new AlertStore(redis, keys, configAlertRules(config), logger);
  const retention = retentionSeconds(config);
  const cards = new CardStore(redis, keys, retention);
  const outbox = cardOutbox.open(slackQueue);
  const scheduler = new AlertScheduler(queues.runs, redis, keys);
  const samples = new QueueSampleStore(redis, keys, Math.min(SAMPLE_TTL_MS, retention * 1000));
  const onEvent = (event: string, card: { accountId: string }) =>
    metrics.alertCards.inc({ account: card.accountId, event });
  const runtime = await startFeedRuntime(options, queues, () => ({
    runProcessors: {
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
    slackProcessors: {
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
    allIds: () => options.accounts.allIds(),
    hasRules: async (id) => (await store.rules(id)).length > 0,
  }));

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
    workers: runtime.workers,
    close: runtime.close,
  };
}
