/**
 * When the alerts read `GET /v1/queue/live` next, and why: a pure function of the budget, the rules' hours, the
 * latest sample, the open cards and the account's traffic profile. Every process computes the same plan from the
 * same state in Redis, so they agree on it.
 *
 * The day's alert reads are spent where alerts happen:
 * - calm: spread over the time the rules speak, weighted by the account's traffic profile (busy hours get more
 *   reads), using only part of what is left so reactive reads always find budget; never longer than `maxCalmMs`,
 *   or than the even spread of what is left when that is longer (the day never runs dry before its end);
 * - busy (a watched queue has callers, or a card is open): the spare reads (those above the reserve) spread over
 *   the share of the active time left the queues are expected to stay busy, so a day busy all day keeps reading
 *   to its end instead of bursting in the morning;
 * - planned: a caller seen waiting will cross a wait threshold, or an open card may resolve, at a known instant:
 *   read right then, but no closer to the last read than a share of the busy interval (planned reads are
 *   reactive too: with many queues there is always a crossing due).
 * Reactive reads (busy, planned) stop when what is left is only enough for the calm plan to reach the end of the
 * day at its longest interval, so the end of the day is never starved; nothing goes beyond the alerts' share.
 */

import type { PlanBudget } from './plan-budget.js';

/** Why the next read is when it is. */
export type ReadReason =
  | 'calm'
  | 'busy'
  | 'predicted'
  | 'resolution'
  | 'minute'
  | 'exhausted'
  | 'off-hours'
  | 'no-share'
  | 'first';

export interface ReadPlanInput extends PlanBudget {
  now: number;
  /** When the latest sample of the account's queues was taken (by the poller or by a user's command). */
  lastReadAt: number | undefined;
  /** Regular reads are never closer than this (configuration `base_interval_ms`). */
  baseMs: number;
  /** The calm interval is never planned longer than this while the budget allows (`max_interval_ms`). */
  maxCalmMs: number;
  /**
   * The rest of today's active time weighted by the traffic profile (ms × weight; the profile's mean weight over
   * a day is 1). Equal to the active time left when there is no profile.
   */
  weightedActiveMsLeft: number;
  /** The profile's weight now (1 without a profile). */
  weightNow: number;
  /** A watched queue had callers in the latest sample, or a card is open. */
  busy: boolean;
  /** Instants (epoch ms) at which callers seen in the latest sample cross a wait threshold, any order. */
  crossings: readonly number[];
  /**
   * Instants (epoch ms) at which open cards may resolve (their first quiet read plus `clear_after_ms`), any order:
   * a read right then resolves them.
   */
  resolutions: readonly number[];
  /** A planned read comes this long after its instant (the wait must have reached the threshold). */
  marginMs: number;
}

export interface ReadPlan {
  /** False: no read is due before the next re-plan (`nextReadAt` is then only when to look again). */
  poll: boolean;
  /** When the next read (or re-plan) is due. */
  nextReadAt: number;
  reason: ReadReason;
  /** The regular interval in force now (calm or busy). */
  intervalMs: number;
  /** Background reads left today (within the share and the day limit). */
  readsLeft: number;
  /** Reads kept so that the calm plan reaches the end of the day: reactive reads do not touch them. */
  reserved: number;
  /** The crossing or resolution the next read is planned for, if any. */
  predictedAt: number | undefined;
}

/** The planner's constants (the bench measures others through the same code). */
export interface PlanTuning {
  /** Share of what is left that the calm plan spreads over the rest of the day. */
  calmShare: number;
  /**
   * The busy interval spends the spare reads (those above the reserve) as if the queues stayed busy for this
   * share of the (weighted) active time left: 1 would keep a day busy all day on an even spread.
   */
  busySpread: number;
  /**
   * A read planned at a crossing comes no sooner than this fraction of the busy interval after the last read:
   * planned reads are reactive too, and their rate is bounded by what the spare reads afford.
   */
  crossingGap: number;
  /** The same for a read planned at a card's resolution (a late resolution costs less than a late card). */
  resolutionGap: number;
}

/** The planner's tuning, as measured by `bench/alert-day.ts`. */
export const PLAN_TUNING: PlanTuning = {
  calmShare: 0.6,
  busySpread: 1,
  crossingGap: 0.25,
  resolutionGap: 0.5,
};

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The first instant of `list` after `after`, if any. */
const firstAfter = (list: readonly number[], after: number) =>
  list.reduce<number | undefined>(
    (min, at) => (at > after && (min === undefined || at < min) ? at : min),
    undefined,
  );

