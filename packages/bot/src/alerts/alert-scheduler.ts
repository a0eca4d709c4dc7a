import type { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { AlertKeys } from './alert-keys.js';
import { type PollPlan, type PollReason, tickChanged } from './poll-interval.js';

/** Name of the job that polls one account's queues. */
export const ALERT_POLL_JOB = 'alert-poll';

/** The polling state of an account, as `/pbx account` shows it. */
export interface PollState {
  tickMs: number | undefined;
  intervalMs: number | undefined;
  reason: PollReason | undefined;
  lastPollAt: number | undefined;
  /** Since when the exchange does not answer (503 or no answer). */
  downSince: number | undefined;
}

const num = (value: string | undefined) => (value === undefined || value === '' ? undefined : Number(value));

/**
 * One BullMQ job scheduler per account that has rules (`upsertJobScheduler(id, { every })`): every process
 * shares it, so exactly one poll job exists per tick whatever the number of bot processes. Removed when the
 * account has no rules; its `every` follows the budget-aware plan (moved only when it changes by over 10 %).
 */
export class AlertScheduler {
  constructor(
    private readonly queue: Queue,
    private readonly redis: Redis,
    private readonly keys: AlertKeys,
    private readonly baseMs: number,
  ) {}

  static id(accountId: string): string {
    return `alert-poll-${accountId}`;
  }

  /** Creates the account's scheduler (first poll at once) when it has rules, removes it when it has none. */
  async ensure(accountId: string, hasRules: boolean): Promise<void> {
    const id = AlertScheduler.id(accountId);
    if (!hasRules) {
      await this.queue.removeJobScheduler(id);
      await this.redis.hdel(this.keys.poll(accountId), 'tickMs', 'intervalMs', 'reason');
      return;
    }
    if (await this.queue.getJobScheduler(id)) return;
    await this.#upsert(accountId, this.baseMs, undefined);
  }

  /** Records the plan and moves the scheduler's tick when it changed; the next tick comes `tickMs` from now. */
  async apply(accountId: string, plan: PollPlan): Promise<void> {
    const key = this.keys.poll(accountId);
    const current = num((await this.redis.hget(key, 'tickMs')) ?? undefined);
    await this.redis.hset(key, 'intervalMs', String(plan.intervalMs), 'reason', plan.reason);
    if (tickChanged(current, plan.tickMs))
      await this.#upsert(accountId, plan.tickMs, Date.now() + plan.tickMs);
  }

  async state(accountId: string): Promise<PollState> {
    const hash = await this.redis.hgetall(this.keys.poll(accountId));
    return {
      tickMs: num(hash.tickMs),
      intervalMs: num(hash.intervalMs),
      reason: hash.reason as PollReason | undefined,
      lastPollAt: num(hash.lastPollAt),
      downSince: num(hash.downSince),
    };
  }

  async #upsert(accountId: string, every: number, startDate: number | undefined): Promise<void> {
    await this.queue.upsertJobScheduler(
      AlertScheduler.id(accountId),
      { every, ...(startDate === undefined ? {} : { startDate }) },
      {
        name: ALERT_POLL_JOB,
        data: { accountId },
        opts: { removeOnComplete: true, removeOnFail: { age: 3600, count: 100 } },
      },
    );
    await this.redis.hset(this.keys.poll(accountId), 'tickMs', String(every));
  }
}
