import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AccountRuns } from './account-runs.js';
import { startRunWatchdog } from './run-watchdog.js';

const url = 'redis://127.0.0.1:6379';
const logger = pino({ level: 'silent' });
let redis: Redis;
let queue: Queue;
let key: string;
const T = 1_800_000_000_000;

const runsOf = (q = queue) =>
  new AccountRuns({ queue: q, redis, key, jobName: 'feature-run', idPrefix: 'feature-run' });

/** Every job of the queue not yet run: id, account, when it is due. */
async function queued() {
  const jobs = await queue.getJobs(['waiting', 'delayed', 'prioritized']);
  return jobs
    .map((j) => ({ id: j.id, account: j.data.accountId as string, at: j.timestamp + (j.opts.delay ?? 0) }))
    .sort((a, b) => a.at - b.at || String(a.id).localeCompare(String(b.id)));
}

beforeEach(() => {
  redis = new Redis(url);
  queue = new Queue(`test-runs-${randomUUID()}`, { connection: { url } as never });
  key = `{test-${randomUUID()}}:runs`;
});
afterEach(async () => {
  await queue.obliterate({ force: true });
  await queue.close();
  await redis.del(key, `${key}:kept`, `${key}:ended`);
  await redis.quit();
});

describe('account runs', () => {
  it('an account with rules starts once, whoever ensures it; one without rules is forgotten', async () => {
    const a = runsOf();
    const b = runsOf();
    await a.ensure('acc-1', true, T);
    await b.ensure('acc-1', true, T + 5);
    await a.ensure('acc-2', false, T);
    expect((await queued()).map((j) => j.account)).toEqual(['acc-1']);
    expect(await a.accounts()).toEqual(['acc-1']);
    await b.ensure('acc-1', false);
    expect(await a.accounts()).toEqual([]);
  });

  it('a plan is one delayed job at its instant, however far, added once by processes that plan it', async () => {
    const a = runsOf();
    const now = Date.now();
    await a.plan('acc-1', now + 10 * 60_000);
    await runsOf().plan('acc-1', now + 10 * 60_000);
    await a.plan('acc-2', now + 45_000);
    const jobs = await queued();
    expect(jobs.map((j) => j.account)).toEqual(['acc-2', 'acc-1']);
    // due at the planned instant (BullMQ counts the delay from its own clock, a few ms later)
    const planned = { 'acc-1': now + 600_000, 'acc-2': now + 45_000 } as Record<string, number>;
    for (const job of jobs) expect(Math.abs(job.at - (planned[job.account] ?? 0))).toBeLessThan(50);
    expect(await a.plannedAt('acc-1')).toBe(now + 600_000);
  });

  it('a planned job another plan replaced is not current: extra runs never start chains of their own', async () => {
    const a = runsOf();
    await a.plan('acc-1', T + 600_000); // a calm plan
    await a.runNow('acc-1', 'sample-1'); // a user's sample: that run plans again
    await a.plan('acc-1', T + 660_000);
    await a.runAt('acc-1', T + 5_000); // a signal keeps the plan in force
    expect(await a.plannedAt('acc-1')).toBe(T + 660_000);
    expect(await a.isCurrent('acc-1', T + 600_000, T + 600_000)).toBe(false);
    expect(await a.isCurrent('acc-1', T + 660_000, T + 660_000)).toBe(true);
    // a plan already due (its run is under way or was lost) lets an older job run and plan
    expect(await a.isCurrent('acc-1', T + 600_000, T + 700_000)).toBe(true);
    expect(await a.isCurrent('unknown', T, T)).toBe(true);
  });

  it('takes a lost plan once across processes, not again before another late period, never one still queued', async () => {
    const a = runsOf();
    const b = runsOf();
    const now = Date.now();
    // a plan whose job is gone (it failed before planning), and one whose job waits behind a backlog
    await redis.zadd(key, now - 61_000, 'lost');
    await a.plan('queued', now - 61_000);
    await a.plan('on-time', now + 100_000);
    const [first, second] = await Promise.all([a.takeLate(now, 60_000), b.takeLate(now, 60_000)]);
    expect([...(first ?? []), ...(second ?? [])]).toEqual(['lost']);
    expect(await a.takeLate(now + 1000, 60_000)).toEqual([]);
    // while its run waits in the queue it is not taken again; once that one is lost too, it is
    expect(await a.takeLate(now + 60_000, 60_000)).toEqual([]);
    await (await queue.getJob(`feature-run-late-lost-${now}`))?.remove();
    expect(await a.takeLate(now + 61_000, 60_000)).toEqual(['lost']);
    expect((await queued()).filter((j) => j.id?.includes('-late-lost-')).length).toBe(1);
    expect(await a.plannedAt('queued')).toBe(now - 61_000);
  });

  it('unknown is not removed: a process that does not know an account leaves its plan; a removal ends it for every process', async () => {
    const knows = runsOf();
    const knowsNot = runsOf();
    await knows.plan('acc-1', T + 60_000);
    // another process's configuration lacks the account (a rolling deploy): its plan stays
    expect(await knowsNot.leaveUnknown('acc-1')).toBe('left');
    expect(await knows.plannedAt('acc-1')).toBe(T + 60_000);
    // an explicit removal (disconnect, uninstall) leaves a tombstone beside the plans; then unknown ends it
    await knows.plan('acc-2', T + 60_000);
    await knows.end('acc-2', T);
    expect(await knows.plannedAt('acc-2')).toBeUndefined();
    expect(await knowsNot.isEnded('acc-2')).toBe(true);
    await redis.zadd(key, T + 90_000, 'acc-2'); // a run under way when it was removed planned once more
    expect(await knowsNot.leaveUnknown('acc-2')).toBe('ended');
    expect(await knows.plannedAt('acc-2')).toBeUndefined();
    // rules again (a configuration account given rules anew): the tombstone goes, runs start
    await knows.ensure('acc-2', true, T);
    expect(await knows.isEnded('acc-2')).toBe(false);
    expect(await knows.plannedAt('acc-2')).toBe(T);
    // its rules all removed (rules are shared by every process): ended too
    await knows.ensure('acc-2', false, T);
    expect(await knowsNot.isEnded('acc-2')).toBe(true);
  });

  it('removes the per-account heartbeats of an older version, and nothing else', async () => {
    await queue.upsertJobScheduler('feature-run-acc-1', { every: 30_000 }, { name: 'feature-run' });
    await queue.upsertJobScheduler('report-main-r1', { every: 60_000 }, { name: 'report' });
    expect(await runsOf().removeHeartbeats()).toBe(1);
    expect((await queue.getJobSchedulers()).map((s) => s.key)).toEqual(['report-main-r1']);
  });
});

