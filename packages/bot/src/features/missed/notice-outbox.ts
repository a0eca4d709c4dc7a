import type { Queue } from 'bullmq';
import { z } from 'zod';

/** Name of the job that brings one notice's Slack message up to date. */
export const NOTICE_SYNC_JOB = 'missed-notice-sync';

/** Payload of a notice sync job: which notice (its latest state is read from Redis when the job runs). */
export const NoticeSyncPayload = z.object({ accountId: z.string().min(1), noticeId: z.string().min(1) });
export type NoticeSyncPayload = z.infer<typeof NoticeSyncPayload>;

/**
 * The producer side of the notices' Slack queue: one job per notice version (the id dedups repeats), retried
 * with backoff when Slack fails. A job finding its version superseded sends the newest state (or nothing).
 */
export class NoticeOutbox {
  constructor(private readonly queue: Queue) {}

  /** A send now, whatever is already queued (a pause ended: the held notices go out at once). */
  async kick(accountId: string, noticeId: string, reason: string): Promise<void> {
    await this.queue.add(NOTICE_SYNC_JOB, { accountId, noticeId } satisfies NoticeSyncPayload, {
      jobId: `notice-${accountId}-${noticeId}-${reason}`,
      attempts: 8,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: true,
      removeOnFail: true,
    });
  }

  async enqueue(accountId: string, noticeId: string, version: number): Promise<void> {
    const data: NoticeSyncPayload = { accountId, noticeId };
    await this.queue.add(NOTICE_SYNC_JOB, data, {
      jobId: `notice-${accountId}-${noticeId}-${version}`,
      attempts: 8,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: true,
      // a job that failed for good frees its id: the next read enqueues the notice again
      removeOnFail: true,
    });
  }
}
