import type { Worker } from 'bullmq';
import { checkHealth } from '../../core/ops/health.js';
import { BotMetrics } from '../../core/ops/metrics.js';
import { BotKeys } from '../../core/redis/keys.js';
import { bullConnectionFor, closeBullConnection, createRedisClient } from '../../core/redis/redis-client.js';
import { RedisOutage, redisRetryDelayMs } from '../../core/redis/redis-outage.js';
import { redisTargetFromUrl } from '../../core/redis/redis-target.js';
import { startReports } from '../../feeds/report/report-system.js';
import { Coalescer } from '../../pbx/coalesce/coalescer.js';
import { NO_ALLOWANCE } from '../../pbx/egress/egress-allowance.js';
import { createEgressFetch } from '../../pbx/egress/egress-fetch.js';
import { Claims } from '../../slack/claims.js';
import { Permissions } from '../../slack/permissions.js';
import { ShareStore } from '../../slack/share/share-store.js';
import { ExtensionLinks } from '../../tenancy/links/extension-links.js';
import { ChartUploads } from '../../work/charts/chart-uploads.js';
import type { OperationServices } from '../../work/operations/operation-context.js';
import { CommandQueue } from '../../work/queue/command-queue.js';
import { DeferredCommands } from '../../work/queue/deferred-commands.js';
import type { WaitingLine } from '../../work/queue/waiting-line.js';
import { registry } from '../registry/registry.js';
import type { BotOptions, RunningBot } from './bot-options.js';
import { connectServices } from './connect-services.js';
import { bullPrefixFor } from './deployment-names.js';
import { forgetWorkspace } from './forget-workspace.js';
import { startAccounts } from './start-accounts.js';
import { startBackground } from './start-background.js';
import { startCommandWorker } from './start-command-worker.js';
import { startHome } from './start-home.js';
import { startReceiver } from './start-receiver.js';

export type { BotOptions, RunningBot } from './bot-options.js';
export type { BotRole } from './bot-role.js';
export type { SlackSettings } from './slack-settings.js';

/**
 * Starts the bot's web part (Bolt receiver: parse, ack, enqueue), its worker part (jobs), or both, sharing one
 * Redis: the budget, the coalescing cache, the waiting lines, links and shares are the same for every process.
 */