describe('run watchdog', () => {
  it('starts the accounts with rules and no run at start, and runs again what is late', async () => {
    const runs = runsOf();
    let now = T;
    const rules = new Set(['acc-1', 'acc-2']);
    await runs.plan('acc-2', T + 30_000);
    const dog = await startRunWatchdog({
      runs,
      lateMs: 60_000,
      everyMs: 3_600_000,
      rescanMs: 300_000,
      allIds: async () => ['acc-1', 'acc-2', 'acc-3'],
      hasRules: async (id) => rules.has(id),
      logger,
      now: () => now,
    });
    try {
      expect((await runs.accounts()).sort()).toEqual(['acc-1', 'acc-2']);
      const started = (await queued()).filter((j) => j.id?.startsWith('feature-run-start-'));
      expect(started.map((j) => j.account)).toEqual(['acc-1']);
      // their jobs are lost (a Redis that lost them; no worker here): each taken once it is a minute late
      await queue.drain(true);
      now = T + 80_000;
      expect(await dog.tick()).toEqual({ late: ['acc-1'], started: [] });
      now = T + 95_000;
      expect(await dog.tick()).toEqual({ late: ['acc-2'], started: [] });
      // a rule written while no worker ran: found at the next rescan
      rules.add('acc-3');
      now = T + 300_000;
      expect((await dog.tick()).started).toEqual(['acc-3']);
      // Redis restarted without its data: every account with rules starts again at the next look
      await redis.del(key, `${key}:kept`, `${key}:ended`);
      now = T + 315_000;
      expect((await dog.tick()).started.sort()).toEqual(['acc-1', 'acc-2', 'acc-3']);
      now = T + 330_000;
      expect((await dog.tick()).started).toEqual([]);
    } finally {
      await dog.stop();
    }
  });
});
