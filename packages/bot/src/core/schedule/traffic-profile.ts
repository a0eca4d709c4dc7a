import type { InboundCall } from '@centralino/schemas';
import { isWithinHours, type LocalClock } from './business-hours.js';
import type { BusinessHours } from './business-hours.schema.js';

/** Buckets of a day in a profile (quarter hours). */
export const PROFILE_BUCKETS = 96;
const BUCKET_MINUTES = 1440 / PROFILE_BUCKETS;
/** No bucket weighs less than this share of the mean: quiet hours still get reads. */
export const PROFILE_FLOOR = 0.2;
/** Fewer calls than this in the history: no profile (uniform). */
export const PROFILE_MIN_CALLS = 30;
/**
 * A call nobody answered (abandoned in the queue, not answered) weighs this many answered ones: its caller waited
 * until they gave up, which is what the alerts are for. Evenings and nights, when nobody answers, get the reads
 * their callers need instead of the few their traffic alone would give.
 */
export const UNANSWERED_WEIGHT = 4;

/** A call of the history as the profile reads it. */
export type HistoryCall = Pick<InboundCall, 'calldate' | 'answered'>;

/**
 * How an account's inbound traffic, and its callers left waiting, are spread over the local day: one weight per
 * quarter hour, mean 1. Built from the account's own call history; quarters with more callers, and more callers
 * nobody answered, get more alert reads.
 */
export interface TrafficProfile {
  weights: number[];
  /** Calls the profile was learnt from, and over how many days. */
  calls: number;
  days: number;
}

/**
 * A profile from inbound calls (`calldate`, `YYYY-MM-DD HH:MM:SS` in the exchange's local time, as the API gives
 * them, and whether the call was answered): each call counts 1, one nobody answered
 * {@link UNANSWERED_WEIGHT}. Counts are smoothed over the neighbouring quarters (calls are not that punctual),
 * floored at {@link PROFILE_FLOOR} of the mean and normalised to mean 1. `undefined` with too little history.
 * @see pbx-api-reference.md "Inbound call record"
 */
export function buildProfile(
  history: readonly HistoryCall[],
  days: number,
  unansweredWeight = UNANSWERED_WEIGHT,
): TrafficProfile | undefined {
  const counts = new Array<number>(PROFILE_BUCKETS).fill(0);
  let calls = 0;
  for (const call of history) {
    const bucket = bucketOf(call.calldate);
    if (bucket === undefined) continue;
    counts[bucket]! += call.answered ? 1 : unansweredWeight;
    calls++;
  }
  return profileFromCounts(counts, calls, days);
}

/** The quarter hour of a `calldate` (`YYYY-MM-DD HH:MM:SS`, local time), if it is one. */
export function bucketOf(calldate: string): number | undefined {
  const match = /^\d{4}-\d{2}-\d{2} (\d{2}):(\d{2})/.exec(calldate);
  if (!match) return undefined;
  const minute = Number(match[1]) * 60 + Number(match[2]);
  return minute < 1440 ? Math.floor(minute / BUCKET_MINUTES) : undefined;
}

/**
 * A profile from weighted counts per quarter hour (see {@link buildProfile}): smoothed over the neighbouring
 * quarters, floored at {@link PROFILE_FLOOR} of the mean, normalised to mean 1; `undefined` under
 * {@link PROFILE_MIN_CALLS} calls.
 */
export function profileFromCounts(
  counts: readonly number[],
  calls: number,
  days: number,
): TrafficProfile | undefined {
  if (calls < PROFILE_MIN_CALLS || counts.length !== PROFILE_BUCKETS) return undefined;
  const smooth = counts.map(
    (c, i) =>
      0.25 * (counts[(i + PROFILE_BUCKETS - 1) % PROFILE_BUCKETS] ?? 0) +
      0.5 * c +
      0.25 * (counts[(i + 1) % PROFILE_BUCKETS] ?? 0),
  );
  const mean = smooth.reduce((a, b) => a + b, 0) / PROFILE_BUCKETS;
  const floored = smooth.map((v) => Math.max(v, PROFILE_FLOOR * mean));
  const flooredMean = floored.reduce((a, b) => a + b, 0) / PROFILE_BUCKETS;
  return { weights: floored.map((v) => v / flooredMean), calls, days };
}

/** The profile's weight at a local minute of the day (1 without a profile). */
export function weightAt(profile: TrafficProfile | undefined, minute: number): number {
  if (!profile) return 1;
  const bucket = Math.min(Math.max(Math.floor(minute / BUCKET_MINUTES), 0), PROFILE_BUCKETS - 1);
  return profile.weights[bucket] ?? 1;
}

/**
 * The rest of the local day during which at least one rule speaks, weighted by the profile: ms × weight (equal to
 * the active ms left without a profile). Walks the remaining minutes of the day.
 */
export function weightedActiveMsLeft(
  profile: TrafficProfile | undefined,
  hours: readonly (BusinessHours | undefined)[],
  clock: LocalClock,
): number {
  let total = 0;
  for (let minute = clock.minute; minute < 1440; minute++) {
    const at: LocalClock = { weekday: clock.weekday, minute, msInMinute: 0 };
    if (!hours.some((h) => isWithinHours(h, at))) continue;
    const length = minute === clock.minute ? 60_000 - clock.msInMinute : 60_000;
    total += length * weightAt(profile, minute);
  }
  return total;
}

/**
 * The share (0..1) of the local day's traffic still to come at `clock`, by the profile (by the time left without
 * one). The alerts' share follows it: commands are made while the office works, as calls come.
 */
export function dayShareLeft(profile: TrafficProfile | undefined, clock: LocalClock): number {
  const whole = weightedActiveMsLeft(profile, [undefined], { ...clock, minute: 0, msInMinute: 0 });
  if (whole <= 0) return 0;
  return Math.min(Math.max(weightedActiveMsLeft(profile, [undefined], clock) / whole, 0), 1);
}
