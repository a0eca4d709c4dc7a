import type { Queue } from 'bullmq';
import { z } from 'zod';

/** How a feed names its sync jobs: the job's name, the prefix of their ids, the payload's field of the item. */
export interface OutboxNames<F extends string> {
  job: string;
  /** `card` → job ids `card-<account>-<item>-<version>`. */
  idPrefix: string;
  /** `cardId` → payload `{ accountId, cardId }`. */
  itemField: F;
}

/** The payload of a feed's sync job: which item of which account (its latest state is read when the job runs). */
export function syncPayload<F extends string>(itemField: F) {
  return z.object({ accountId: z.string().min(1), [itemField]: z.string().min(1) } as {
    accountId: z.ZodString;
  } & Record<F, z.ZodString>);
}

/** A feed's Slack queue as declared once: its job's name and payload, and its producer on a queue. */
export interface OutboxSpec<F extends string> {
  names: OutboxNames<F>;
  job: string;
  payload: ReturnType<typeof syncPayload<F>>;
  open(queue: Queue): FeedOutbox<F>;
}

/** Declares a feed's Slack queue (`cardId` items of `alert-card-sync` jobs, ids `card-…`). */
export function feedOutbox<const F extends string>(names: OutboxNames<F>): OutboxSpec<F> {
  return {
    names,
    job: names.job,
    payload: syncPayload(names.itemField),
    open: (queue) => new FeedOutbox(queue, names),
  };
}

/**
 * The producer side of a feed's Slack queue: one job per item version (the id dedups repeats), retried with
 * backoff when Slack fails. A job finding its version superseded sends the newest state (or nothing). A job
 * that failed for good frees its id: the next read enqueues the item again.
 */
export class FeedOutbox<F extends string = string> {
  constructor(
    private readonly queue: Queue,
    private readonly names: OutboxNames<F>,
  ) {}

  async enqueue(accountId: string, itemId: string, version: number): Promise<void> {
    await this.#add(accountId, itemId, String(version));
  }

  /** A send now, whatever is already queued (a pause ended: the held items go out at once). */
  async kick(accountId: string, itemId: string, reason: string): Promise<void> {
    await this.#add(accountId, itemId, reason);
  }

  async #add(accountId: string, itemId: string, suffix: string): Promise<void> {
    const { job, idPrefix, itemField } = this.names;
    await this.queue.add(
      job,
      { accountId, [itemField]: itemId },
      {
        jobId: `${idPrefix}-${accountId}-${itemId}-${suffix}`,
        attempts: 8,
        backoff: { type: 'exponential', delay: 1000 },
        removeOnComplete: true,
        removeOnFail: true,
      },
    );
  }
}
