/** What a read of the history must cover, and the smallest page that does. */

/** A call is recorded when it ends, with `calldate` its start: records this much older can still be new. */
export const DEFAULT_LOOKBACK_MINUTES = 15;

/** `YYYY-MM-DD HH:MM:SS` moved back by `minutes` (wall-clock arithmetic, as the exchange writes times). */
export function wallTimeMinus(calldate: string, minutes: number): string {
  const [date = '', time = '00:00:00'] = calldate.split(' ');
  const [y = 0, m = 1, d = 1] = date.split('-').map(Number);
  const [hh = 0, mm = 0, ss = 0] = time.split(':').map(Number);
  const t = new Date(Date.UTC(y, m - 1, d, hh, mm, ss) - minutes * 60_000);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${t.getUTCFullYear()}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())} ${two(t.getUTCHours())}:${two(
    t.getUTCMinutes(),
  )}:${two(t.getUTCSeconds())}`;
}

/**
 * The smallest `limit` expected to hold every record since `boundary`: those seen there last time plus the
 * calls expected since (recent rate × time elapsed), with a margin. Newest first, so a page that ends before
 * the boundary covers it; a page full of newer records is followed by the next one.
 * @see pbx-api-reference.md endpoint 7 (limit ≤ 500)
 */
export function readLimit(input: {
  knownSinceBoundary: number;
  ratePerMinute: number;
  elapsedMs: number;
  min?: number;
  max?: number;
}): number {
  const expected = input.knownSinceBoundary + input.ratePerMinute * (Math.max(input.elapsedMs, 0) / 60_000);
  const limit = Math.ceil(expected * 1.25) + 5;
  return Math.min(Math.max(limit, input.min ?? 10), input.max ?? 500);
}

/** True when the page reaches past `boundary` (or is the last page): nothing newer is on a later page. */
export function pageCovers(calldates: readonly string[], limit: number, boundary: string): boolean {
  if (calldates.length < limit) return true;
  const oldest = calldates.at(-1);
  return oldest !== undefined && oldest < boundary;
}

/** The calls per minute seen, smoothed (new records over the time they span). */
export function nextRate(previous: number | undefined, newRecords: number, elapsedMs: number): number {
  if (elapsedMs <= 0) return previous ?? 0;
  const seen = newRecords / (elapsedMs / 60_000);
  return previous === undefined ? seen : previous * 0.7 + seen * 0.3;
}