/** A read planned at `at`, and why (a predicted crossing or resolution: the instant predicted). */
interface PlannedRead {
  at: number;
  reason: ReadReason;
  predictedAt: number | undefined;
}

/**
 * The first crossing and the first resolution not yet covered by the latest sample, each read as soon as the
 * window allows (no closer to the last read than a share of the busy interval): the soonest of them and the
 * regular read.
 */
function soonestPlanned(
  input: ReadPlanInput,
  regular: PlannedRead,
  o: { last: number; busyMs: number; minuteFloor: number; tuning: PlanTuning },
): PlannedRead {
  let soonest = regular;
  const planned = [
    { at: firstAfter(input.crossings, o.last), gap: o.tuning.crossingGap, reason: 'predicted' as const },
    { at: firstAfter(input.resolutions, o.last), gap: o.tuning.resolutionGap, reason: 'resolution' as const },
  ];
  for (const instant of planned) {
    if (instant.at === undefined) continue;
    const gapMs = Math.max(Math.ceil(o.busyMs * instant.gap), o.minuteFloor);
    const at = Math.max(instant.at + input.marginMs, o.last + gapMs);
    if (at < soonest.at) soonest = { at, reason: instant.reason, predictedAt: instant.at };
  }
  return soonest;
}

/** Plans the account's next read. See the module comment. */
export function planNextRead(input: ReadPlanInput, tuning: PlanTuning = PLAN_TUNING): ReadPlan {
  const { now } = input;
  const base = Math.max(input.baseMs, 1);
  const readsLeft = Math.max(
    0,
    Math.min(input.backgroundLimit - input.dayBackground, input.perDay - input.dayUsed),
  );
  const idle = (reason: ReadReason, wakeInMs: number): ReadPlan => {
    const wait = clamp(Math.ceil(wakeInMs), base, Math.max(input.maxCalmMs, base));
    return {
      poll: false,
      nextReadAt: now + wait,
      reason,
      intervalMs: wait,
      readsLeft,
      reserved: 0,
      predictedAt: undefined,
    };
  };
  const minuteShare = input.perMinute - input.commandReserve;
  if (minuteShare <= 0) return idle('no-share', input.maxCalmMs);
  if (!input.activeNow) return idle('off-hours', input.msUntilActive ?? input.maxCalmMs);
  const dayLeftMs = Math.max(input.dayEndsAt - now, 0);
  if (readsLeft <= 0) return idle('exhausted', dayLeftMs + 1000);

  const minuteFloor = Math.ceil(input.windowMs / minuteShare);
  const weightNow = Math.max(input.weightNow, 1e-3);
  const weighted = Math.max(input.weightedActiveMsLeft, 0);
  const spanMs = Math.min(input.activeMsLeft, dayLeftMs);
  // the longest calm interval stretches to the even spread of what is left: the day never runs dry before its end
  const maxCalm = Math.max(input.maxCalmMs, base, Math.ceil(spanMs / readsLeft));
  // calm: a share of what is left, spread over the weighted active time; busier hours, shorter intervals
  const calmMs = Math.min(
    Math.max(Math.ceil(weighted / (tuning.calmShare * readsLeft * weightNow)), base, minuteFloor),
    maxCalm,
  );
  // what the calm plan needs to reach the end of the day at the longest calm interval: reactive reads keep off it
  const reserved = Math.min(Math.ceil(spanMs / maxCalm), readsLeft);
  const spare = readsLeft - reserved;
  const reactive = spare > 0;
  // busy: the spare reads spread over the share of the active time left the queues are expected to stay busy
  const busyMs = reactive
    ? Math.max(Math.ceil((tuning.busySpread * weighted) / (spare * weightNow)), base, minuteFloor)
    : Number.POSITIVE_INFINITY;
  const busyNow = input.busy && busyMs < calmMs;
  const regularMs = busyNow ? busyMs : calmMs;
  const last = input.lastReadAt;
  if (last === undefined) {
    return {
      poll: true,
      nextReadAt: now,
      reason: 'first',
      intervalMs: regularMs,
      readsLeft,
      reserved,
      predictedAt: undefined,
    };
  }
  const regular: PlannedRead = {
    at: last + regularMs,
    reason: regularMs === minuteFloor && minuteFloor > base ? 'minute' : busyNow ? 'busy' : 'calm',
    predictedAt: undefined,
  };
  const {
    at: nextReadAt,
    reason,
    predictedAt,
  } = reactive ? soonestPlanned(input, regular, { last, busyMs, minuteFloor, tuning }) : regular;
  return {
    poll: true,
    nextReadAt: Math.max(nextReadAt, now),
    reason,
    intervalMs: regularMs,
    readsLeft,
    reserved,
    predictedAt,
  };
}
