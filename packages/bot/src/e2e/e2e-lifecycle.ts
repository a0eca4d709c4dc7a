import type { Clock } from '@centralino/server';
import { afterAll, afterEach, beforeAll } from 'vitest';
import {
  type BotSetup,
  type BotUnderTest,
  type PbxServer,
  startBotUnderTest,
  startPbxServer,
} from './e2e-harness.js';

/** What a test file gets from {@link e2eLifecycle}. */
export interface E2eLifecycle {
  /** The file's PBX server (started before the first test). */
  server(): PbxServer;
  /**
   * Starts a bot (on the file's server unless `setup.server` names another); it is stopped after the test
   * unless the test stopped it.
   */
  startBot(setup: Omit<BotSetup, 'server'> & { server?: PbxServer }): Promise<BotUnderTest>;
}

/**
 * Registers the hooks every e2e file shares: one PBX server for the file (on `makeClock()`, called when it
 * starts; the real time by default; `webhooks`: delivering the accounts' webhooks), closed after the last test,
 * and every bot a test started stopped after it.
 */
export function e2eLifecycle(makeClock?: () => Clock, options: { webhooks?: boolean } = {}): E2eLifecycle {
  let server: PbxServer | undefined;
  const running = new Set<BotUnderTest>();
  beforeAll(async () => {
    server = await startPbxServer(makeClock?.(), options);
  }, 30_000);
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    const bots = [...running];
    running.clear();
    for (const bot of bots) await bot.stop();
  });
  const current = (): PbxServer => {
    if (!server) throw new Error('the PBX server is not started yet (use it inside a test)');
    return server;
  };
  return {
    server: current,
    async startBot(setup) {
      const bot = await startBotUnderTest({ ...setup, server: setup.server ?? current() });
      const stop = bot.stop.bind(bot);
      let stopping: Promise<void> | undefined;
      bot.stop = () => {
        running.delete(bot);
        stopping ??= stop();
        return stopping;
      };
      running.add(bot);
      return bot;
    },
  };
}

/** A server clock that runs `speed` times faster than the real time, from the moment it is made. */
export function fasterClock(speed: number): Clock {
  const t0 = Date.now();
  return { now: () => new Date(t0 + (Date.now() - t0) * speed) };
}
