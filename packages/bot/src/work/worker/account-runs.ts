import type { Queue } from 'bullmq';
import type { RedisClient } from '../../core/redis/redis-client.js';
import { LuaScript } from '../../pbx/limiter/lua-script.js';

const jobOpts = { removeOnComplete: true, removeOnFail: { age: 3600, count: 100 } };

/**
 * Takes the accounts whose promised run is more than `ARGV[2]` ms late (`ARGV[1]` is now), at most `ARGV[3]`,
 * and promises each a run now: one process takes each, however many look at once. Returns account, old instant,
 * account, old instant…
 */
const CLAIM_LATE = new LuaScript(`
local late = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[1]) - tonumber(ARGV[2]), 'WITHSCORES', 'LIMIT', 0, tonumber(ARGV[3]))
for i = 1, #late, 2 do redis.call('ZADD', KEYS[1], ARGV[1], late[i]) end
return late
`);

/** Gives an account its plan back (`ARGV[2]`) unless something planned since the claim at `ARGV[1]`. */
const UNCLAIM = new LuaScript(`
if redis.call('ZSCORE', KEYS[1], ARGV[3]) == ARGV[1] then redis.call('ZADD', KEYS[1], ARGV[2], ARGV[3]) end
return 0
`);

/** Ends an account's runs for good (`ARGV[2]` the instant): its tombstone, read by every process, and its plan gone. */
const END = new LuaScript(`
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
return redis.call('ZREM', KEYS[1], ARGV[1])
`);

/** An account this process does not know: its plan ends only if a tombstone says it was removed. */
const LEAVE_UNKNOWN = new LuaScript(`
if redis.call('HEXISTS', KEYS[2], ARGV[1]) == 1 then return redis.call('ZREM', KEYS[1], ARGV[1]) + 1 end
return 0
`);

/** A job that is still queued or running is late, not lost. */
const QUEUED = new Set(['waiting', 'delayed', 'active', 'prioritized', 'waiting-children']);

/** What a feature's runs are called and where their promises live. */
export interface AccountRunsOptions {
  queue: Queue;
  redis: RedisClient;
  /**
   * Sorted set: account → the instant of its latest planned run (epoch ms); `<key>:kept` and the tombstones
   * `<key>:ended` beside it (one slot: give the key a hash tag).
   */
  key: string;
  /** The BullMQ job name of a run (its payload is `{ accountId }`). */
  jobName: string;
  /** Starts every job id (`<idPrefix>-at-<account>-<instant>`), and named the heartbeats of older versions. */
  idPrefix: string;
}

/**
 * When each account's runs of one feature (the alerts' reads, the missed-call feed's) happen. Every run plans
 * the next one and puts it as one delayed BullMQ job at its instant, whatever the distance (the job id is the
 * account and the instant, so processes that plan the same run add it once); no run happens between plans.
 * A sorted set keeps each account's latest plan: a planned job that is no longer the plan (a run in between,
 * for a signal or a user's sample, planned again) ends without planning ({@link isCurrent}), so extra runs never
 * start chains of their own; a plan that never ran (a job that failed before planning, jobs a Redis lost) shows
 * there as late, and {@link takeLate} runs it again. Replaces a heartbeat job per account, which at 1,000
 * accounts made two thirds of the jobs and delayed the planned reads behind them (bench/README.md).
 */
export class AccountRuns {
  readonly #o: AccountRunsOptions;

  constructor(options: AccountRunsOptions) {
    this.#o = options;
  }

