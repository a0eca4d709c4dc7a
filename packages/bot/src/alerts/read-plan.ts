/**
 * When the alerts read `GET /v1/queue/live` next, and why: a pure function of the budget, the rules' hours, the
 * latest sample and the account's traffic profile. Every process computes the same plan from the same state in
 * Redis, so they agree on it.
 *
 * The day's alert reads are spent where alerts happen:
 * - calm: spread over the time the rules speak, weighted by the account's traffic profile (busy hours get more
 *   reads), using only part of what is left so reactive reads always find budget;
 * - busy (a watched queue has callers, or a card is open): faster, for prompt escalations and resolutions;
 * - predicted: a caller seen waiting will cross a wait threshold at a known instant: read right then.
 * Reactive reads (busy, predicted) stop when what is left is only enough for the calm plan to reach the end of
 * the day at `maxCalmMs`, so the end of the day is never starved; nothing goes beyond the alerts' share.
 */

/** Why the next read is when it is. */
export type ReadReason =
  | 'calm'
  | 'busy'
  | 'predicted'
  | 'minute'
  | 'exhausted'
  | 'off-hours'
  | 'no-share'
  | 'first';

export interface ReadPlanInput {
  now: number;
  /** When the latest sample of the account's queues was taken (by the poller or by a user's command). */
  lastReadAt: number | undefined;
  /** Regular reads are never closer than this (configuration `base_interval_ms`). */
  baseMs: number;
  /** The calm interval is never planned longer than this while the budget allows (`max_interval_ms`). */
  maxCalmMs: number;
  /** Length of the limiter's window (a minute plus its guard). */
  windowMs: number;
  perMinute: number;
  /** Requests of each window kept for commands. */
  commandReserve: number;
  perDay: number;
  /** Grants of the local day, every kind. */
  dayUsed: number;
  /** Background grants of the local day. */
  dayBackground: number;
  /** Background grants allowed today (the alerts' share of `perDay`). */
  backgroundLimit: number;
  /** Next local midnight. */
  dayEndsAt: number;
  /** At least one rule speaks now. */
  activeNow: boolean;
  /** When no rule speaks now: ms until one does (`null`: none ever does). */
  msUntilActive: number | null;
  /**
   * The rest of today's active time weighted by the traffic profile (ms × weight; the profile's mean weight over
   * a day is 1). Equal to the active time left when there is no profile.
   */
  weightedActiveMsLeft: number;
  /** The profile's weight now (1 without a profile). */
  weightNow: number;
  /** Active time left today, unweighted. */
  activeMsLeft: number;
  /** A watched queue had callers in the latest sample, or a card is open. */
  busy: boolean;
  /** Instants (epoch ms) at which callers seen in the latest sample cross a wait threshold, any order. */
  crossings: readonly number[];
  /** A predicted read comes this long after its crossing (the wait must have reached the threshold). */
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
  /** The next predicted crossing that will be read, if any. */
  predictedAt: number | undefined;
}

/** Share of what is left that the calm plan spreads over the rest of the day. */
export const CALM_SHARE = 0.6;
/** The busy interval is this fraction of the calm one (never below the base interval). */
export const BUSY_FACTOR = 0.2;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** Plans the account's next read. See the module comment. */
export function planNextRead(input: ReadPlanInput): ReadPlan {
  const { now } = input;
  const base = Math.max(input.baseMs, 1);
  const maxCalm = Math.max(input.maxCalmMs, base);
  const readsLeft = Math.max(
    0,
    Math.min(input.backgroundLimit - input.dayBackground, input.perDay - input.dayUsed),
  );
  const idle = (reason: ReadReason, wakeInMs: number): ReadPlan => {
    const wait = clamp(Math.ceil(wakeInMs), base, maxCalm);
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
  if (minuteShare <= 0) return idle('no-share', maxCalm);
  if (!input.activeNow) return idle('off-hours', input.msUntilActive ?? maxCalm);
  const dayLeftMs = Math.max(input.dayEndsAt - now, 0);
  if (readsLeft <= 0) return idle('exhausted', dayLeftMs + 1000);

  const minuteFloor = Math.ceil(input.windowMs / minuteShare);
  const weightNow = Math.max(input.weightNow, 1e-3);
  const weighted = Math.max(input.weightedActiveMsLeft, 0);
  // calm: CALM_SHARE of what is left, spread over the weighted active time; busier hours, shorter intervals
  const calmMs = Math.max(Math.ceil(weighted / (CALM_SHARE * readsLeft * weightNow)), base, minuteFloor);
  // what the calm plan needs to reach the end of the day at the longest calm interval: reactive reads keep off it
  const reserved = Math.ceil(Math.min(input.activeMsLeft, dayLeftMs) / maxCalm);
  const reactive = readsLeft > reserved;
  const busyMs = Math.max(Math.ceil(calmMs * BUSY_FACTOR), base, minuteFloor);
  const regularMs = input.busy && reactive ? busyMs : Math.min(calmMs, maxCalm);
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
  let nextReadAt = last + regularMs;
  let reason: ReadReason = input.busy && reactive ? 'busy' : 'calm';
  if (regularMs === minuteFloor && minuteFloor > base) reason = 'minute';
  let predictedAt: number | undefined;
  if (reactive) {
    // the first crossing not yet covered by the latest sample, read as soon as the window allows
    const due = input.crossings
      .filter((at) => at > last)
      .reduce<number | undefined>((min, at) => (min === undefined || at < min ? at : min), undefined);
    if (due !== undefined) {
      const at = Math.max(due + input.marginMs, last + minuteFloor);
      if (at < nextReadAt) {
        nextReadAt = at;
        reason = 'predicted';
        predictedAt = due;
      }
    }
  }
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
