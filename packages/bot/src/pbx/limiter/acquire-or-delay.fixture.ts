/*
 * Test fixture for acquire-or-delay.test.ts: the processor the tests run, and, when executed as a
 * script (node --import tsx), a Worker in a separate process.
 */
import { pathToFileURL } from 'node:url';
import { type Job, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { AccountBudget } from './account-budget.js';
import { acquireOrDelay } from './acquire-or-delay.js';

export interface FixtureJob {
  accountId: string;
}

/** Takes a token (or delays the job), counts denials per account in Redis, returns the grant instant and process. */
export function fixtureProcessor(budget: AccountBudget, redis: Redis, prefix: string) {
  return async (
    job: Job<FixtureJob>,
    token?: string,
  ): Promise<{ at: number; accountId: string; pid: number }> => {
    try {
      const { at } = await acquireOrDelay(budget, job, token, job.data.accountId, 'command');
      return { at, accountId: job.data.accountId, pid: process.pid };
    } catch (error) {
      await redis.incr(`${prefix}:denied:${job.data.accountId}`);
      throw error;
    }
  };
}

/** Budget used by every worker of a test: `perWindow` grants per `windowMs`, B nearly unlimited. */
export function fixtureBudget(
  redis: Redis,
  prefix: string,
  windowMs: number,
  perWindow: number,
): AccountBudget {
  return new AccountBudget(redis, {
    prefix,
    windowMs,
    defaults: { perMinute: perWindow, commandReserveMinute: 0 },
    accounts: (id) => (id === 'B' ? { perMinute: 1000 } : undefined),
  });
}

async function main(): Promise<void> {
  const { QUEUE_NAME = '', BUDGET_PREFIX = '', WINDOW_MS = '0', PER_WINDOW = '0' } = process.env;
  const redis = new Redis({ host: '127.0.0.1', port: 6379 });
  const connection = new Redis({ host: '127.0.0.1', port: 6379, maxRetriesPerRequest: null });
  const budget = fixtureBudget(redis, BUDGET_PREFIX, Number(WINDOW_MS), Number(PER_WINDOW));
  const worker = new Worker<FixtureJob>(QUEUE_NAME, fixtureProcessor(budget, redis, BUDGET_PREFIX), {
    connection,
    concurrency: 10,
  });
  await worker.waitUntilReady();
  process.stdout.write('ready\n');
  process.once('SIGTERM', () => {
    void worker
      .close()
      .then(() => Promise.all([redis.quit(), connection.quit()]))
      .then(() => process.exit(0));
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
