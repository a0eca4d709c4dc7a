import type { Queue } from 'bullmq';
import type { RedisClient } from '../../redis/redis-client.js';
import type { AlertKeys } from './alert-keys.js';
import type { ReadPlan, ReadReason } from './read-plan.js';

/** Name of the job that plans (and, when due, takes) one account's reads of its queues. */
export const ALERT_POLL_JOB = 'alert-poll';

/** The heartbeat re-plans at least this often, whatever the plan (a lost timer, a Redis restart). */
export const HEARTBEAT_MS = 30_000;

/** Why the plan is not the full one: what failed, shown in `/queue alert list`. */
export type PlanNote = 'history-unavailable' | 'budget-blocked' | 'exchange-unreachable';

/** The reading plan of an account as every process sees it (`/queue alert list`, `/pbx account`). */
export interface PollState {
  /** The regular interval in force (calm or busy). */
  intervalMs: number | undefined;
  reason: ReadReason | undefined;
  /** When the next read is due. */
  nextReadAt: number | undefined;
  /** Alert reads left today, and how many of them are kept for the rest of the day's calm reads. */
  readsLeft: number | undefined;
  reserved: number | undefined;
  /** The alerts' share of the day budget (0..1) and what it follows. */
  share: number | undefined;
  shareBasis: 'default' | 'usage' | undefined;
  /** Calls and days the traffic profile was learnt from (absent: uniform). */
  profileCalls: number | undefined;
  profileDays: number | undefined;
  note: PlanNote | undefined;
  /** When the latest sample of the queues was read. */
  lastPollAt: number | undefined;
  /** Since when the exchange does not answer (503 or no answer). */
  downSince: number | undefined;
}

const num = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));

/** The rest of the plan recorded with each re-plan. */
export interface PlanContext {
  share: number;
  shareBasis: 'default' | 'usage';
  profile: { calls: number; days: number } | undefined;
  note: PlanNote | undefined;
}

/**
 * When an account's alerts run. A BullMQ job scheduler per account with rules is the heartbeat
 * (`upsertJobScheduler(id, { every: HEARTBEAT_MS })`, one job per tick whatever the number of processes); on top
 * of it each re-plan puts one delayed job exactly at the next planned read (its id is the account and the
 * instant, so processes that computed the same plan add it once). The plan itself lives in Redis.
 */
export class AlertScheduler {
  constructor(
    private readonly queue: Queue,
    private readonly redis: RedisClient,
    private readonly keys: AlertKeys,
    private readonly baseMs: number,
  ) {}

  static id(accountId: string): string {
    return `alert-poll-${accountId}`;
  }

  /** Creates the account's heartbeat (first run at once) when it has rules, removes it when it has none. */
  async ensure(accountId: string, hasRules: boolean): Promise<void> {
    const id = AlertScheduler.id(accountId);
    if (!hasRules) {
      await this.queue.removeJobScheduler(id);
      await this.redis.hdel(
        this.keys.poll(accountId),
        'intervalMs',
        'reason',
        'nextReadAt',
        'readsLeft',
        'reserved',
      );
      return;
    }
    const every = Math.max(HEARTBEAT_MS, this.baseMs);
    // an existing heartbeat is kept (its next tick too), unless it beats at another pace (an older version's)
    if (Number((await this.queue.getJobScheduler(id))?.every ?? 0) === every) return;
    await this.queue.upsertJobScheduler(
      id,
      { every },
      {
        name: ALERT_POLL_JOB,
        data: { accountId },
        opts: { removeOnComplete: true, removeOnFail: { age: 3600, count: 100 } },
      },
    );
  }

  /** A run now (a user's command brought a fresh sample, a rule was added). */
  async runNow(accountId: string, reason: string): Promise<void> {
    await this.queue.add(
      ALERT_POLL_JOB,
      { accountId },
      {
        jobId: `alert-now-${accountId}-${reason}`,
        removeOnComplete: true,
        removeOnFail: { age: 3600, count: 100 },
      },
    );
  }

  /** Records the plan and puts a run at its next read. */
  async record(accountId: string, plan: ReadPlan, context: PlanContext, now: number): Promise<void> {
    const fields: Record<string, string> = {
      intervalMs: String(plan.intervalMs),
      reason: plan.reason,
      nextReadAt: String(plan.nextReadAt),
      readsLeft: String(plan.readsLeft),
      reserved: String(plan.reserved),
      share: String(context.share),
      shareBasis: context.shareBasis,
      profileCalls: context.profile ? String(context.profile.calls) : '',
      profileDays: context.profile ? String(context.profile.days) : '',
      note: context.note ?? '',
    };
    await this.redis.hset(this.keys.poll(accountId), fields);
    const delay = Math.max(plan.nextReadAt - now, 0);
    if (delay < HEARTBEAT_MS) {
      await this.queue.add(
        ALERT_POLL_JOB,
        { accountId },
        {
          jobId: `alert-read-${accountId}-${plan.nextReadAt}`,
          delay,
          removeOnComplete: true,
          removeOnFail: { age: 3600, count: 100 },
        },
      );
    }
  }

  async state(accountId: string): Promise<PollState> {
    const hash = await this.redis.hgetall(this.keys.poll(accountId));
    return {
      intervalMs: num(hash.intervalMs),
      reason: hash.reason as ReadReason | undefined,
      nextReadAt: num(hash.nextReadAt),
      readsLeft: num(hash.readsLeft),
      reserved: num(hash.reserved),
      share: num(hash.share),
      shareBasis: (hash.shareBasis || undefined) as PollState['shareBasis'],
      profileCalls: num(hash.profileCalls),
      profileDays: num(hash.profileDays),
      note: (hash.note || undefined) as PlanNote | undefined,
      lastPollAt: num(hash.lastPollAt),
      downSince: num(hash.downSince),
    };
  }
}
