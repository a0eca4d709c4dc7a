import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { redisAnswers } from './redis-ping.js';

/** A `redis-server` started for this run only, in a temporary directory; `stop()` ends it and removes the directory. */
export interface PrivateRedis {
  url: string;
  /** Its temporary directory (log, no data). */
  dir?: string;
  stop(): Promise<void>;
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts `redis-server` on a free port of 127.0.0.1 with nothing persisted and `maxmemory-policy noeviction`
 * (BullMQ needs it), as `bin/lib.sh` `ensure_redis` does. Rejects when the binary is missing or it does not answer.
 */
export async function startPrivateRedis(binary = 'redis-server'): Promise<PrivateRedis> {
  const dir = await mkdtemp(join(tmpdir(), 'centralino-redis-'));
  const port = await freePort();
  const child: ChildProcess = spawn(
    binary,
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--dir',
      dir,
      '--maxmemory-policy',
      'noeviction',
      '--logfile',
      join(dir, 'redis.log'),
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const failed = new Promise<Error>((resolve) => child.once('error', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    await rm(dir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 50; attempt++) {
    const error = await Promise.race([failed, new Promise<undefined>((r) => setTimeout(r, 100))]);
    if (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
    if (await redisAnswers('127.0.0.1', port, 500)) return { url: `redis://127.0.0.1:${port}`, dir, stop };
  }
  const log = await readFile(join(dir, 'redis.log'), 'utf8').catch(() => '');
  await stop();
  throw new Error(
    `redis-server did not answer on port ${port}${log ? `: ${log.trim().split('\n').at(-1)}` : ''}`,
  );
}
