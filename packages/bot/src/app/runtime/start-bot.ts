import { closeBullConnection } from '../../core/redis/redis-client.js';
import { type BotConnections, openConnections } from './bot-connections.js';
import type { BotOptions, RunningBot } from './bot-options.js';
import {
  type CommandParts,
  commandParts,
  type FeedsAndHome,
  listenerDeps,
  startFeedsAndHome,
  startWork,
  type Tenancy,
} from './bot-parts.js';
import { forgetWorkspace } from './forget-workspace.js';
import { startAccounts } from './start-accounts.js';
import { type Receiver, startReceiver } from './start-receiver.js';

export type { BotOptions, RunningBot } from './bot-options.js';
export type { BotRole } from './bot-role.js';
export type { SlackSettings } from './slack-settings.js';

/**
 * Starts the bot's web part (Bolt receiver: parse, ack, enqueue), its worker part (jobs), or both, sharing one
 * Redis: the budget, the coalescing cache, the waiting lines, links and shares are the same for every process.
 * The parts start bottom up: connections, tenancy (installations, accounts, budget), what commands go through,
 * the feeds and the Home, what runs operations, then the receiver; `stop()` closes them top down.
 */
export async function startBot(options: BotOptions): Promise<RunningBot> {
  const { logger } = options;
  const conns = openConnections(options, logger);
  const tenancy = await startAccounts({
    role: options.role,
    slack: options.slack,
    connectedAccounts: options.connectedAccounts,
    loaded: options.loaded,
    redis: conns.redis,
    keys: conns.keys,
    metrics: conns.metrics,
    logger,
    pbxFetch: conns.egress.fetch,
  }).catch((error: unknown) => {
    void closeBullConnection(conns.connection);
    throw error;
  });
  const commands = commandParts(options, conns, tenancy);
  const feeds = await startFeedsAndHome(options, conns, tenancy, commands);
  const work = await startWork(options, conns, tenancy, commands, feeds);
  const receiver = await startReceiver({
    role: options.role,
    slack: options.slack,
    port: options.port,
    ops: commands.ops,
    installs: tenancy.installs,
    logger,
    routes: [feeds.bookings.route],
    listeners: listenerDeps(options, conns, tenancy, commands, feeds),
    forget: forgetWorkspace({
      store: tenancy.connected.store,
      accounts: tenancy.accounts,
      logger,
      accountChanged: feeds.accountChanged,
      data: { redis: conns.redis, prefix: conns.keys.prefix },
    }),
  });
  logger.info(
    {
      role: options.role,
      port: receiver.port,
      queue: conns.queueName,
      accounts: tenancy.accounts.configured.map((e) => e.account.id),
    },
    'bot started',
  );
  return runningBot(options, { conns, tenancy, commands, feeds, work, receiver });
}

interface BotParts {
  conns: BotConnections;
  tenancy: Tenancy;
  commands: CommandParts;
  feeds: FeedsAndHome;
  work: Awaited<ReturnType<typeof startWork>>;
  receiver: Receiver;
}

/** The started bot, and its `stop()`: stop taking work, let the running jobs finish, close everything once. */
function runningBot(options: BotOptions, parts: BotParts): RunningBot {
  const { conns, tenancy, commands, feeds, work, receiver } = parts;
  let stopping: Promise<void> | undefined;
  return {
    role: options.role,
    port: receiver.port,
    metrics: conns.metrics,
    queue: commands.queue,
    worker: work.worker,
    app: receiver.app,
    alerts: feeds.alerts,
    installations: tenancy.installs?.store,
    accounts: tenancy.accounts,
    missed: feeds.missed,
    bookings: feeds.bookings,
    stop() {
      stopping ??= stopAll(options, parts);
      return stopping;
    },
  };
}

/** Closes the parts top down: the receiver first, then the workers (their running jobs finish), then Redis. */
async function stopAll(options: BotOptions, parts: BotParts): Promise<void> {
  const { conns, tenancy, commands, feeds, work, receiver } = parts;
  const { logger } = options;
  await receiver.app
    ?.stop()
    .catch((err: unknown) => logger.warn({ err: String(err) }, 'stopping the receiver failed'));
  const opsServer = receiver.opsServer;
  if (opsServer) await new Promise<void>((resolve) => opsServer.close(() => resolve()));
  // stop taking jobs; the running ones finish
  await work.worker?.close();
  await work.waiting?.idle();
  await feeds.alerts.close();
  await feeds.missed.close();
  await feeds.bookings.close();
  await work.reports.close();
  feeds.home.close();
  await commands.coalescer?.close();
  await commands.queue.close();
  await tenancy.connected?.close();
  await tenancy.installs?.close();
  await closeBullConnection(conns.connection);
  await conns.redis.quit().catch(() => conns.redis.disconnect());
  await conns.egress.close();
  logger.info({ role: options.role }, 'bot stopped');
}
