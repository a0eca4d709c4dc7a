/** The feed's reading plan: what it may spend today, and when the next read of the history is due (pure). */

export interface MissedPlanSettings {
  /** Never read more often than this (busy hours). */
  minIntervalMs: number;
  /** Never wait longer than this between reads while calls come in and a rule speaks. */
  maxIntervalMs: number;
  /** A rule speaks but no call came in for `quietAfterMs`: a read this often (the reads saved go to busy hours). */
  quietIntervalMs: number;
  quietAfterMs: number;
  /** No rule speaks: a calm read this often at most (the day's last calls, callbacks, the daily line). */
  offHoursIntervalMs: number;
}

export interface MissedPlanInput {
  now: number;
  /** When the last read of the inbound history was taken. */
  lastReadAt: number | undefined;
  /** When the last read of the outbound history (callbacks) was taken. */
  lastOutAt: number | undefined;
  /** When a read last found a call newer than those known (undefined: never yet). */
  lastFreshAt: number | undefined;
  /** Some rule speaks now. */
  active: boolean;
  /** Time left today while some rule speaks. */
  msLeftActive: number;
  /**
   * The same weighted by the account's traffic profile (ms × weight, the profile's mean weight is 1), and the
   * weight now: busier hours get shorter intervals. Without a profile: `msLeftActive` and 1.
   */
  weightedMsLeft?: number;
  weightNow?: number;
  /** Reads the feed may still take today (see {@link feedAllowance}). */
  readsLeft: number;
  /** Open notices: the outbound history is read too, every {@link OUTBOUND_EVERY} cycles (callbacks). */
  openNotices: number;
  /** A caller left a queue unanswered: read shortly after this instant. */
  signalAt: number | undefined;
  settings: MissedPlanSettings;
}

export type MissedReadReason = 'busy' | 'quiet' | 'off-hours' | 'signal' | 'exhausted';

export interface MissedPlan {
  nextReadAt: number;
  intervalMs: number;
  reason: MissedReadReason;
  /** Reads per cycle on average (the inbound history, plus the outbound one every few cycles). */
  perCycle: number;
  /** The read at `nextReadAt` also reads the outbound history. */
  readOutbound: boolean;
  /** False: nothing is read at `nextReadAt` (the feed spent what it may today); the plan is looked at again. */
  read: boolean;
}

/** The longest interval may stretch to this many times the even spread of what is left. */
export const EVEN_STRETCH = 1;

/** A read brought forward by a signal comes no sooner than this share of the interval after the last read. */
export const SIGNAL_GAP = 0.25;

/**
 * While notices are open, the outbound history is read every this many inbound reads (a callback shown a few
 * minutes later costs less than a missed call shown late: `bench/missed-day.ts`, busy day, office p90 −15 to −45 %
 * against every other read).
 */
export const OUTBOUND_EVERY = 4;

/**
 * Reads spread what the feed may still spend today over the time rules speak, between the minimum and maximum
 * interval; with no call for a while the feed reads calmly (night hours of an all-day rule), and off hours
 * rarely; a signal (a caller abandoned a queue) brings the next read forward to just after the call's record
 * is written. Open notices add a read of the outbound history every {@link OUTBOUND_EVERY} cycles.
 */
