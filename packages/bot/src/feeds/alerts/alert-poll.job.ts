import type { Job } from 'bullmq';
import { FeedRunPayload, startFeedRun } from '../kit/feed-run.job.js';
import { ALERT_POLL_JOB } from './alert-scheduler.js';
import { resolveAllCards } from './exchange-cards.js';
import type { AlertPollDeps, PollOutcome } from './poll-deps.js';
import { readQueues } from './poll-read.js';
import { PollRun } from './poll-run.js';
import type { ReadPlan } from './read-plan.js';

export type { AlertPollDeps, PollOutcome } from './poll-deps.js';

/** The job's name, as the scheduler creates it. */
export const name = ALERT_POLL_JOB;
/** Payload of a poll job: which account, and the instant of the plan it is. */
export const AlertPollPayload = FeedRunPayload;
export const payloadSchema = AlertPollPayload;

/** A run this close to its planned read takes it (timers are not exact). */
const DUE_SLACK_MS = 500;

/** Outcomes counted before the run reads anything. */
const COUNTED_ENDS: ReadonlySet<PollOutcome> = new Set(['superseded', 'no-rules']);

/**
 * The processor of `alert-poll` jobs (a planned read, or a fresh sample from a user's command). Applies a sample
 * no one applied yet to the cards; re-plans from the budget, the alerts' share (which follows what commands
 * used on recent days), the rules' hours, the traffic profile and the latest sample ({@link planNextRead}); if
 * a read is due, takes it ({@link readQueues}), then moves the cards and plans the next read. A lock keeps reads
 * apart even if runs are duplicated; every process computes the same plan from Redis.
 */
export function createAlertPollProcessor(deps: AlertPollDeps) {
  return async function processAlertPoll(job: Job): Promise<{ outcome: PollOutcome }> {
    const now = deps.now?.() ?? Date.now();
    const start = await startFeedRun(
      job,
      {
        runs: deps.scheduler.runs,
        accounts: deps.accounts,
        rules: (accountId) => deps.store.rules(accountId),
        noRules: async (accountId) => {
          await resolveAllCards(deps, accountId, now);
          await deps.scheduler.ensure(accountId, false);
        },
      },
      now,
    );
    if ('outcome' in start) {
      if (COUNTED_ENDS.has(start.outcome))
        deps.metrics.alertPolls.inc({ account: String(job.data?.accountId), outcome: start.outcome });
      return start;
    }
    const run = await PollRun.begin(deps, start, now);
    if (run.active.length === 0) {
      // every rule is outside its hours: open cards clear as if their conditions had stopped
      await run.apply(undefined, now);
      await run.record(await run.planWith(undefined, now), now);
      run.count('off-hours');
      return { outcome: 'off-hours' };
    }
    const latest = await deps.samples.latest(start.accountId);
    const plan = await run.planWith(latest, now);
    const due = plan.poll && plan.nextReadAt <= now + DUE_SLACK_MS;
    // a sample nobody applied yet (a user's `/queue live`): the cards follow it at no cost
    if (latest && latest.at > latest.appliedAt && (await deps.samples.claim(start.accountId, latest.at))) {
      await run.apply(latest.queues, latest.at, plan.poll ? plan.nextReadAt : undefined);
      if (!due) return ended(run, plan, 'sample');
    }
    if (!due) return ended(run, plan, notDue(plan));
    return readQueues(run, latest, plan);
  };
}

/** Why no read is taken now: no share, nothing left today, or simply not yet. */
function notDue(plan: ReadPlan): PollOutcome {
  if (plan.poll) return 'not-due';
  return plan.reason === 'no-share' ? 'no-share' : plan.reason === 'exhausted' ? 'exhausted' : 'not-due';
}

async function ended(run: PollRun, plan: ReadPlan, outcome: PollOutcome): Promise<{ outcome: PollOutcome }> {
  await run.record(plan, run.now);
  run.count(outcome);
  return { outcome };
}
