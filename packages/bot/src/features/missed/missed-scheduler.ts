import type { Queue } from 'bullmq';

/** Name of the job that plans (and, when due, takes) one account's reads of its call history. */
export const MISSED_READ_JOB = 'missed-read';

const jobOpts = { removeOnComplete: true, removeOnFail: { age: 3600, count: 100 } };

/**
 * When an account's feed reads. A BullMQ job scheduler per account with rules is the heartbeat (one job per
 * tick whatever the number of processes); each plan puts one delayed job at its next read (its id is the
 * account and the instant, so processes that planned the same read add it once). The plan lives in Redis.
 */
export class MissedScheduler {
  constructor(
    private readonly queue: Queue,
    private readonly heartbeatMs: number,
  ) {}

  static id(accountId: string): string {
    return `missed-read-${accountId}`;
  }

  /** Creates the account's heartbeat when it has rules, removes it when it has none. */
  async ensure(accountId: string, hasRules: boolean): Promise<void> {
    const id = MissedScheduler.id(accountId);
    if (!hasRules) {
      await this.queue.removeJobScheduler(id);
      return;
    }
    if (Number((await this.queue.getJobScheduler(id))?.every ?? 0) === this.heartbeatMs) return;
    await this.queue.upsertJobScheduler(
      id,
      { every: this.heartbeatMs },
      { name: MISSED_READ_JOB, data: { accountId }, opts: jobOpts },
    );
  }

  /** A run at `at` (a planned read, a rule added, a caller who abandoned a queue). */
  async runAt(accountId: string, at: number, reason: string): Promise<void> {
    const delay = Math.max(at - Date.now(), 0);
    if (delay >= this.heartbeatMs) return; // the heartbeat comes first and plans again
    await this.queue.add(
      MISSED_READ_JOB,
      { accountId },
      { ...jobOpts, jobId: `missed-${reason}-${accountId}-${Math.round(at)}`, delay },
    );
  }
}
