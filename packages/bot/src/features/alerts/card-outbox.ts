import type { Queue } from 'bullmq';
import { z } from 'zod';

/** Name of the job that brings one card's Slack message up to date. */
export const CARD_SYNC_JOB = 'alert-card-sync';

/** Payload of a card sync job: which card (its latest state is read from Redis when the job runs). */
export const CardSyncPayload = z.object({ accountId: z.string().min(1), cardId: z.string().min(1) });
export type CardSyncPayload = z.infer<typeof CardSyncPayload>;

/**
 * The producer side of the Slack queue: one job per card version (the id dedups repeats), retried with backoff
 * when Slack fails. A job finding its version already superseded sends the newest state (or nothing).
 */
export class CardOutbox {
  constructor(private readonly queue: Queue) {}

  async enqueue(accountId: string, cardId: string, version: number): Promise<void> {
    const data: CardSyncPayload = { accountId, cardId };
    await this.queue.add(CARD_SYNC_JOB, data, {
      jobId: `card-${accountId}-${cardId}-${version}`,
      attempts: 8,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: true,
      // a job that failed for good frees its id: the next poll enqueues the card again
      removeOnFail: true,
    });
  }
}
