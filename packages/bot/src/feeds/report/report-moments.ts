import type { CallFigures, CallRecord } from '../../work/charts/call-figures.js';

/** The worst moments of a day: the callers who waited longest before hanging up, the hour most left in. */
export interface WorstMoments {
  /** Up to three abandoned calls, longest wait first: when they called (`HH:MM`) and how long they waited. */
  longestAbandoned: { time: string; waitSeconds: number }[];
  /**
   * The hours with the most abandoned calls (`['09']`; several when they tie), and how many each;
   * `null` when nobody hung up waiting.
   */
  abandonPeak: { hours: string[]; abandoned: number } | null;
}

/** Pure: from the day's records and its figures. */
export function worstMoments(records: readonly CallRecord[], figures: CallFigures): WorstMoments {
  const seen = new Set<number>();
  const abandoned = records.filter((r) => {
    if (r.status !== 'abandoned' || seen.has(r.id)) return false;
    seen.add(r.id);
    return true;
  });
  const longestAbandoned = [...abandoned]
    .sort((a, b) => b.total_duration - a.total_duration || a.calldate.localeCompare(b.calldate))
    .slice(0, 3)
    .map((r) => ({ time: r.calldate.slice(11, 16), waitSeconds: r.total_duration }));
  const most = Math.max(0, ...figures.buckets.map((b) => b.abandoned));
  const hours = figures.buckets.filter((b) => most > 0 && b.abandoned === most).map((b) => b.key);
  return { longestAbandoned, abandonPeak: most > 0 ? { hours, abandoned: most } : null };
}
