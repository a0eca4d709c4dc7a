import { activeMsLeftToday, isWithinHours, type LocalClock } from '../../core/schedule/business-hours.js';
import { type TrafficProfile, weightAt, weightedActiveMsLeft } from '../../core/schedule/traffic-profile.js';
import type { BudgetSnapshot } from '../../pbx/limiter/account-budget.js';
import { alertsWatching, type BackgroundSplitState } from '../../pbx/limiter/background-split.js';
import { feedProfile } from './feed-profile.js';
import type { FeedState } from './feed-state.js';
import type { MissedConfig } from './missed-config.schema.js';
import { feedAllowance, feedReserve, type MissedPlan, planMissedRead } from './missed-plan.js';
import type { MissedRule } from './missed-rule.schema.js';

/** The feed's plan of an account, with the share it reads on and the reads it keeps for the rest of the day. */
export interface FeedPlan {
  plan: MissedPlan;
  /** The background share of the day its requests are granted within (the one every background reader uses). */
  dayShare: number;
  /** Reads kept for the rest of the day (the alerts' planner leaves them). */
  reserve: number;
  /** The local day the reserve is for. */
  date: string;
}

/**
 * The feed's plan from what every process sees in Redis: the budget, the background split (the share the
 * alerts follow, whether they watch), the rules' hours, the feed's state (its reads today, the last call seen,
 * the signal) and the open notices.
 */
export function planFeed(input: {
  now: number;
  today: string;
  rules: readonly Pick<MissedRule, 'hours'>[];
  clock: LocalClock;
  budget: BudgetSnapshot;
  split: BackgroundSplitState;
  configuredShare: number;
  settings: MissedConfig;
  state: FeedState;
  openNotices: number;
  /** A profile to use instead of the feed's counts (a model that learnt it otherwise). */
  ownProfile?: TrafficProfile | undefined;
}): FeedPlan {
  const { now, budget, split, settings, state } = input;
  const watching = alertsWatching(split, now);
  const dayShare = watching && split.share !== undefined ? split.share : input.configuredShare;
  const { readsLeft } = feedAllowance({
    perDay: budget.limits.perDay,
    share: dayShare,
    dayBackground: budget.day.background,
    dayUsed: budget.day.used,
    alertsWatching: watching,
    feedShare: settings.feed_share,
    feedReadsToday: state.readsDate === input.today ? state.readsToday : 0,
  });
  const hours = input.rules.map((r) => r.hours);
  // the alerts' traffic profile while they watch, else the one the feed learnt from its own reads
  const profile = (watching ? split.profile : undefined) ?? input.ownProfile ?? feedProfile(state.profile);
  const msLeftActive = activeMsLeftToday(hours, input.clock);
  const plan = planMissedRead({
    now,
    lastReadAt: state.lastReadAt,
    lastOutAt: state.lastOutAt,
    lastFreshAt: state.lastFreshAt,
    active: hours.some((h) => isWithinHours(h, input.clock)),
    msLeftActive,
    weightedMsLeft: weightedActiveMsLeft(profile, hours, input.clock),
    weightNow: weightAt(profile, input.clock.minute),
    readsLeft,
    openNotices: input.openNotices,
    signalAt: state.signalAt,
    settings: {
      minIntervalMs: settings.min_interval_ms,
      maxIntervalMs: settings.max_interval_ms,
      quietIntervalMs: settings.quiet_interval_ms,
      quietAfterMs: settings.quiet_after_ms,
      offHoursIntervalMs: settings.off_hours_interval_ms,
    },
  });
  const reserve = feedReserve({
    readsLeft,
    msLeftActive,
    msLeftToday: Math.max(budget.day.resetsAt - now, 0),
    offHoursIntervalMs: settings.off_hours_interval_ms,
  });
  return { plan, dayShare, reserve, date: input.today };
}
