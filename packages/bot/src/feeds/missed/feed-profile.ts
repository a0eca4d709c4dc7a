import {
  bucketOf,
  PROFILE_BUCKETS,
  profileFromCounts,
  type TrafficProfile,
  UNANSWERED_WEIGHT,
} from '../../core/schedule/traffic-profile.js';

/** Days of calls the feed's own profile remembers (older days fade out). */
export const FEED_PROFILE_DAYS = 7;

/** The calls the feed saw, per quarter hour of the local day, fading day by day. */
export interface FeedProfileCounts {
  counts: number[];
  calls: number;
  days: number;
  /** The local day the last calls were added on. */
  date: string;
}

/**
 * Adds the calls a read found new to the feed's counts (a call nobody answered weighs like in the alerts'
 * profile); on a new day the older counts fade by one day in {@link FEED_PROFILE_DAYS}. The feed reads the
 * history anyway: its profile costs no request, and spreads its reads where calls come when no alert rule
 * learnt one.
 */
export function addCalls(
  previous: FeedProfileCounts | undefined,
  records: readonly { calldate: string; answered: boolean }[],
  today: string,
): FeedProfileCounts {
  const fade = previous && previous.date !== today ? (FEED_PROFILE_DAYS - 1) / FEED_PROFILE_DAYS : 1;
  const counts =
    previous?.counts.length === PROFILE_BUCKETS
      ? previous.counts.map((c) => c * fade)
      : new Array<number>(PROFILE_BUCKETS).fill(0);
  let calls = (previous?.calls ?? 0) * fade;
  for (const record of records) {
    const bucket = bucketOf(record.calldate);
    if (bucket === undefined) continue;
    counts[bucket]! += record.answered ? 1 : UNANSWERED_WEIGHT;
    calls++;
  }
  const days = previous ? Math.min(previous.days + (previous.date !== today ? 1 : 0), FEED_PROFILE_DAYS) : 1;
  return { counts: counts.map((c) => Math.round(c * 1000) / 1000), calls, days, date: today };
}

/** The profile of the feed's counts, once they hold enough calls. */
export function feedProfile(counts: FeedProfileCounts | undefined): TrafficProfile | undefined {
  return counts ? profileFromCounts(counts.counts, Math.floor(counts.calls), counts.days) : undefined;
}
