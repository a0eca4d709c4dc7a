import { activeMsLeftToday, type LocalClock, msUntilActive } from '../../core/schedule/business-hours.js';
import { type TrafficProfile, weightAt, weightedActiveMsLeft } from '../../core/schedule/traffic-profile.js';
import type { BudgetSnapshot } from '../../pbx/limiter/account-budget.js';
import type { AlertsConfig } from './alert-config.schema.js';
import type { AlertRule } from './alert-rule.schema.js';
import type { CardData } from './card-store.js';
import { predictCrossings, watchedQueueHasCallers } from './predict-crossings.js';
import type { QueueSample } from './queue-sample-store.js';
import type { ReadPlanInput } from './read-plan.js';

/** A planned read comes this long after the crossing or resolution it waits for. */
export const CROSSING_MARGIN_MS = 1500;

export interface PlanSources {
  now: number;
  settings: Pick<AlertsConfig, 'base_interval_ms' | 'max_interval_ms' | 'clear_after_ms'>;
  budget: BudgetSnapshot;
  /** The alerts' share of the day (0..1). */
  share: number;
  /** Reads of that share the missed-call feed keeps for the rest of the day (not the alerts' to spend). */
  feedReserve?: number;
  /** Every rule of the account (their hours) and those speaking now. */
  rules: readonly AlertRule[];
  active: readonly AlertRule[];
  clock: LocalClock;
  profile: TrafficProfile | undefined;
  sample: QueueSample | undefined;
  /** The account's open cards: how many, and since when each clearing one has been quiet. */
  openCards: readonly Pick<CardData, 'clearingSince'>[];
}

/**
 * The planner's input from what the poll job read in Redis (budget, rules, sample, profile, cards): a clearing
 * card's resolution instant is its first quiet read plus `clear_after_ms`.
 */
export function readPlanInputOf(s: PlanSources): ReadPlanInput {
  const hours = s.rules.map((r) => r.hours);
  const sample = s.sample;
  return {
    now: s.now,
    lastReadAt: sample?.at,
    baseMs: s.settings.base_interval_ms,
    maxCalmMs: s.settings.max_interval_ms,
    windowMs: s.budget.minute.windowMs,
    perMinute: s.budget.limits.perMinute,
    commandReserve: s.budget.minute.commandReserve,
    perDay: s.budget.limits.perDay,
    dayUsed: s.budget.day.used,
    dayBackground: s.budget.day.background,
    backgroundLimit: Math.max(Math.floor(s.budget.limits.perDay * s.share) - (s.feedReserve ?? 0), 0),
    dayEndsAt: s.budget.day.resetsAt,
    activeNow: s.active.length > 0,
    msUntilActive: msUntilActive(hours, s.clock),
    weightedActiveMsLeft: weightedActiveMsLeft(s.profile, hours, s.clock),
    weightNow: weightAt(s.profile, s.clock.minute),
    activeMsLeft: activeMsLeftToday(hours, s.clock),
    busy: s.openCards.length > 0 || (sample !== undefined && watchedQueueHasCallers(s.active, sample.queues)),
    crossings: sample ? predictCrossings(s.active, sample.queues, sample.at) : [],
    resolutions: s.openCards.flatMap((card) =>
      card.clearingSince === undefined ? [] : [card.clearingSince + s.settings.clear_after_ms],
    ),
    marginMs: CROSSING_MARGIN_MS,
  };
}
