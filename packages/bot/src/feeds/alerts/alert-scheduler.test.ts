import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { AccountRuns } from '../../work/worker/account-runs.js';
import { AlertKeys } from './alert-keys.js';
import { ALERT_POLL_JOB, AlertScheduler } from './alert-scheduler.js';

const url = 'redis://127.0.0.1:6379';
let redis: Redis;
let queue: Queue;
let keys: AlertKeys;

beforeEach(() => {
  redis = new Redis(url);
  queue = new Queue(`test-alert-poll-${randomUUID()}`, { connection: { url } as never });
  keys = new AlertKeys(`test-${randomUUID()}`);
});
afterEach(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
  const found = await redis.keys(`${keys.prefix}:*`);
  if (found.length > 0) await redis.del(...found);
  await redis.quit();
});

const plan = (nextReadAt: number) => ({
  poll: true,
  nextReadAt,
  reason: 'calm' as const,
  intervalMs: 600_000,
  readsLeft: 500,
  reserved: 100,
  predictedAt: undefined,
});
const context = { share: 0.8, shareBasis: 'default' as const, profile: undefined, note: undefined };

it('an account costs one job per planned read, however far the read: no heartbeat between reads', async () => {
  const runs = new AccountRuns({
    queue,
    redis,
    key: keys.runs,
    jobName: ALERT_POLL_JOB,
    idPrefix: 'alert-poll',
  });
  const scheduler = new AlertScheduler(runs, redis, keys);
  await scheduler.ensure('main', true);
  const now = Date.now();
  // the first run read and planned the next read ten minutes later (a calm day)
  await scheduler.record('main', plan(now + 600_000), context);

  expect(await queue.getJobSchedulers()).toEqual([]);
  const jobs = await queue.getJobs(['waiting', 'delayed']);
  const dueIn = jobs.map((j) => j.timestamp + (j.opts.delay ?? 0) - now).sort((a, b) => a - b);
  expect(dueIn).toHaveLength(2);
  expect(dueIn[0]).toBeLessThan(100); // the start
  expect(Math.abs((dueIn[1] ?? 0) - 600_000)).toBeLessThan(100); // the planned read, at its instant
  expect((await scheduler.state('main')).nextReadAt).toBe(now + 600_000);
});
