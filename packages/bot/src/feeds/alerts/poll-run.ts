import type { QueueLive } from '@centralino/schemas';
import {
  isWithinHours,
  type LocalClock,
  localClock,
  msUntilHoursEnd,
} from '../../core/schedule/business-hours.js';
import { dayShareLeft } from '../../core/schedule/traffic-profile.js';
import type { BudgetSnapshot } from '../../pbx/limiter/account-budget.js';
import { feedReserveOf } from '../../pbx/limiter/background-split.js';
import type { FeedRunStart } from '../kit/feed-run.job.js';
import type { AlertRule } from './alert-rule.schema.js';
import type { PlanNote } from './alert-scheduler.js';
import type { AlertShare } from './alert-share.js';
import { alertShareFor } from './alert-share.js';
import { applyPoll } from './apply-poll.js';
import type { AlertPollDeps, PollOutcome } from './poll-deps.js';
import type { StoredProfile } from './profile-store.js';
import type { QueueSample } from './queue-sample-store.js';
import { planNextRead, type ReadPlan } from './read-plan.js';
import { readPlanInputOf } from './read-plan-input.js';

/**
 * One run of the alerts for one account: what every step of it reads the same (the rules in their hours, the
 * budget, the alerts' share, the learnt profile) and how it plans, records and applies. `note` says what
 * failed, shown with the plan.
 */
export class PollRun {
  note: PlanNote | undefined;

  private constructor(
    readonly deps: AlertPollDeps,
    readonly start: FeedRunStart<AlertRule>,
    readonly now: number,
    readonly clock: LocalClock,
    /** The rules within their hours now. */
    readonly active: AlertRule[],
    readonly budget: BudgetSnapshot,
    readonly learnt: StoredProfile,
    readonly share: AlertShare,
    private readonly feedReserve: number,
    /** A rule whose hours end before the next read: its cards clear then. */
    private readonly wakeAt: number,
  ) {}

  get accountId(): string {
    return this.start.accountId;
  }

  /**
   * Reads what the run plans from: the rules' hours, the budget (and records what commands used), the share
   * (one background share for every reader; the feed's reserve is not the alerts' to spend) and the profile.
   */
  static async begin(deps: AlertPollDeps, start: FeedRunStart<AlertRule>, now: number): Promise<PollRun> {
    const { accountId, account, rules } = start;
    const clock = localClock(now, account.time_zone);
    const active = rules.filter((r) => isWithinHours(r.hours, clock));
    const untilHoursEnd = msUntilHoursEnd(
      active.map((r) => r.hours),
      clock,
    );
    const wakeAt = untilHoursEnd === null ? Number.POSITIVE_INFINITY : now + untilHoursEnd;
    const budget = await deps.budget.snapshot(accountId);
    await deps.usage.record(accountId, budget.day.date, budget.day.used - budget.day.background);
    const learnt = await deps.profiles.get(accountId);
    const share = alertShareFor(
      await deps.usage.recent(accountId, budget.day.date),
      budget.limits.perDay,
      deps.budget.configFor(accountId).backgroundDayShare,
      {
        commandsToday: budget.day.used - budget.day.background,
        dayLeft: dayShareLeft(learnt.profile, clock),
      },
    );
    const split = await deps.budget.split.get(accountId);
    const learntOn = learnt.learnedOn ?? '';
    await deps.budget.split.alertsPlanned(
      accountId,
      share.share,
      now,
      split.profileOn === learntOn ? undefined : { on: learntOn, profile: learnt.profile },
    );
    const feedReserve = feedReserveOf(split, budget.day.date, now);
    const run = new PollRun(deps, start, now, clock, active, budget, learnt, share, feedReserve, wakeAt);
    if (learnt.retryAt !== undefined && learnt.learnedOn !== budget.day.date)
      run.note = 'history-unavailable';
    if ((await deps.redis.hget(deps.keys.poll(accountId), 'downSince')) !== null)
      run.note = 'exchange-unreachable';
    return run;
  }

  count(outcome: PollOutcome): void {
    this.deps.metrics.alertPolls.inc({ account: this.accountId, outcome });
  }

  /** The next read from a sample taken at `at` (the plan of `read-plan.ts`). */
  async planWith(sample: QueueSample | undefined, at: number): Promise<ReadPlan> {
    const { deps, now } = this;
    return planNextRead(
      readPlanInputOf({
        now: at,
        settings: deps.config.alerts,
        budget: at === now ? this.budget : await deps.budget.snapshot(this.accountId),
        share: this.share.share,
        feedReserve: this.feedReserve,
        rules: this.start.rules,
        active: this.active,
        clock: at === now ? this.clock : localClock(at, this.start.account.time_zone),
        profile: this.learnt.profile,
        sample,
        openCards: await deps.cards.openCards(this.accountId),
      }),
    );
  }

  /** Records the plan (`/queue alert list`, `/pbx account` show it) and puts the next run at its instant. */
  async record(plan: ReadPlan, at: number): Promise<void> {
    const { deps, learnt, accountId } = this;
    const context = {
      share: this.share.share,
      shareBasis: this.share.basis,
      profile: learnt.profile ? { calls: learnt.profile.calls, days: learnt.profile.days } : undefined,
      note: this.note,
    };
    await deps.scheduler.record(accountId, plan, context, this.wakeAt);
    deps.logger.debug(
      {
        account: accountId,
        reason: plan.reason,
        inMs: plan.nextReadAt - at,
        intervalMs: plan.intervalMs,
        readsLeft: plan.readsLeft,
      },
      'alert read planned',
    );
    deps.metrics.alertPollInterval.set({ account: accountId }, plan.intervalMs / 1000);
  }

  /** The cards follow the queues as read at `at` (none: every rule's cards clear as if their conditions stopped). */
  apply(queues: readonly QueueLive[] | undefined, at: number, nextCheckAt?: number): Promise<unknown> {
    const settings = this.deps.config.alerts;
    return applyPoll(this.deps, {
      accountId: this.accountId,
      rules: this.active,
      queues,
      now: at,
      clearAfterMs: settings.clear_after_ms,
      maxCallers: settings.max_callers_shown,
      nextCheckAt,
    });
  }
}
