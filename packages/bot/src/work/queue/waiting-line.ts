import { Job, type Queue } from 'bullmq';
import type { Logger } from 'pino';
import type { BotKeys } from '../../core/redis/keys.js';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { Coalescer } from '../../pbx/coalesce/coalescer.js';
import type { AccountBudget } from '../../pbx/limiter/account-budget.js';
import { type LineEntry, placesInLine, planWakeUps } from './wake-plan.js';

/** Waiting entries older than this are considered lost (a crashed process) and dropped from counts. */
export const WAITING_STALE_MS = 3_600_000;

/** What re-planning needs: the budget's window, the reads' cache, and the queue holding the parked jobs. */
export interface WaitingLineServices {
  budget: AccountBudget;
  coalescer: Coalescer;
  queue: Queue;
  logger: Logger;
}

/** A job's place in line and the line's version when it was taken (see `WaitingLine.park`). */
export interface Ticket {
  place: number;
  leaves: number;
}

interface StoredPlan {
  /** Planned wake-up, epoch ms. */
  w: number;
  /** The read waited for, if any. */
  n?: string;
}

/**
 * Per account, the jobs not yet running (a sorted set by enqueue time shared by every process) and the
 * wake-ups planned for those parked without a token. Each wake-up is planned from the job's place in line,
 * counting identical reads once; whenever the line moves without using a token (a job answered from the
 * cache, failed, dropped) the wake-ups are planned again from the window as it is and brought forward, and
 * jobs whose read is now cached wake at once. Any process may re-plan any job: it is all in Redis and BullMQ.
 */
export class WaitingLine {
  readonly #redis: RedisClient;
  readonly #keys: BotKeys;
  readonly #services: WaitingLineServices | undefined;
  /** Per account: the re-plan running in this process, and whether another was asked meanwhile. */
  readonly #replans = new Map<string, { running: Promise<void>; again: boolean }>();

  constructor(redis: RedisClient, keys: BotKeys, services?: WaitingLineServices) {
    this.#redis = redis;
    this.#keys = keys;
    this.#services = services;
  }

  /**
   * The job's 1-based place among the account's jobs not yet running (1 if it is not in line), counting the
   * jobs waiting for the same read as one; `need` is the read this job waits for (none for a write).
   */
  async place(accountId: string, jobId: string, need?: string): Promise<Ticket> {
    const { entries, leaves } = await this.#line(accountId);
    const own = entries.find((e) => e.jobId === jobId);
    if (own) own.need = need;
    return { place: own ? (placesInLine(entries).get(jobId) ?? 1) : 1, leaves };
  }

