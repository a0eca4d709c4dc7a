/*
 * One standalone Redis on loopback for tests that restart it: its own `redis-server` process on a free port,
 * keeping nothing on disk (a restart comes back empty, as a Redis without persistence does).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { Redis } from 'ioredis';
import { listenOnce, onPath } from './redis-cluster-kit.js';

/** Why a Redis cannot be started here, or undefined when it can. */
export function redisServerUnavailable(): string | undefined {
  return onPath('redis-server') === undefined ? 'redis-server not on PATH' : undefined;
}

export interface LocalRedis {
  url: string;
  /** Kills the server (SIGKILL) and starts a new, empty one on the same port. */
  restartEmpty(): Promise<void>;
  stop(): Promise<void>;
}

async function untilUp(port: number): Promise<void> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const probe = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await probe.connect();
      if ((await probe.ping()) === 'PONG') return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    } finally {
      probe.disconnect();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Starts the server; `stop()` kills it (and a run that ends without it leaves none behind). */
export async function startLocalRedis(): Promise<LocalRedis> {
  const port = await listenOnce(0);
  let child: ChildProcess | undefined;
  const killNow = () => child?.kill('SIGKILL');
  process.once('exit', killNow);
  const kill = () =>
    new Promise<void>((resolve) => {
      const current = child;
      if (!current || current.exitCode !== null || current.signalCode !== null) return resolve();
      current.once('exit', () => resolve());
      current.kill('SIGKILL');
    });
  const launch = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    await untilUp(port);
  };
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restartEmpty() {
      await kill();
      await launch();
    },
    async stop() {
      process.off('exit', killNow);
      await kill();
    },
  };
}