export function planMissedRead(input: MissedPlanInput): MissedPlan {
  const { now, settings } = input;
  const open = input.openNotices > 0;
  const perCycle = open ? 1 + 1 / OUTBOUND_EVERY : 1;
  const readsLeft = Math.max(input.readsLeft, 0);
  const quiet =
    input.lastFreshAt !== undefined &&
    now - input.lastFreshAt >= settings.quietAfterMs &&
    input.signalAt === undefined;
  let reason: MissedReadReason;
  let intervalMs: number;
  if (readsLeft < 1) {
    // spent: look again calmly (a new day, a share that grew); the records wait in the history
    reason = 'exhausted';
    intervalMs = settings.offHoursIntervalMs;
  } else if (input.active) {
    const weighted = input.weightedMsLeft ?? input.msLeftActive;
    const weightNow = Math.max(input.weightNow ?? 1, 1e-3);
    const spread =
      input.msLeftActive > 0 ? (weighted * perCycle) / (readsLeft * weightNow) : settings.maxIntervalMs;
    // the longest interval stretches to the even spread of what is left when that is longer (quiet hours of
    // a long day do not spend what the busy ones need)
    const even = (input.msLeftActive * perCycle) / readsLeft;
    const longest = Math.max(settings.maxIntervalMs, even * EVEN_STRETCH);
    const busyMs = Math.min(Math.max(spread, settings.minIntervalMs), longest);
    reason = quiet && busyMs < settings.quietIntervalMs ? 'quiet' : 'busy';
    intervalMs = reason === 'quiet' ? settings.quietIntervalMs : busyMs;
  } else {
    reason = 'off-hours';
    intervalMs = settings.offHoursIntervalMs;
  }
  // spent: nothing is read, the plan is looked at again later (never now: no loop)
  let nextReadAt =
    reason === 'exhausted'
      ? now + intervalMs
      : Math.max(now, (input.lastReadAt ?? now - intervalMs) + intervalMs);
  // signals are reactive: only with more reads left than reading at the longest interval to the end of the
  // day needs (a busy morning's signals never leave the afternoon without reads)
  const calmNeeds = Math.ceil((input.msLeftActive * perCycle) / settings.maxIntervalMs);
  const reactive = readsLeft > calmNeeds;
  if (input.signalAt !== undefined && input.signalAt < nextReadAt && reason !== 'exhausted' && reactive) {
    // a signal is a hint and comes often on busy days: no closer to the last read than a share of the interval
    const gap = Math.max(Math.min(settings.minIntervalMs, 5_000), intervalMs * SIGNAL_GAP);
    const earliest = (input.lastReadAt ?? 0) + gap;
    nextReadAt = Math.max(input.signalAt, earliest, now);
    reason = 'signal';
  }
  const readOutbound =
    open &&
    readsLeft >= 2 &&
    (input.lastOutAt === undefined || nextReadAt - input.lastOutAt >= (OUTBOUND_EVERY - 0.5) * intervalMs);
  return {
    nextReadAt: Math.round(nextReadAt),
    intervalMs: Math.round(intervalMs),
    reason,
    perCycle,
    readOutbound,
    read: reason !== 'exhausted',
  };
}

/** Where the account's background budget stands today, as the feed sees it. */
export interface FeedBudgetInput {
  perDay: number;
  /** The background share of the day in force (the one the alerts follow; the configured one without them). */
  share: number;
  /** Background grants of the day, every reader. */
  dayBackground: number;
  /** Grants of the day, every kind. */
  dayUsed: number;
  /** The alerts are planning reads too. */
  alertsWatching: boolean;
  /** The feed's part of the background reads while the alerts watch (`missed.feed_share`). */
  feedShare: number;
  /** Reads the feed took today. */
  feedReadsToday: number;
}

/**
 * What the feed may spend today: its part of the day's background reads (all of them when no alert rule
 * reads), less what it took, never beyond what the budget has left.
 */
export function feedAllowance(input: FeedBudgetInput): { allowance: number; readsLeft: number } {
  const background = Math.floor(input.perDay * input.share);
  const allowance = input.alertsWatching ? Math.floor(background * input.feedShare) : background;
  const readsLeft = Math.max(
    0,
    Math.min(
      allowance - input.feedReadsToday,
      background - input.dayBackground,
      input.perDay - input.dayUsed,
    ),
  );
  return { allowance, readsLeft };
}

/**
 * The reads the feed keeps for the rest of the day (the alerts' planner leaves them): what it may still take
 * while a rule speaks later today, else only the calm off-hours reads to the end of the day.
 */
export function feedReserve(input: {
  readsLeft: number;
  msLeftActive: number;
  msLeftToday: number;
  offHoursIntervalMs: number;
}): number {
  if (input.msLeftActive > 0) return input.readsLeft;
  return Math.min(input.readsLeft, Math.ceil(input.msLeftToday / Math.max(input.offHoursIntervalMs, 1)));
}
