import type { RedisClient } from '../../core/redis/redis-client.js';
import type { AccountRuns } from '../../work/worker/account-runs.js';
import type { FeedRunNames } from '../kit/feed-system.js';
import type { AlertKeys } from './alert-keys.js';
import type { ReadPlan, ReadReason } from './read-plan.js';

/** Name of the job that plans (and, when due, takes) one account's reads of its queues. */
export const ALERT_POLL_JOB = 'alert-poll';

/** The alerts' planned runs: queue `<name>-alert-poll`, job ids `alert-poll-…`. */
export const alertRuns: FeedRunNames = { feed: 'alert', run: 'poll', runJob: ALERT_POLL_JOB };

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
 * When an account's alerts run: each run plans the next read and puts it as one delayed job at its instant
 * ({@link AccountRuns}; processes that computed the same plan add it once, a watchdog runs again what never
 * came). The plan itself lives in Redis, in the account's poll hash.
 */
export class AlertScheduler {
  constructor(
    readonly runs: AccountRuns,
    private readonly redis: RedisClient,
    private readonly keys: AlertKeys,
  ) {}

  /** Starts the account's runs (first at once) when it has rules; forgets them and its plan when it has none. */
  async ensure(accountId: string, hasRules: boolean): Promise<void> {
    await this.runs.ensure(accountId, hasRules);
    if (!hasRules) {
      await this.redis.hdel(
        this.keys.poll(accountId),
        'intervalMs',
        'reason',
        'nextReadAt',
        'readsLeft',
        'reserved',
      );
    }
  }

  /** A run now (a user's command brought a fresh sample, a rule was added). */
  async runNow(accountId: string, reason: string): Promise<void> {
    await this.runs.runNow(accountId, reason);
  }

  /**
   * Records the plan and puts the next run at its next read, or at `wakeAt` when sooner (a rule's hours end: its
   * cards clear then, not at the next read).
   */
  async record(accountId: string, plan: ReadPlan, context: PlanContext, wakeAt = Infinity): Promise<void> {
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
    await this.runs.plan(accountId, Math.min(plan.nextReadAt, wakeAt));
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
