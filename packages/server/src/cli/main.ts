import { randomInt } from 'node:crypto';
import type { Logger } from 'pino';
import { createApp } from '../app/create-app.js';
import { createLogger } from '../app/logger.js';
import { DatabaseOpenError } from '../db/database-error.js';
import { type DatabaseHandle, openDatabase } from '../db/open-database.js';
import { startDemoTraffic } from '../demo/demo-traffic.js';
import { type DemoLoad, demoBanner, loadDemo } from '../demo/load-demo.js';
import { seededRandom, seedFrom } from '../demo/seeded-random.js';
import type { TelephoneAutopilot } from '../telephony/autopilot.js';
import { SimulatedTelephony } from '../telephony/simulated-telephony.js';
import { SettableClock } from '../time/clock.js';
import { createEgressPolicy, parseAllowedPrivateHosts } from '../webhooks/egress-policy.js';
import { WebhookDispatcher } from '../webhooks/webhook-dispatcher.js';
import { createWebhookSender } from '../webhooks/webhook-sender.js';
import { CliUsageError, parseCliOptions, type ServeOptions, usage } from './cli-options.js';
import { ServerStartError, startServer } from './start-server.js';

/**
 * `pnpm run server serve …`: opens the database, serves the API (with the telephone autopilot on the demo for
 * `--traffic`), stops cleanly on SIGTERM/SIGINT.
 */
async function serve(options: ServeOptions): Promise<void> {
  const logger = createLogger({ level: options.logLevel });
  const handle = await openDatabase(options.storage);
  const clock = new SettableClock();
  let demo: DemoLoad | undefined;
  try {
    if (options.demo) demo = await loadDemo(handle.db, clock.now());
  } catch (error) {
    await handle.close();
    throw error;
  }
  // With --traffic the simulator's own random choices (strategy `random`) follow the seed too.
  const seed = options.traffic ? (options.traffic.seed ?? randomInt(0, 2 ** 32)) : undefined;
  const telephony = new SimulatedTelephony({
    db: handle.db,
    clock,
    random: seed === undefined ? Math.random : seededRandom(seedFrom(`telephony-${seed}`)).next,
  });
  // Webhooks go to public addresses only, unless WEBHOOK_ALLOWED_PRIVATE_HOSTS lists more (e.g. 127.0.0.1).
  const egress = createEgressPolicy(parseAllowedPrivateHosts(process.env.WEBHOOK_ALLOWED_PRIVATE_HOSTS));
  const webhooks = new WebhookDispatcher({
    db: handle.db,
    clock,
    egress,
    sender: createWebhookSender(egress),
    logger,
  });
  const app = createApp({
    webhooks,
    db: handle.db,
    clock,
    telephony,
    adminToken: options.adminToken,
    corsOrigins: options.corsOrigins,
    sip: { server: process.env.SIP_SERVER, stunServer: process.env.STUN_SERVER },
    logger,
  });
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer({ fetch: app.fetch, port: options.port });
  } catch (error) {
    await handle.close();
    throw error;
  }
  webhooks.start();
  let autopilot: TelephoneAutopilot | undefined;
  if (seed !== undefined) {
    try {
      autopilot = await startDemoTraffic({ db: handle.db, telephony, clock, seed, logger });
    } catch (error) {
      await server.close();
      await handle.close();
      throw error;
    }
  }
  logger.info(
    {
      url: `http://localhost:${server.port}`,
      database: handle.description,
      sandbox: Boolean(options.adminToken),
    },
    'centralino listening',
  );
  // Printed, not logged: the demo key is shown once, on the terminal only.
  if (demo)
    process.stdout.write(
      `\n${demoBanner(demo, `http://localhost:${server.port}`, Boolean(options.adminToken))}\n\n`,
    );
  stopOnSignals(logger, async () => {
    // The autopilot writes to the database: stop it (and its tick in progress) first.
    await autopilot?.stop();
    await server.close();
    await webhooks.stop();
    await closeQuietly(handle, logger);
  });
}

function stopOnSignals(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting now');
      process.exit(1);
    }
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // Requests still running after 10 s are cut off.
    setTimeout(() => process.exit(1), 10_000).unref();
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

async function closeQuietly(handle: DatabaseHandle, logger: Logger): Promise<void> {
  await handle.close().catch((error: unknown) => logger.warn({ err: error }, 'closing the database failed'));
}

async function main(): Promise<void> {
  try {
    const options = parseCliOptions(process.argv.slice(2), process.env);
    if (options.command === 'help') {
      process.stdout.write(`${usage}\n`);
      return;
    }
    await serve(options);
  } catch (error) {
    if (error instanceof CliUsageError) {
      process.stderr.write(`error: ${error.message}\n\n${usage}\n`);
      process.exit(2);
    }
    if (error instanceof DatabaseOpenError || error instanceof ServerStartError) {
      process.stderr.write(`error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

await main();
