import type { Job } from 'bullmq';
import { FeedRunPayload, startFeedRun } from '../kit/feed-run.job.js';
import { readFeed } from './feed-read.js';
import type { MissedReadDeps } from './missed-read-deps.js';
import { beginMissedRun, schedule } from './missed-run.js';
import { MISSED_READ_JOB } from './missed-scheduler.js';

export type { MissedReadDeps } from './missed-read-deps.js';

export const name = MISSED_READ_JOB;
export const MissedReadPayload = FeedRunPayload;
export const payloadSchema = MissedReadPayload;

/** A run this close to its planned read takes it (timers are not exact). */
const DUE_SLACK_MS = 500;

/**
 * The processor of `missed-read` jobs (a planned run, a rule added, a signal): plans from the budget, the
 * rules' hours, the open notices and the abandon signal ({@link beginMissedRun}); when a read is due, reads
 * and applies it ({@link readFeed}), and puts the next run at the next read. A read that fails or is denied
 * leaves the reason on the rules (`/calls missed list`) and comes back later: nothing is lost.
 */
export function createMissedReadProcessor(deps: MissedReadDeps) {
  return async function processMissedRead(job: Job): Promise<{ outcome: string }> {
    const start = await startFeedRun(
      job,
      {
        runs: deps.scheduler,
        accounts: deps.accounts,
        rules: (accountId) => deps.store.rules(accountId),
        noRules: (accountId) => deps.scheduler.ensure(accountId, false),
      },
      deps.now?.() ?? Date.now(),
    );
    if ('outcome' in start) return start;
    const run = await beginMissedRun(deps, start);
    const { plan } = run.first;
    if (plan.nextReadAt > run.now + DUE_SLACK_MS || !plan.read) {
      await schedule(run, plan.nextReadAt, plan.reason);
      return { outcome: 'not-due' };
    }
    return readFeed(run);
  };
}
