import type { PlanBudget } from './plan-budget.js';

/** What the polling plan of an account is computed from (one budget snapshot and the rules' hours). */
export interface PollPlanInput extends PlanBudget {
  now: number;
  /** The configured interval: polling is never more frequent. */
  baseMs: number;
  /** The scheduler ticks at least this often, to re-plan (e.g. when the day resets or rules change). */
  maxTickMs: number;
}

/** Why the interval is what it is. */
export type PollReason = 'base' | 'minute' | 'day' | 'exhausted' | 'off-hours' | 'no-share';

/** The outcome: poll at all, how far apart polls must be, and how often the scheduler ticks. */
export interface PollPlan {
  poll: boolean;
  intervalMs: number;
  tickMs: number;
  reason: PollReason;
  /** Background requests left today (within the share and the day limit). */
  backgroundLeft: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * The polling interval of an account, from its budget: never below the configured base; never more than the
 * window's background share (`perMinute − commandReserve` per window, so commands keep theirs); and spread so
 * the day's background share lasts until the rules stop speaking or the day ends —
 * `interval = max(base, window / minuteShare, activeTimeLeft / backgroundLeft)`. It shrinks back as soon as
 * the numbers allow (every poll re-plans). Outside business hours, or with the share spent, nothing is polled
 * and the scheduler only ticks to notice the change.
 * @see pbx-api-reference.md#limits
 */
export function planPolling(input: PollPlanInput): PollPlan {
  const base = Math.max(input.baseMs, 1);
  const maxTick = Math.max(input.maxTickMs, base);
  const backgroundLeft = Math.max(
    0,
    Math.min(input.backgroundLimit - input.dayBackground, input.perDay - input.dayUsed),
  );
  const idle = (reason: PollReason, wakeInMs: number): PollPlan => {
    const tick = clamp(Math.ceil(wakeInMs), base, maxTick);
    return { poll: false, intervalMs: tick, tickMs: tick, reason, backgroundLeft };
  };
  const minuteShare = input.perMinute - input.commandReserve;
  if (minuteShare <= 0) return idle('no-share', maxTick);
  if (!input.activeNow) return idle('off-hours', input.msUntilActive ?? maxTick);
  const dayLeftMs = Math.max(input.dayEndsAt - input.now, 0);
  if (backgroundLeft <= 0) return idle('exhausted', dayLeftMs + 1000);

  const minuteFloor = Math.ceil(input.windowMs / minuteShare);
  const dayFloor = Math.ceil(Math.min(input.activeMsLeft, dayLeftMs) / backgroundLeft);
  let intervalMs = base;
  let reason: PollReason = 'base';
  if (minuteFloor > intervalMs) {
    intervalMs = minuteFloor;
    reason = 'minute';
  }
  if (dayFloor > intervalMs) {
    intervalMs = dayFloor;
    reason = 'day';
  }
  return { poll: true, intervalMs, tickMs: Math.min(intervalMs, maxTick), reason, backgroundLeft };
}

/** True when a scheduler ticking every `currentMs` should be moved to `nextMs` (over 10 % apart). */
export function tickChanged(currentMs: number | undefined, nextMs: number): boolean {
  if (currentMs === undefined || currentMs <= 0) return true;
  return Math.abs(nextMs - currentMs) > currentMs * 0.1;
}
