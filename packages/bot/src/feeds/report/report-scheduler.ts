import type { Queue } from 'bullmq';
import type { ReportRule } from './report-rule.schema.js';
import { reportCron, reportSchedulerId } from './report-schedule.js';

/** Name of the job that posts one report for one morning. */
export const REPORT_POST_JOB = 'report-post';
/** Name of the job that reads, at night, the history the next morning's reports need. */
export const REPORT_PREFETCH_JOB = 'report-prefetch';

/** When the history of the day before is read for the morning's reports (local time): nothing else needs the budget then. */
export const PREFETCH_CRON = '30 3 * * *';

const jobOpts = {
  // a report due while the exchange or Slack fails is tried again for hours: late, never lost
  attempts: 14,
  backoff: { type: 'exponential' as const, delay: 30_000 },
  removeOnComplete: true,
  removeOnFail: { age: 7 * 86_400 },
};

/**
 * The reports' schedules in Redis: one BullMQ job scheduler per report (its cron in the account's time zone, so a
 * DST change keeps the local time; one job per occurrence whatever the number of processes) and one per account
 * with reports for the night's reading of the history.
 */
export class ReportScheduler {
  constructor(private readonly queue: Queue) {}

  static prefetchId(accountId: string): string {
    return `report-prefetch-${accountId}`;
  }

  async ensure(rule: ReportRule, timeZone: string): Promise<void> {
    await this.queue.upsertJobScheduler(
      reportSchedulerId(rule.accountId, rule.id),
      { pattern: reportCron(rule), tz: timeZone },
      { name: REPORT_POST_JOB, data: { accountId: rule.accountId, ruleId: rule.id }, opts: jobOpts },
    );
    await this.queue.upsertJobScheduler(
      ReportScheduler.prefetchId(rule.accountId),
      { pattern: PREFETCH_CRON, tz: timeZone },
      { name: REPORT_PREFETCH_JOB, data: { accountId: rule.accountId }, opts: { ...jobOpts, attempts: 3 } },
    );
  }

  /** Stops a report's schedule (and the night's reading when the account has no report left). */
  async remove(accountId: string, ruleId: string, reportsLeft: number): Promise<void> {
    await this.queue.removeJobScheduler(reportSchedulerId(accountId, ruleId));
    if (reportsLeft === 0) await this.queue.removeJobScheduler(ReportScheduler.prefetchId(accountId));
  }

  /** A post of `ruleId` for the morning of `scheduledAt` now (a test, or an operator catching up). */
  async postNow(accountId: string, ruleId: string, scheduledAt: number): Promise<void> {
    await this.queue.add(
      REPORT_POST_JOB,
      { accountId, ruleId, scheduledAt },
      { ...jobOpts, jobId: `report-now-${accountId}-${ruleId}-${scheduledAt}` },
    );
  }
}
