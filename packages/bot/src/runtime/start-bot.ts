import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { App } from '@slack/bolt';
import type { Worker } from 'bullmq';
import type { Logger } from 'pino';
import type { AccountDirectory } from '../accounts/account-directory.js';
import { ChartUploads } from '../charts/chart-uploads.js';
import { Coalescer } from '../coalesce/coalescer.js';
import type { LoadedConfig } from '../config/load-config.js';
import type { AlertSystem } from '../features/alerts/alert-system.js';
import type { MissedSystem } from '../features/missed/missed-system.js';
import { startReports } from '../features/report/report-system.js';
import type { PgInstallationStore } from '../installations/installation-store.js';
import { ExtensionLinks } from '../links/extension-links.js';
import type { OperationServices } from '../operations/operation-context.js';
import { checkHealth } from '../ops/health.js';
import { BotMetrics } from '../ops/metrics.js';
import { startOpsServer } from '../ops/ops-routes.js';
import { type EgressAllowance, NO_ALLOWANCE } from '../pbx/egress/egress-allowance.js';
import { createEgressFetch } from '../pbx/egress/egress-fetch.js';
import { CommandQueue } from '../queue/command-queue.js';
import { DeferredCommands } from '../queue/deferred-commands.js';
import { WaitingLine } from '../queue/waiting-line.js';
import { BotKeys } from '../redis/keys.js';
import { bullConnectionFor, closeBullConnection, createRedisClient } from '../redis/redis-client.js';
import { RedisOutage, redisRetryDelayMs } from '../redis/redis-outage.js';
import { redisTargetFromUrl } from '../redis/redis-target.js';
import { registry } from '../registry/registry.js';
import { ShareStore } from '../share/share-store.js';
import { Claims } from '../slack/claims.js';
import { Permissions } from '../slack/permissions.js';
import { registerListeners } from '../slack/register-listeners.js';
import { SlackResponder } from '../slack/responder.js';
import { createCommandWorker } from '../worker/create-workers.js';
import { createBoltApp } from './bolt-app.js';
import { connectServices } from './connect-services.js';
import type { ConnectedAccountsSettings } from './connected-accounts.js';
import { bullPrefixFor } from './deployment-names.js';
import { forgetWorkspace } from './forget-workspace.js';
import type { SlackSettings } from './slack-settings.js';
import { startAccounts } from './start-accounts.js';
import { startBackground } from './start-background.js';
import { startHome } from './start-home.js';

/** Which part of the bot a process runs. */
export type BotRole = 'web' | 'worker' | 'all';

export type { SlackSettings } from './slack-settings.js';

export interface BotOptions {
  role: BotRole;
  loaded: LoadedConfig;
  /** `redis://…` (one server) or `redis+cluster://host:port,…` (a Redis Cluster), see `redisTargetFromUrl`. */
  redisUrl: string;
  slack: SlackSettings;
  /** HTTP port (`/slack/events`, `/healthz`, `/metrics`); 0 picks a free one. */
  port: number;
  logger: Logger;
  /** BullMQ queue name. Default `centralino-commands`. */
  queueName?: string;
  /** Prefix of the bot's own Redis keys (budget, cache, links…). Default `centralino`. */
  keyPrefix?: string;
  /** BullMQ key prefix. Default BullMQ's (`bull`); on a cluster in braces (`{bull}`, see `bullPrefixFor`). */
  bullPrefix?: string | undefined;
  /** PBX accounts connected from Slack (`/pbx connect`): the encryption of their keys, where they are kept. */
  connectedAccounts?: ConnectedAccountsSettings | undefined;
  /** Fetch used to reach the PBX API (tests); the egress checks of URLs and answers still wrap it. */
  pbxFetch?: (request: Request) => Promise<Response>;
  /** `PBX_ALLOWED_PRIVATE_HOSTS`: the non-public hosts a PBX may be at. Default none (production). */
  pbxAllowance?: EgressAllowance | undefined;
  /** `METRICS_TOKEN`: Bearer token of `/metrics` (and of the detailed `/healthz`); unset: `/metrics` is off. */
  metricsToken?: string | undefined;
}

/** A started bot; `stop()` stops taking work, lets running jobs finish, and closes everything. */
export interface RunningBot {
  role: BotRole;
  /** The HTTP port actually listened on. */
  port: number | undefined;
  metrics: BotMetrics;
  queue: CommandQueue | undefined;
  worker: Worker | undefined;
  app: App | undefined;
  /** Live queue alerts of this process (poll and Slack workers in the worker roles). */
  alerts: AlertSystem;
  /** An app installed in many workspaces: where its installations are. */
  installations: PgInstallationStore | undefined;
  /** The PBX accounts this process knows: the file's and those connected from Slack. */
  accounts: AccountDirectory;
  /** The missed-call feed of this process (read and Slack workers in the worker roles). */
  missed: MissedSystem;
  stop(): Promise<void>;
}

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
    waiting = new WaitingLine(redis, keys, { budget, coalescer, queue: queue.queue, logger });
    const responder = new SlackResponder({ redis, keys, web, metrics, logger });
    worker = createCommandWorker(
      {
        queueName,
        connection,
        concurrency: config.worker.concurrency,
        logger,
        ...(bullPrefix ? { prefix: bullPrefix } : {}),
      },
      {
        config,
        commands: registry,
        services,
        accounts,
        responder,
        shares,
        waiting,
        deferred,
        logger,
      },
    );
    outage.watch(worker, 'command worker');
    await worker.waitUntilReady();
  }

  let app: App | undefined;
  let port: number | undefined;
  let opsServer: Server | undefined;
  if (options.role !== 'worker') {
    app = createBoltApp({ slack: options.slack, port: options.port, ops, installs, logger });
    registerListeners(app, {
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
    });
    installs?.register(
      app,
      forgetWorkspace({
        store: connected.store,
        accounts,
        logger,
        accountChanged: (id) => accountChanged?.(id) ?? Promise.resolve(),
        data: { redis, prefix: keys.prefix },
      }),
    );
    const started = (await app.start(options.port)) as unknown;
    const address = (started as Server | undefined)?.address?.();
    port = address && typeof address === 'object' ? (address as AddressInfo).port : options.port;
  } else {
    const started = await startOpsServer(ops, options.port);
    port = started.port;
    opsServer = started.server;
  }
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
