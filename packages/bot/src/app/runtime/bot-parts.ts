import { checkHealth } from '../../core/ops/health.js';
import type { OpsSources } from '../../core/ops/ops-routes.js';
import { startBookings } from '../../feeds/bookings/booking-system.js';
import { startReports } from '../../feeds/report/report-system.js';
import { Coalescer } from '../../pbx/coalesce/coalescer.js';
import { Claims } from '../../slack/claims.js';
import { Permissions } from '../../slack/permissions.js';
import { ShareStore } from '../../slack/share/share-store.js';
import { ExtensionLinks } from '../../tenancy/links/extension-links.js';
import { ChartUploads } from '../../work/charts/chart-uploads.js';
import type { ListenerDeps } from '../../work/listeners/listener-deps.js';
import type { OperationServices } from '../../work/operations/operation-context.js';
import { CommandQueue } from '../../work/queue/command-queue.js';
import { DeferredCommands } from '../../work/queue/deferred-commands.js';
import { registry } from '../registry/registry.js';
import type { BotConnections } from './bot-connections.js';
import type { BotOptions } from './bot-options.js';
import { connectServices } from './connect-services.js';
import type { startAccounts } from './start-accounts.js';
import { startBackground } from './start-background.js';
import { startCommandWorker } from './start-command-worker.js';
import { startHome } from './start-home.js';

/** The Slack installations, the PBX accounts and their budget (see `startAccounts`). */
export type Tenancy = Awaited<ReturnType<typeof startAccounts>>;

/** What commands go through in every role: their queue, links, shares, deferred commands, the ops routes' sources. */
export function commandParts(options: BotOptions, conns: BotConnections, tenancy: Tenancy) {
  const { redis, keys, metrics } = conns;
  const { budget, accounts } = tenancy;
  const queue = new CommandQueue(conns.queueName, conns.connection, redis, keys, registry, conns.bullPrefix);
  conns.outage.watch(queue.queue, 'command queue');
  metrics.setSources({
    accountIds: options.loaded.config.accounts.map((a) => a.id),
    waiting: (id) => queue.waitingCount(id),
    budget: async (id) => {
      const snap = await budget.snapshot(id);
      return { minute: snap.minute.remaining, day: snap.day.remaining };
    },
  });
  const ops: OpsSources = {
    health: () => checkHealth(redis, new Map(accounts.configured.map((e) => [e.account.id, e.gateway]))),
    metrics,
    metricsToken: options.metricsToken,
  };
  return {
    queue,
    links: new ExtensionLinks(redis, keys.links, options.loaded.config.links),
    shares: new ShareStore(redis, keys),
    deferred: new DeferredCommands(redis, keys, registry),
    ops,
    // the commands' cache lives where jobs run (worker roles)
    coalescer: options.role !== 'web' ? new Coalescer(redis, { prefix: keys.coalesce }) : undefined,
  };
}
export type CommandParts = ReturnType<typeof commandParts>;

/**
 * `/pbx connect`'s services, the App Home, and the background feeds (alerts, missed calls, bookings), bound to each other:
 * a connection change re-runs the account's feeds, a new sample of the queues republishes the Home.
 */
