/**
 * Requests per full window of a backlog: consecutive windows of `windowMs` from the first request, counting only
 * the windows that end before the last request (so a backlog was still waiting for the whole window).
 */
export function windowUsage(times: readonly number[], windowMs: number): number[] {
  const sorted = [...times].sort((a, b) => a - b);
  const start = sorted[0];
  const end = sorted.at(-1);
  if (start === undefined || end === undefined) return [];
  const full = Math.floor((end - start) / windowMs);
  const counts = Array.from({ length: full }, () => 0);
  for (const t of sorted) {
    const k = Math.floor((t - start) / windowMs);
    if (k < full) counts[k]!++;
  }
  return counts;
}

/** Largest number of requests in any span of `windowMs`. */
export function maxInAnyWindow(times: readonly number[], windowMs: number): number {
  const sorted = [...times].sort((a, b) => a - b);
  let max = 0;
  for (let i = 0, j = 0; i < sorted.length; i++) {
    while (sorted[i]! - sorted[j]! >= windowMs) j++;
    max = Math.max(max, i - j + 1);
  }
  return max;
}
