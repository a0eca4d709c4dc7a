import { formatLocalDate } from '@centralino/schemas';
import { clockMinutes, type LocalClock, localClock } from '../../core/schedule/business-hours.js';
import type { BudgetSnapshot } from '../../pbx/limiter/account-budget.js';
import type { FeedRunStart } from '../kit/feed-run.job.js';
import type { FeedState } from './feed-state.js';
import { feedWakeAt } from './feed-wake.js';
import type { MissedReadDeps } from './missed-read-deps.js';
import type { MissedRule } from './missed-rule.schema.js';
import type { Notice } from './notice-store.js';
import { type FeedPlan, planFeed } from './plan-feed.js';
import { wallTimeMinus } from './read-window.js';

/** The daily line goes out within this many minutes after its time, or not that day. */
const DAILY_WINDOW_MINUTES = 60;

/**
 * One run of the missed-call feed for one account: its day and clock, the reading state it started from, the
 * plan before reading (from the budget, the rules' hours, the open notices and the abandon signal) and the
 * instant the rules' clock brings the next run forward to (a rule's hours begin, its daily line is due, the
 * day budget turns).
 */
export interface MissedRun {
  deps: MissedReadDeps;
  start: FeedRunStart<MissedRule>;
  accountId: string;
  now: number;
  clock: LocalClock;
  today: string;
  /** The reading state as this run found it. */
  state: FeedState;
  first: FeedPlan;
  wakeAt: number;
}

/** What a plan is made from. */
type RunBasis = Pick<MissedRun, 'deps' | 'start' | 'accountId' | 'clock' | 'today'>;

/** Starts a run: the daily lines due, the reading state, the plan (and the feed's reserve it keeps). */
export async function beginMissedRun(
  deps: MissedReadDeps,
  start: FeedRunStart<MissedRule>,
): Promise<MissedRun> {
  const { accountId, account, rules } = start;
  const now = deps.now?.() ?? Date.now();
  const clock = localClock(now, account.time_zone);
  const today = formatLocalDate(new Date(now), account.time_zone);
  await postDailyLines(deps, start, now, today);
  const state = await deps.feed.get(accountId);
  const budgetNow = await deps.budget.snapshot(accountId);
  const basis: RunBasis = { deps, start, accountId, clock, today };
  const first = await planFrom(basis, now, budgetNow);
  await deps.budget.split.feedReserves(accountId, first.date, first.reserve, now);
  // no run comes between plans: the next one is the planned read, or sooner what the rules' clock brings
  const wakeAt = feedWakeAt({ now, rules, clock, dayResetsAt: budgetNow.day.resetsAt });
  return { ...basis, now, state, first, wakeAt };
}

/** The open notices the outbound history can answer for (today's and yesterday's; older wait for "Fatto"). */
export async function watchedNotices(run: RunBasis): Promise<Notice[]> {
  const yesterday = wallTimeMinus(`${run.today} 00:00:00`, 1440).slice(0, 10);
  return (await run.deps.notices.openNotices(run.accountId)).filter((n) => n.day >= yesterday);
}

/** The feed's plan at `at` from the reading state now in Redis. */
export async function planFrom(run: RunBasis, at: number, budget: BudgetSnapshot): Promise<FeedPlan> {
  const { deps, accountId } = run;
  const current = await deps.feed.get(accountId);
  return planFeed({
    now: at,
    rules: run.start.rules,
    clock: run.clock,
    budget,
    split: await deps.budget.split.get(accountId),
    configuredShare: deps.budget.configFor(accountId).backgroundDayShare,
    settings: deps.settings,
    state: current,
    today: run.today,
    openNotices: (await watchedNotices(run)).length,
  });
}

/** Records the next read and puts the next run at it (or sooner, at what the rules' clock brings). */
export async function schedule(run: MissedRun, at: number, reason: string): Promise<void> {
  await run.deps.feed.set(run.accountId, { nextReadAt: at, reason });
  await run.deps.scheduler.plan(run.accountId, Math.min(at, run.wakeAt));
}

/**
 * Each rule's daily line, within the hour after its time on its days: a bot started (or back) later that
 * evening does not post it late; a rule that was not watching yet at its daily time today (added later, or its
 * first read came later) starts with tomorrow's line: its first line already says the day.
 */
async function postDailyLines(
  deps: MissedReadDeps,
  start: FeedRunStart<MissedRule>,
  now: number,
  today: string,
): Promise<void> {
  const { accountId, account } = start;
  const clock = localClock(now, account.time_zone);
  for (const rule of start.rules) {
    const due =
      clock.minute >= clockMinutes(rule.daily) &&
      clock.minute < clockMinutes(rule.daily) + DAILY_WINDOW_MINUTES &&
      (rule.hours?.days.includes(clock.weekday) ?? true);
    const since = (await deps.store.state(accountId, rule.id)).watchingSince;
    const createdLater =
      since === undefined ||
      (since > 0 &&
        formatLocalDate(new Date(since), account.time_zone) === today &&
        localClock(since, account.time_zone).minute > clockMinutes(rule.daily));
    if (due && !createdLater) await deps.onDaily(accountId, rule.id, today);
  }
}