export async function startFeedsAndHome(
  options: BotOptions,
  conns: BotConnections,
  tenancy: Tenancy,
  commands: CommandParts,
) {
  const { config } = options.loaded;
  const { redis, keys } = conns;
  const { logger } = options;
  // bound once the background runs started (below)
  let changed: ((accountId: string) => Promise<void>) | undefined;
  const accountChanged = (id: string) => changed?.(id) ?? Promise.resolve();
  const connect = connectServices({
    accountChanged: (id) => void accountChanged(id).catch(() => {}),
    config,
    connected: tenancy.connected,
    accounts: tenancy.accounts,
    installations: tenancy.installs?.store,
    web: tenancy.web,
    redis,
    keyPrefix: keys.prefix,
    logger,
    pbxFetch: conns.egress.fetch,
  });
  const home = startHome({
    config,
    accounts: tenancy.accounts,
    connect,
    redis,
    keyPrefix: keys.prefix,
    links: commands.links,
    slackClients: tenancy.slackClients,
    logger,
  });
  const background = await startBackground({
    role: options.role,
    config,
    redis,
    connection: conns.connection,
    keyPrefix: keys.prefix,
    queueName: conns.queueName,
    bullPrefix: conns.bullPrefix,
    budget: tenancy.budget,
    accounts: tenancy.accounts,
    metrics: conns.metrics,
    logger,
    slackClients: tenancy.slackClients,
    coalescer: commands.coalescer,
    onSample: (accountId) => void home.home.sampleChanged(accountId).catch(() => {}),
  });
  const { alerts, missed } = background;
  changed = background.accountChanged;
  const bookings = await startBookings({
    role: options.role,
    redis,
    connection: conns.connection,
    queueName: conns.queueName,
    bullPrefix: conns.bullPrefix,
    logger,
    config,
    keyPrefix: keys.prefix,
    accounts: tenancy.accounts,
    slackClients: tenancy.slackClients,
    metrics: conns.metrics,
    cipher: tenancy.connected.cipher,
    configSecrets: options.loaded.webhookSecrets ?? new Map(),
    changed: (accountId) => void home.home.sampleChanged(accountId).catch(() => {}),
  });
  home.bind({ alerts, missed, bookings });
  for (const emitter of [alerts.pollQueue, alerts.slackQueue, ...alerts.workers])
    conns.outage.watch(emitter, 'alerts');
  for (const emitter of [missed.readQueue, missed.slackQueue, ...missed.workers])
    conns.outage.watch(emitter, 'missed calls');
  for (const emitter of [...bookings.queues, ...bookings.workers])
    conns.outage.watch(emitter, 'booking notices');
  return { connect, home: home.home, alerts, missed, bookings, accountChanged };
}
export type FeedsAndHome = Awaited<ReturnType<typeof startFeedsAndHome>>;

/**
 * What runs operations (worker roles): their services, the morning reports (which read through the same budget,
 * cache and charts), and the command worker.
 */
export async function startWork(
  options: BotOptions,
  conns: BotConnections,
  tenancy: Tenancy,
  commands: CommandParts,
  feeds: FeedsAndHome,
) {
  const { redis, keys } = conns;
  const { logger } = options;
  const { coalescer } = commands;
  const services: OperationServices | undefined = coalescer
    ? {
        redis,
        keys,
        budget: tenancy.budget,
        coalescer,
        links: commands.links,
        metrics: conns.metrics,
        waitingCount: (id) => commands.queue.waitingCount(id),
        alerts: feeds.alerts.services,
        missed: feeds.missed.services,
        bookings: feeds.bookings.services,
        charts: new ChartUploads({ redis, prefix: keys.prefix, slackClients: tenancy.slackClients, logger }),
      }
    : undefined;
  const reports = await startReports({
    role: options.role,
    config: options.loaded.config,
    redis,
    connection: conns.connection,
    keyPrefix: keys.prefix,
    queueName: conns.queueName,
    bullPrefix: conns.bullPrefix,
    accounts: tenancy.accounts,
    services,
    hooks: registry.hooks,
    slackClients: tenancy.slackClients,
    logger,
  });
  for (const emitter of [reports.queue, ...reports.workers]) conns.outage.watch(emitter, 'reports');
  if (!services) return { reports, worker: undefined, waiting: undefined };
  services.reports = reports.services;
  const { worker, waiting } = await startCommandWorker({
    queueName: conns.queueName,
    connection: conns.connection,
    bullPrefix: conns.bullPrefix,
    queue: commands.queue,
    services,
    accounts: tenancy.accounts,
    shares: commands.shares,
    deferred: commands.deferred,
    web: tenancy.web,
    metrics: conns.metrics,
    config: options.loaded.config,
    logger,
  });
  conns.outage.watch(worker, 'command worker');
  return { reports, worker, waiting };
}

/** What the Slack listeners work with (web roles). */
export function listenerDeps(
  options: BotOptions,
  conns: BotConnections,
  tenancy: Tenancy,
  commands: CommandParts,
  feeds: FeedsAndHome,
): ListenerDeps {
  const { config } = options.loaded;
  return {
    config,
    accounts: tenancy.accounts,
    connect: feeds.connect,
    commands: registry,
    queue: commands.queue,
    links: commands.links,
    permissions: new Permissions(config.permissions, tenancy.web, options.logger),
    shares: commands.shares,
    claims: new Claims(conns.redis),
    keys: conns.keys,
    budget: tenancy.budget,
    deferred: commands.deferred,
    metrics: conns.metrics,
    logger: options.logger,
    alerts: feeds.alerts.actions,
    missed: feeds.missed.actions,
    bookings: {
      services: feeds.bookings.services,
      publicUrl: options.publicUrl,
      singleWorkspace: tenancy.installs === undefined,
    },
    home: feeds.home,
  };
}