  /**
   * Parks a job: records its planned wake-up, runs `move` (BullMQ's `moveToDelayed`), and re-plans the line
   * if it moved since `ticket` was taken (a wake-up brought forward meanwhile could not reach this job).
   */
  async park(
    accountId: string,
    jobId: string,
    plan: { wakeAt: number; need?: string | undefined; ticket: Ticket },
    move: () => Promise<void>,
  ): Promise<void> {
    const stored: StoredPlan = { w: plan.wakeAt, ...(plan.need === undefined ? {} : { n: plan.need }) };
    await this.#redis
      .multi()
      .hset(this.#keys.waitingPlans(accountId), jobId, JSON.stringify(stored))
      .pexpire(this.#keys.waitingPlans(accountId), WAITING_STALE_MS)
      .exec();
    await move();
    const leaves = Number((await this.#redis.get(this.#keys.waitingLeaves(accountId))) ?? 0);
    if (leaves !== plan.ticket.leaves) await this.replan(accountId);
  }

  /**
   * The job is running with its token, or finished: it no longer waits. Unless `replan` is false (the job
   * just took a token, which moves nobody's turn), the account's wake-ups are re-planned in the background.
   */
  async leave(accountId: string, jobId: string, { replan = true }: { replan?: boolean } = {}): Promise<void> {
    await this.#redis
      .multi()
      .zrem(this.#keys.waiting(accountId), jobId)
      .hdel(this.#keys.waitingPlans(accountId), jobId)
      .incr(this.#keys.waitingLeaves(accountId))
      .pexpire(this.#keys.waitingLeaves(accountId), WAITING_STALE_MS)
      .exec();
    if (replan) void this.replan(accountId);
  }

  /** The job waits again (a retry after a failure), keeping its original place. */
  async rejoin(accountId: string, jobId: string, enqueuedAt: number): Promise<void> {
    await this.#redis.zadd(this.#keys.waiting(accountId), enqueuedAt, jobId);
  }

  async count(accountId: string): Promise<number> {
    return this.#redis.zcard(this.#keys.waiting(accountId));
  }

  /**
   * Plans the account's parked jobs again and brings forward those planned too late (see `planWakeUps`).
   * One re-plan per account at a time in this process; asked again meanwhile, it runs once more after.
   * Failures are logged: a job left planned too late still wakes, only later.
   */
  replan(accountId: string): Promise<void> {
    const current = this.#replans.get(accountId);
    if (current) {
      current.again = true;
      return current.running;
    }
    const state = { running: Promise.resolve(), again: false };
    state.running = (async () => {
      try {
        do {
          state.again = false;
          await this.#replanOnce(accountId).catch((err: unknown) =>
            this.#services?.logger.warn({ err, account: accountId }, 're-planning the line failed'),
          );
        } while (state.again);
      } finally {
        this.#replans.delete(accountId);
      }
    })();
    this.#replans.set(accountId, state);
    return state.running;
  }

  /** Waits for the re-plans running in this process (before closing its connections). */
  async idle(): Promise<void> {
    while (this.#replans.size > 0) await Promise.all([...this.#replans.values()].map((r) => r.running));
  }

  async #replanOnce(accountId: string): Promise<void> {
    const services = this.#services;
    if (!services) return;
    const { entries } = await this.#line(accountId);
    if (!entries.some((e) => e.wakeAt !== undefined)) return;
    const snap = await services.budget.snapshot(accountId);
    const needs = [...new Set(entries.flatMap((e) => (e.need === undefined ? [] : [e.need])))];
    const cached = await services.coalescer.cached(needs);
    const now = Date.now();
    // a 429 block or a spent day holds every token until it ends (Redis clock → this host's clock)
    let notBefore = 0;
    if (snap.blockedUntil !== null) notBefore = now + (snap.blockedUntil - snap.at);
    if (snap.day.remaining === 0) notBefore = Math.max(notBefore, now + (snap.day.resetsAt - snap.at));
    const changes = planWakeUps({
      entries,
      grants: snap.minute.grants,
      perMinute: snap.limits.perMinute,
      windowMs: snap.minute.windowMs,
      redisNow: snap.at,
      now,
      cached,
      notBefore,
    });
    await Promise.all(
      changes.map(async ({ jobId, wakeAt }) => {
        if (!(await this.#reschedule(services.queue, jobId, wakeAt - Date.now()))) return;
        const entry = entries.find((e) => e.jobId === jobId);
        const stored: StoredPlan = { w: wakeAt, ...(entry?.need === undefined ? {} : { n: entry.need }) };
        // only while the job is still parked in line (it may have woken and left meanwhile)
        if (await this.#redis.zscore(this.#keys.waiting(accountId), jobId)) {
          await this.#redis.hset(this.#keys.waitingPlans(accountId), jobId, JSON.stringify(stored));
        }
      }),
    );
  }

  /** Moves a delayed job's wake-up; false if it is not delayed (any more). */
  async #reschedule(queue: Queue, jobId: string, delayMs: number): Promise<boolean> {
    const job = await Job.fromId(queue, jobId);
    if (!job) return false;
    try {
      if (delayMs <= 0) await job.promote();
      else await job.changeDelay(delayMs);
      return true;
    } catch {
      return false;
    }
  }

  /** The line oldest first, with the plans of parked jobs, and the count of leaves so far. */
  async #line(accountId: string): Promise<{ entries: LineEntry[]; leaves: number }> {
    const replies = await this.#redis
      .multi()
      .zrangebyscore(this.#keys.waiting(accountId), Date.now() - WAITING_STALE_MS, '+inf')
      .hgetall(this.#keys.waitingPlans(accountId))
      .get(this.#keys.waitingLeaves(accountId))
      .exec();
    const ids = (replies?.[0]?.[1] ?? []) as string[];
    const plans = (replies?.[1]?.[1] ?? {}) as Record<string, string>;
    const leaves = Number(replies?.[2]?.[1] ?? 0);
    const entries = ids.map((jobId): LineEntry => {
      const text = plans[jobId];
      if (text === undefined) return { jobId };
      const plan = JSON.parse(text) as StoredPlan;
      return { jobId, wakeAt: plan.w, need: plan.n };
    });
    return { entries, leaves };
  }
}
