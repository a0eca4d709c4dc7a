import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { Queue, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FixtureJob, fixtureBudget, fixtureProcessor } from './acquire-or-delay.fixture.js';

const WINDOW_MS = 500;
const PER_WINDOW = 5;
const redisOptions = { host: '127.0.0.1', port: 6379 };

let queueName: string;
let prefix: string;
let queue: Queue<FixtureJob>;
let redis: Redis;
const workers: Worker[] = [];
const connections: Redis[] = [];
let child: ChildProcess | undefined;

beforeEach(() => {
  queueName = `test-budget-${randomUUID()}`;
  prefix = `test-budget-${randomUUID()}`;
  redis = new Redis(redisOptions);
  queue = new Queue<FixtureJob>(queueName, { connection: redisOptions });
});

afterEach(async () => {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
  child = undefined;
  await Promise.all(workers.splice(0).map((w) => w.close()));
  await Promise.all(connections.splice(0).map((c) => c.quit()));
  await queue.obliterate({ force: true });
  await queue.close();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

function startWorker(): Worker<FixtureJob> {
  const budgetConnection = new Redis(redisOptions);
  const workerConnection = new Redis({ ...redisOptions, maxRetriesPerRequest: null });
  connections.push(budgetConnection, workerConnection);
  const budget = fixtureBudget(budgetConnection, prefix, WINDOW_MS, PER_WINDOW);
  const worker = new Worker<FixtureJob>(queueName, fixtureProcessor(budget, budgetConnection, prefix), {
    connection: workerConnection,
    concurrency: 10,
  });
  workers.push(worker);
  return worker;
}

async function startChildWorker(): Promise<void> {
  const script = fileURLToPath(new URL('./acquire-or-delay.fixture.ts', import.meta.url));
  child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: {
      ...process.env,
      QUEUE_NAME: queueName,
      BUDGET_PREFIX: prefix,
      WINDOW_MS: `${WINDOW_MS}`,
      PER_WINDOW: `${PER_WINDOW}`,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = once(child, 'exit').then(([code]) => {
    throw new Error(`child worker exited with ${code}`);
  });
  const [line] = (await Promise.race([once(child.stdout!, 'data'), exited])) as [Buffer];
  expect(line.toString()).toContain('ready');
}

async function waitForCompleted(total: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (((await queue.getJobCounts('completed')).completed ?? 0) < total) {
    if (Date.now() > deadline)
      throw new Error(`only ${JSON.stringify(await queue.getJobCounts())} by the deadline`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function grants(): Promise<{ accountId: string; at: number; pid: number; finishedOn: number }[]> {
  const jobs = await queue.getJobs(['completed'], 0, -1);
  return jobs.map((j) => ({ ...j.returnvalue, finishedOn: j.finishedOn ?? 0 }));
}

/** The largest number of grants in any window [t, t + WINDOW_MS). */
function maxInAnyWindow(times: number[]): number {
  return Math.max(...times.map((t) => times.filter((u) => u >= t && u < t + WINDOW_MS).length));
}

describe('acquireOrDelay with BullMQ', () => {
  it('two workers share one account budget; another account is not held up', async () => {
    startWorker();
    startWorker();
    const jobs: { name: string; data: FixtureJob }[] = [];
    for (let i = 0; i < 60; i++) {
      jobs.push({ name: 'pbx', data: { accountId: 'A' } });
      if (i % 12 === 0) jobs.push({ name: 'pbx', data: { accountId: 'B' } });
    }
    for (let i = 0; i < 5; i++) jobs.push({ name: 'pbx', data: { accountId: 'B' } }); // queued behind all of A
    const started = Date.now();
    await queue.addBulk(jobs);
    await waitForCompleted(70, 15_000);

    const all = await grants();
    const a = all.filter((g) => g.accountId === 'A').map((g) => g.at);
    const b = all.filter((g) => g.accountId === 'B');
    expect(a).toHaveLength(60);
    expect(b).toHaveLength(10);
    expect(maxInAnyWindow(a)).toBe(PER_WINDOW);
    // 60 grants at 5 per window need at least 11 full windows after the first grant
    expect(Math.max(...a) - Math.min(...a)).toBeGreaterThanOrEqual(11 * WINDOW_MS);
    expect(Number(await redis.get(`${prefix}:denied:A`))).toBeGreaterThan(0);
    expect(await redis.get(`${prefix}:denied:B`)).toBeNull();
    expect(Math.max(...b.map((g) => g.finishedOn)) - started).toBeLessThan(2 * WINDOW_MS);
  }, 20_000);

  it('a worker in another process shares the same budget', async () => {
    await startChildWorker();
    startWorker();
    await queue.addBulk(Array.from({ length: 20 }, () => ({ name: 'pbx', data: { accountId: 'A' } })));
    await waitForCompleted(20, 10_000);
    const all = await grants();
    const a = all.map((g) => g.at);
    expect(a).toHaveLength(20);
    expect(new Set(all.map((g) => g.pid))).toEqual(new Set([process.pid, child?.pid]));
    expect(maxInAnyWindow(a)).toBe(PER_WINDOW);
    expect(Math.max(...a) - Math.min(...a)).toBeGreaterThanOrEqual(3 * WINDOW_MS);
  }, 20_000);
});
