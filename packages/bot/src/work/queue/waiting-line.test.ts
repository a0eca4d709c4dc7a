import { randomUUID } from 'node:crypto';
import { Job, Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { BotKeys } from '../../core/redis/keys.js';
import { Coalescer } from '../../pbx/coalesce/coalescer.js';
import { AccountBudget } from '../../pbx/limiter/account-budget.js';
import { WaitingLine } from './waiting-line.js';

const WINDOW = 60_000;
const connection = { host: '127.0.0.1', port: 6379 };

let redis: Redis[];
let keys: BotKeys;
let queues: Queue[];
let coalescers: Coalescer[];
let budget: AccountBudget;

beforeEach(() => {
  redis = [new Redis(connection), new Redis(connection)];
  keys = new BotKeys(`test-line-${randomUUID()}`);
  queues = [];
  coalescers = [];
  budget = new AccountBudget(redis[0]!, {
    prefix: keys.budget,
    windowMs: WINDOW,
    defaults: { perMinute: 2, commandReserveMinute: 0 },
  });
});

afterEach(async () => {
  await queues[0]?.obliterate({ force: true });
  await Promise.all(queues.map((q) => q.close()));
  await Promise.all(coalescers.map((c) => c.close()));
  const leftover = await redis[0]!.keys(`${keys.prefix}:*`);
  if (leftover.length > 0) await redis[0]!.del(...leftover);
  await Promise.all(redis.map((r) => r.quit()));
});

/** One worker process's view: its own connection, queue handle and coalescer, sharing Redis. */
function process(i: 0 | 1, queueName: string): { line: WaitingLine; queue: Queue; coalescer: Coalescer } {
  const queue = new Queue(queueName, { connection });
  const coalescer = new Coalescer(redis[i]!, { prefix: keys.coalesce });
  queues.push(queue);
  coalescers.push(coalescer);
  const logger = pino({ level: 'silent' });
  return { line: new WaitingLine(redis[i]!, keys, { budget, coalescer, queue, logger }), queue, coalescer };
}

/** Two grants, 30 s and 20 s ago: at 2/min the tokens free in 30 s and 40 s, then a window later. */
async function fillWindow(): Promise<void> {
  await budget.tryAcquire('A', { now: Date.now() - 30_000 });
  await budget.tryAcquire('A', { now: Date.now() - 20_000 });
}

/** Enqueues a job as the command queue does and parks it as the processor does, `wakeInMs` from now. */
async function parkJob(p: { line: WaitingLine; queue: Queue }, enqueuedAt: number, need?: string) {
  const jobId = randomUUID();
  await redis[0]!.zadd(keys.waiting('A'), enqueuedAt, jobId);
  await p.queue.add('pbx-command', {}, { jobId, delay: 3_600_000 });
  const ticket = await p.line.place('A', jobId, need);
  const turn = await budget.waitForTurn('A', ticket.place);
  await p.line.park('A', jobId, { wakeAt: Date.now() + turn, need, ticket }, async () => {
    await (await Job.fromId(p.queue, jobId))!.changeDelay(turn);
  });
  return { jobId, place: ticket.place, turn };
}

async function plannedIn(queue: Queue, jobId: string): Promise<number | 'now'> {
  const job = (await Job.fromId(queue, jobId))!;
  if ((await job.getState()) === 'waiting') return 'now';
  return job.timestamp + job.delay - Date.now();
}

it('places count identical reads once; a job leaving without a token brings the others forward, in another process too', async () => {
  const queueName = `test-line-${randomUUID()}`;
  const one = process(0, queueName);
  const two = process(1, queueName);
  await fillWindow();
  const t = Date.now();
  const first = await parkJob(one, t, 'acct:A:queues:list');
  const twin = await parkJob(two, t + 1, 'acct:A:queues:list');
  const writes = [await parkJob(one, t + 2), await parkJob(two, t + 3), await parkJob(one, t + 4)];
  expect([first, twin, ...writes].map((j) => j.place)).toEqual([1, 1, 2, 3, 4]);
  expect(writes.map((w) => Math.round(w.turn / 5000) * 5)).toEqual([40, 90, 100]);

  // the first write is answered without a token (it failed before calling, say): everyone behind moves up
  await two.line.leave('A', writes[0]!.jobId);
  await two.line.idle();
  expect(await plannedIn(one.queue, writes[1]!.jobId)).toBeLessThanOrEqual(writes[0]!.turn);
  expect(await plannedIn(one.queue, writes[2]!.jobId)).toBeLessThanOrEqual(writes[1]!.turn);
  // the reads were planned right: untouched
  expect(await plannedIn(one.queue, twin.jobId)).toBeGreaterThan(first.turn - 2_000);
}, 20_000);

it('a parked read whose answer is now cached wakes at once, without a token', async () => {
  const queueName = `test-line-${randomUUID()}`;
  const one = process(0, queueName);
  const two = process(1, queueName);
  await fillWindow();
  const t = Date.now();
  const write = await parkJob(one, t);
  const read = await parkJob(two, t + 1, 'acct:A:queues:list');
  expect(await plannedIn(one.queue, read.jobId)).toBeGreaterThan(35_000);
  // another job's identical read ran (its token had freed) and cached the answer, then that job left
  await one.coalescer.run('acct:A:queues:list', 60_000, async () => ({ data: [] }));
  const other = randomUUID();
  await redis[0]!.zadd(keys.waiting('A'), t - 1, other);
  await one.line.leave('A', other);
  await one.line.idle();
  expect(await plannedIn(one.queue, read.jobId)).toBe('now');
  expect(await plannedIn(one.queue, write.jobId)).toBeGreaterThan(25_000);
}, 20_000);

it('a job parked while the line moved re-plans itself', async () => {
  const queueName = `test-line-${randomUUID()}`;
  const one = process(0, queueName);
  await fillWindow();
  const t = Date.now();
  const ahead = randomUUID();
  await redis[0]!.zadd(keys.waiting('A'), t, ahead);
  const jobId = randomUUID();
  await redis[0]!.zadd(keys.waiting('A'), t + 1, jobId);
  await one.queue.add('pbx-command', {}, { jobId, delay: 3_600_000 });
  const ticket = await one.line.place('A', jobId);
  expect(ticket.place).toBe(2);
  const late = await budget.waitForTurn('A', 2);
  // the job ahead leaves (from another process, without a token) before this one is parked
  await new WaitingLine(redis[1]!, keys).leave('A', ahead);
  await one.line.park('A', jobId, { wakeAt: Date.now() + late, ticket }, async () => {
    await (await Job.fromId(one.queue, jobId))!.changeDelay(late);
  });
  expect(await plannedIn(one.queue, jobId)).toBeLessThan(late - 5_000);
}, 20_000);