  /**
   * An account that has rules runs at once unless it already has a plan (which goes on), and loses any tombstone;
   * one whose rules were all removed (the rules are shared by every process) ends ({@link end}: runs still
   * queued find no rules and stop).
   */
  async ensure(accountId: string, hasRules: boolean, now = Date.now()): Promise<void> {
    if (!hasRules) {
      await this.end(accountId, now);
      return;
    }
    await this.#o.redis.hdel(this.#ended, accountId);
    if ((await this.#o.redis.zadd(this.#o.key, 'NX', now, accountId)) === 1) {
      await this.#add(accountId, `start-${accountId}-${now}`, 0);
    }
  }

  /**
   * Ends the account's runs after an explicit removal (uninstall, disconnect, its rules removed): a tombstone
   * every process reads, and its plan removed, in one step.
   */
  async end(accountId: string, now = Date.now()): Promise<void> {
    await END.run(this.#o.redis, [this.#o.key, this.#ended], [accountId, String(now)]);
  }

  /**
   * A run of an account this process does not know (another process's configuration has it; a rolling deploy):
   * its plan is left alone (the process that knows it runs it; a plan that nobody runs is taken late, see
   * {@link takeLate}) unless a tombstone says it was removed. Unknown is not removed.
   */
  async leaveUnknown(accountId: string): Promise<'ended' | 'left'> {
    const reply = await LEAVE_UNKNOWN.run(this.#o.redis, [this.#o.key, this.#ended], [accountId]);
    return Number(reply) > 0 ? 'ended' : 'left';
  }

  /** Whether the account's runs were ended by an explicit removal. */
  async isEnded(accountId: string): Promise<boolean> {
    return (await this.#o.redis.hexists(this.#ended, accountId)) === 1;
  }

  get #ended(): string {
    return `${this.#o.key}:ended`;
  }

  /**
   * The account's next run, as its latest run planned it: one job at `at` (epoch ms) whoever plans it, and the
   * plan in force. The delay is counted from this instant, not from when the plan was made (a read that took
   * seconds does not make the next one late).
   */
  async plan(accountId: string, at: number): Promise<void> {
    const instant = Math.round(at);
    await this.#add(accountId, `at-${accountId}-${instant}`, Math.max(instant - Date.now(), 0), instant);
    await this.#o.redis.zadd(this.#o.key, instant, accountId);
  }

  /** One extra run at `at` (a signal): it plans when it runs; the plan in force stays until then. */
  async runAt(accountId: string, at: number): Promise<void> {
    const instant = Math.round(at);
    await this.#add(accountId, `soon-${accountId}-${instant}`, Math.max(instant - Date.now(), 0));
  }

  /** A run now for `reason` (a fresh sample, a rule added): one job per reason; it plans when it runs. */
  async runNow(accountId: string, reason: string): Promise<void> {
    await this.#add(accountId, `now-${accountId}-${reason}`, 0);
  }

  /**
   * Whether the planned job of instant `at` is still the account's plan: false when a later plan replaced it
   * and is still ahead (that one runs; this one ends without planning). A plan already due, or none at all,
   * lets it run.
   */
  async isCurrent(accountId: string, at: number, now = Date.now()): Promise<boolean> {
    const score = await this.#o.redis.zscore(this.#o.key, accountId);
    if (score === null) return true;
    const planned = Number(score);
    return planned === at || planned <= now;
  }

  /**
   * Runs again, now, every account whose plan is more than `lateMs` late (at most `limit` at once), and returns
   * them: each is taken by one process only and is not taken again for another `lateMs`. A plan whose job is
   * still queued (behind a backlog) is late, not lost: it gets no second job.
   */
  async takeLate(now: number, lateMs: number, limit = 500): Promise<string[]> {
    const found = (await CLAIM_LATE.run(this.#o.redis, [this.#o.key], [now, lateMs, limit])) as string[];
    const late: string[] = [];
    for (let i = 0; i < found.length; i += 2) {
      const accountId = found[i] as string;
      const was = found[i + 1];
      const ids = ['at', 'start', 'late'].map((kind) => `${this.#o.idPrefix}-${kind}-${accountId}-${was}`);
      const states = await Promise.all(ids.map((id) => this.#o.queue.getJobState(id)));
      if (states.some((state) => QUEUED.has(state))) {
        // behind a backlog: its plan stands (and is looked at again next time)
        await UNCLAIM.run(this.#o.redis, [this.#o.key], [String(now), String(was), accountId]);
        continue;
      }
      await this.#add(accountId, `late-${accountId}-${now}`, 0);
      late.push(accountId);
    }
    return late;
  }

  /**
   * False after the plans were lost with the rest of Redis (a restart without persistence, a failover to an
   * empty replica, a flush), and before the very first start: a marker beside them, set by {@link markKept}.
   */
  async kept(): Promise<boolean> {
    return (await this.#o.redis.exists(`${this.#o.key}:kept`)) === 1;
  }

  /** Sets the marker once every account with rules has a plan again. */
  async markKept(): Promise<void> {
    await this.#o.redis.set(`${this.#o.key}:kept`, '1');
  }

  /** The accounts with a run promised (those with rules, as far as the runs know). */
  async accounts(): Promise<string[]> {
    return this.#o.redis.zrange(this.#o.key, 0, -1);
  }

  /** The instant of the account's plan in force (epoch ms), if it has one. */
  async plannedAt(accountId: string): Promise<number | undefined> {
    const score = await this.#o.redis.zscore(this.#o.key, accountId);
    return score === null ? undefined : Number(score);
  }

  /** Removes the per-account heartbeats (BullMQ job schedulers) an older version of the bot left. */
  async removeHeartbeats(): Promise<number> {
    const schedulers = await this.#o.queue.getJobSchedulers(0, -1);
    const old = schedulers.filter((s) => s.key.startsWith(`${this.#o.idPrefix}-`));
    for (const scheduler of old) await this.#o.queue.removeJobScheduler(scheduler.key);
    return old.length;
  }

  async #add(accountId: string, id: string, delay: number, at?: number): Promise<void> {
    await this.#o.queue.add(this.#o.jobName, at === undefined ? { accountId } : { accountId, at }, {
      ...jobOpts,
      jobId: `${this.#o.idPrefix}-${id}`,
      delay,
    });
  }
}