export async function startBot(options: BotOptions): Promise<RunningBot> {
  const { config } = options.loaded;
  const { logger } = options;
  const target = redisTargetFromUrl(options.redisUrl);
  // every connection is made here: the bot's own, and BullMQ's (options on one server, a shared client on a cluster)
  const connection = bullConnectionFor(target, redisRetryDelayMs);
  const bullPrefix = bullPrefixFor(options.bullPrefix, target.kind === 'cluster');
  const outage = new RedisOutage(options.redisUrl, logger);
  const keys = new BotKeys(options.keyPrefix ?? 'centralino');
  const queueName = options.queueName ?? 'centralino-commands';
  const redis = createRedisClient(target, { retryStrategy: redisRetryDelayMs });
  outage.watch(redis, 'bot');
  if ('on' in connection) outage.watch(connection, 'queues');
  redis.on('ready', () => outage.ready());
  // accounts connected from Slack get opaque labels, keyed by this deployment's secret
  const metrics = new BotMetrics({ labelKey: options.slack.signingSecret });
  // every request to a PBX (the connect probe, every account's gateway) goes through the egress policy
  const egress = createEgressFetch({
    allowance: options.pbxAllowance ?? NO_ALLOWANCE,
    transport: options.pbxFetch,
  });
  const { installs, slackClients, web, connected, budget, accounts } = await startAccounts({
    role: options.role,
    slack: options.slack,
    connectedAccounts: options.connectedAccounts,
    loaded: options.loaded,
    redis,
    keys,
    metrics,
    logger,
    pbxFetch: egress.fetch,
  }).catch((error: unknown) => {
    void closeBullConnection(connection);
    throw error;
  });
  const queue = new CommandQueue(queueName, connection, redis, keys, registry, bullPrefix);
  outage.watch(queue.queue, 'command queue');
  const links = new ExtensionLinks(redis, keys.links, config.links);
  const shares = new ShareStore(redis, keys);
  const deferred = new DeferredCommands(redis, keys, registry);
  metrics.setSources({
    accountIds: config.accounts.map((a) => a.id),
    waiting: (id) => queue.waitingCount(id),
    budget: async (id) => {
      const snap = await budget.snapshot(id);
      return { minute: snap.minute.remaining, day: snap.day.remaining };
    },
  });
  const ops = {
    health: () => checkHealth(redis, new Map(accounts.configured.map((e) => [e.account.id, e.gateway]))),
    metrics,
    metricsToken: options.metricsToken,
  };
  const coalescer = options.role !== 'web' ? new Coalescer(redis, { prefix: keys.coalesce }) : undefined;
  // the App Home shows what the alerts, the feed and users' commands already read (bound once they start)
  // bound once the background runs started (below)
  let accountChanged: ((accountId: string) => Promise<void>) | undefined;
  const connect = connectServices({
    accountChanged: (accountId) => void accountChanged?.(accountId).catch(() => {}),
    config,
    connected,
    accounts,
    installations: installs?.store,
    web,
    redis,
    keyPrefix: keys.prefix,
    logger,
    pbxFetch: egress.fetch,
  });
  const { home, bind: bindHome } = startHome({
    config,
    accounts,
    connect,
    redis,
    keyPrefix: keys.prefix,
    links,
    slackClients,
    logger,
  });
  const background = await startBackground({
    role: options.role,
    config,
    redis,
    connection,
    keyPrefix: keys.prefix,
    queueName,
    bullPrefix,
    budget,
    accounts,
    metrics,
    logger,
    slackClients,
    coalescer,
    onSample: (accountId) => void home.sampleChanged(accountId).catch(() => {}),
  });

  const { alerts, missed } = background;
  accountChanged = background.accountChanged;
  bindHome({ alerts, missed });
  for (const emitter of [alerts.pollQueue, alerts.slackQueue, ...alerts.workers])
    outage.watch(emitter, 'alerts');
  for (const emitter of [missed.readQueue, missed.slackQueue, ...missed.workers])
    outage.watch(emitter, 'missed calls');

  let worker: Worker | undefined;
  let waiting: WaitingLine | undefined;
  // what every operation runs with (worker roles); the reports read through the same budget, cache and charts
  const services: OperationServices | undefined = coalescer
    ? {
        redis,
        keys,
        budget,
        coalescer,
        links,
        metrics,
        waitingCount: (id) => queue.waitingCount(id),
        alerts: alerts.services,
        missed: missed.services,
        charts: new ChartUploads({ redis, prefix: keys.prefix, slackClients, logger }),
      }
    : undefined;
  const reports = await startReports({
    role: options.role,
    config,
    redis,
    connection,
    keyPrefix: keys.prefix,
    queueName,
    bullPrefix,
    accounts,
    services,
    hooks: registry.hooks,
    slackClients,
    logger,
  });
  for (const emitter of [reports.queue, ...reports.workers]) outage.watch(emitter, 'reports');
  if (services) services.reports = reports.services;

  if (coalescer && services) {
    ({ worker, waiting } = await startCommandWorker({
      queueName,
      connection,
      bullPrefix,
      queue,
      services,
      accounts,
      shares,
      deferred,
      web,
      metrics,
      config,
      logger,
    }));
    outage.watch(worker, 'command worker');
  }

  const { app, port, opsServer } = await startReceiver({
    role: options.role,
    slack: options.slack,
    port: options.port,
    ops,
    installs,
    logger,
    listeners: {
      config,
      accounts,
      connect,
      commands: registry,
      queue,
      links,
      permissions: new Permissions(config.permissions, web, logger),
      shares,
      claims: new Claims(redis),
      keys,
      budget,
      deferred,
      metrics,
      logger,
      alerts: alerts.actions,
      missed: missed.actions,
      home,
    },
    forget: forgetWorkspace({
      store: connected.store,
      accounts,
      logger,
      accountChanged: (id) => accountChanged?.(id) ?? Promise.resolve(),
      data: { redis, prefix: keys.prefix },
    }),
  });
  logger.info(
    { role: options.role, port, queue: queueName, accounts: accounts.configured.map((e) => e.account.id) },
    'bot started',
  );

  let stopping: Promise<void> | undefined;
  return {
    role: options.role,
    port,
    metrics,
    queue,
    worker,
    app,
    alerts,
    installations: installs?.store,
    accounts,
    missed,
    stop() {
      stopping ??= (async () => {
        await app
          ?.stop()
          .catch((err: unknown) => logger.warn({ err: String(err) }, 'stopping the receiver failed'));
        if (opsServer) {
          const server = opsServer;
          await new Promise<void>((resolve) => server.close(() => resolve()));
        }
        // stop taking jobs; the running ones finish
        await worker?.close();
        await waiting?.idle();
        await alerts.close();
        await missed.close();
        await reports.close();
        home.close();
        await coalescer?.close();
        await queue.close();
        await connected?.close();
        await installs?.close();
        await closeBullConnection(connection);
        await redis.quit().catch(() => redis.disconnect());
        await egress.close();
        logger.info({ role: options.role }, 'bot stopped');
      })();
      return stopping;
    },
  };
}
