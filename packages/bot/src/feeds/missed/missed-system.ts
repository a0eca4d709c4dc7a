import type { Queue, Worker } from 'bullmq';
import { cappedTtl, retentionSeconds } from '../../core/config/retention.js';
import { BotKeys } from '../../core/redis/keys.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import { Coalescer } from '../../pbx/coalesce/coalescer.js';
import { extensionNamesKey } from '../../pbx/directory/extension-names.js';
import { SlackSlots } from '../../slack/slack-slots.js';
import type { AccountRuns } from '../../work/worker/account-runs.js';
import { openFeedQueues, type ReadingFeedOptions, startFeedRuntime } from '../kit/feed-system.js';
import { abandonSeen } from './abandon-signal.js';
import { abandonsBetween, type TimedSample } from './abandoned-callers.js';
import { CallbackNames } from './callback-names.js';
import { FeedStateStore } from './feed-state.js';
import { countLiveAbandons } from './live-notices.js';
import type { MissedActionDeps } from './missed-action.listener.js';
import { configMissedRules } from './missed-config.schema.js';
import { MissedKeys } from './missed-keys.js';
import { createMissedLineProcessor, enqueueLine, MISSED_LINE_JOB } from './missed-line.job.js';
import { createMissedReadProcessor } from './missed-read.job.js';
import type { InboundRecord } from './missed-record.js';
import type { MissedRule } from './missed-rule.schema.js';
import { MISSED_READ_JOB, missedRuns } from './missed-scheduler.js';
import type { MissedServices } from './missed-services.js';
import { MissedStore } from './missed-store.js';
import { NOTICE_SYNC_JOB, type NoticeOutbox, noticeOutbox } from './notice-outbox.js';
import { NOTICE_TTL_SECONDS, NoticeStore } from './notice-store.js';
import { createNoticeSyncProcessor } from './notice-sync.job.js';
import { ProvisionalNotices } from './provisional-notices.js';

/**
 * `role`: `web` only answers the notices' buttons; `worker` and `all` also read and send. Queues:
 * `<name>-missed-read`, `<name>-missed-slack`.
 */
export interface MissedSystemOptions extends ReadingFeedOptions {
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
  const keys = new MissedKeys(options.keyPrefix);
  const queues = openFeedQueues(options, missedRuns, keys.runs);
  const { runQueue: readQueue, slackQueue, runs: scheduler } = queues;
  const store = new MissedStore(redis, keys, configMissedRules(config), logger);
  const noticeTtl = cappedTtl(NOTICE_TTL_SECONDS, retentionSeconds(config));
  const notices = new NoticeStore(redis, keys, noticeTtl);
  const provisionals = new ProvisionalNotices(redis, keys, noticeTtl);
  const outbox = noticeOutbox.open(slackQueue);
  const feed = new FeedStateStore(redis, keys);
  const slots = new SlackSlots(redis, options.keyPrefix, config.alerts.slack_spacing_ms);
  // the commands' cache, only looked at (who an extension is: what `/ext` read)
  const botKeys = new BotKeys(options.keyPrefix);
  const cache = new Coalescer(redis, { prefix: botKeys.coalesce });
  const callbackNames = new CallbackNames({
    redis,
    linksKey: botKeys.links,
    configured: config.links,
    namesKey: (accountId) => extensionNamesKey(options.keyPrefix, accountId),
    coalescer: cache,
    budget: options.budget,
  });
  const runtime = await startFeedRuntime(options, queues, () => ({
    runProcessors: {
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
        callbackNames,
        ...(options.primeInbound ? { primeInbound: options.primeInbound } : {}),
        onEnabled: (rule, today) => announceRule({ store, slackQueue, redis, keys }, rule, today),
        onDaily: (accountId, ruleId, date) =>
          enqueueLine(slackQueue, redis, keys, { accountId, ruleId, kind: 'daily', date }),
      }),
    },
    slackProcessors: {
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
    allIds: () => options.accounts.allIds(),
    hasRules: async (id) => (await store.rules(id)).length > 0,
  }));

  return {
    services: { store, notices, feed, scheduler, outbox },
    actions: { notices, outbox, store, logger },
    readQueue,
    slackQueue,
    workers: runtime.workers,
    onSample: (accountId, previous, next) =>
      onLiveSample(
        { ...options, store, notices, provisionals, outbox, feed, scheduler },
        accountId,
        previous,
        next,
      ),
    close: async () => {
      await runtime.close();
      await cache.close();
    },
  };
}

/**
 * A rule's first read: today's missed calls before it are kept for its "Mostrale" button, and its first line
 * ("N chiamate perse oggi") is enqueued.
 */
async function announceRule(
  deps: { store: MissedStore; slackQueue: Queue; redis: RedisClient; keys: MissedKeys },
  rule: MissedRule,
  today: readonly InboundRecord[],
): Promise<void> {
  await deps.store.setToday(
    rule.accountId,
    rule.id,
    today.map((r) => ({
      at: r.calldate,
      caller: r.caller_number,
      label: r.caller_id,
      destination: r.destination,
    })),
  );
  await enqueueLine(deps.slackQueue, deps.redis, deps.keys, {
    accountId: rule.accountId,
    ruleId: rule.id,
    kind: 'enabled',
    date: String(rule.createdAt ?? 0),
    count: today.length,
  });
}

/** What a live sample needs of the feed. */
interface SampleDeps extends MissedSystemOptions {
  store: MissedStore;
  notices: NoticeStore;
  provisionals: ProvisionalNotices;
  outbox: NoticeOutbox;
  feed: FeedStateStore;
  scheduler: AccountRuns;
}

/** See `MissedSystem.onSample`. */
async function onLiveSample(
  deps: SampleDeps,
  accountId: string,
  previous: TimedSample | undefined,
  next: TimedSample,
): Promise<void> {
  const settings = deps.config.missed;
  const callers = abandonsBetween(previous, next);
  const timeZone = (await deps.accounts.account(accountId))?.time_zone;
  if (callers.length > 0 && timeZone) {
    const counted = await countLiveAbandons(
      {
        store: deps.store,
        notices: deps.notices,
        provisionals: deps.provisionals,
        outbox: deps.outbox,
        burstSize: settings.burst_size,
      },
      { accountId, timeZone, callers },
    );
    if (counted > 0)
      deps.logger.debug({ account: accountId, counted }, 'missed-call notices from a live sample');
  }
  // as before: the history confirms (and counts what the sample cannot tell), read soon
  if (!abandonSeen(previous?.queues, next.queues)) return;
  if ((await deps.store.rules(accountId)).length === 0) return;
  const at = Date.now() + settings.signal_delay_ms;
  await deps.feed.signal(accountId, at);
  await deps.scheduler.runAt(accountId, at);
}
