import { randomInt } from 'node:crypto';
import {
  createApp,
  createEgressPolicy,
  createWebhookSender,
  type DatabaseHandle,
  type DemoLoad,
  loadDemo,
  openDatabase,
  ServerStartError,
  SettableClock,
  SimulatedTelephony,
  seededRandom,
  seedFrom,
  startDemoTraffic,
  startServer,
  type TelephoneAutopilot,
  WebhookDispatcher,
} from '@centralino/server';
import type { Logger } from 'pino';
import type { DemoLimits } from './demo-bot-config.js';
import { TEMPLATE_CACHE } from './demo-cache.js';

/** The PBX server of the demo, running in this process. */
export interface DemoPbx {
  /** `http://127.0.0.1:PORT` (the API is under `/v1`). */
  url: string;
  port: number;
  /** The port asked for was taken, so a free one is used. */
  portTaken: boolean;
  /** The demo account (`studio-demo`) and its API key (created now, on a fresh in-memory database). */
  context: string;
  apiKey: string;
  adminToken: string;
  /** The traffic seed, when the autopilot runs. */
  seed: number | undefined;
  stop(): Promise<void>;
}

export interface DemoPbxOptions {
  /** Port to listen on; when taken, a free one is used instead. 0: a free one. */
  port: number;
  /** Sandbox admin token (`/_admin`, `/_sim`). */
  adminToken: string;
  /** Simulated traffic (`--traffic`): the seed, or `random`; `false` for a quiet exchange. */
  traffic: number | 'random' | false;
  /** The account's limits instead of the demo's own. */
  limits?: DemoLimits;
  logger: Logger;
}

/**
 * Starts the server as `pnpm run server serve --demo --traffic` does, on embedded PGlite in memory: the demo
 * exchange, the simulated telephone server (seeded like the CLI's), the sandbox surface, the autopilot, and the
 * webhook sender (to loopback too: the demo's bot listens on this machine).
 */
export async function startDemoPbx(options: DemoPbxOptions): Promise<DemoPbx> {
  const handle = await openDatabase({ memory: true, templateCache: TEMPLATE_CACHE });
  try {
    const clock = new SettableClock();
    const demo: DemoLoad = await loadDemo(
      handle.db,
      clock.now(),
      options.limits ? { limits: options.limits } : {},
    );
    if (!demo.created) throw new Error('The in-memory database already had the demo account');
    const seed =
      options.traffic === false
        ? undefined
        : options.traffic === 'random'
          ? randomInt(0, 2 ** 32)
          : options.traffic;
    const telephony = new SimulatedTelephony({
      db: handle.db,
      clock,
      random: seed === undefined ? Math.random : seededRandom(seedFrom(`telephony-${seed}`)).next,
    });
    const webhooks = loopbackWebhooks(handle, clock, options.logger);
    const app = createApp({
      db: handle.db,
      clock,
      telephony,
      webhooks,
      adminToken: options.adminToken,
      logger: options.logger,
    });
    let portTaken = false;
    const server = await startServer({ fetch: app.fetch, port: options.port, hostname: '127.0.0.1' }).catch(
      (error: unknown) => {
        if (options.port === 0 || !(error instanceof ServerStartError)) throw error;
        portTaken = true;
        options.logger.warn({ port: options.port }, 'port taken: listening on a free one');
        return startServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
      },
    );
    webhooks.start();
    let autopilot: TelephoneAutopilot | undefined;
    if (seed !== undefined) {
      autopilot = await startDemoTraffic({
        db: handle.db,
        telephony,
        clock,
        seed,
        logger: options.logger,
      }).catch(async (error: unknown) => {
        await webhooks.stop();
        await server.close();
        throw error;
      });
    }
    return {
      url: `http://127.0.0.1:${server.port}`,
      port: server.port,
      portTaken,
      context: demo.context,
      apiKey: demo.apiKey,
      adminToken: options.adminToken,
      seed,
      async stop() {
        // The autopilot writes to the database: stop it (and its tick in progress) first.
        await autopilot?.stop();
        await webhooks.stop();
        await server.close();
        await closeQuietly(handle, options.logger);
      },
    };
  } catch (error) {
    await closeQuietly(handle, options.logger);
    throw error;
  }
}

/**
 * The exchange's webhook sender (booking notices), allowed to deliver to loopback: the demo's bot listens on this
 * machine, and the demo is local only (the real server allows private addresses only when told).
 */
function loopbackWebhooks(handle: DatabaseHandle, clock: SettableClock, logger: Logger): WebhookDispatcher {
  const egress = createEgressPolicy(['127.0.0.1']);
  return new WebhookDispatcher({ db: handle.db, clock, egress, sender: createWebhookSender(egress), logger });
}

async function closeQuietly(handle: DatabaseHandle, logger: Logger): Promise<void> {
  await handle.close().catch((err: unknown) => logger.warn({ err }, 'closing the database failed'));
}
