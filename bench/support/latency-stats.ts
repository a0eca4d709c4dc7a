/** Small statistics helpers shared by the bot benchmarks (nearest-rank percentiles, formatting). */

/** Nearest-rank percentile of an ascending list; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** p50, p99, max and the share above `overMs` of a list of latencies in ms. */
export function latencySummary(
  latencies: readonly number[],
  overMs: number,
): { p50: number; p99: number; max: number; over: number; overShare: number } {
  const sorted = [...latencies].sort((a, b) => a - b);
  const over = sorted.filter((ms) => ms > overMs).length;
  return {
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    over,
    overShare: sorted.length === 0 ? Number.NaN : over / sorted.length,
  };
}

/** `12.3 ms` or `4.56 s`. */
export function ms(value: number): string {
  if (!Number.isFinite(value)) return '—';
  return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${value.toFixed(1)} ms`;
}

/** `42 %`. */
export function pct(share: number): string {
  return Number.isFinite(share) ? `${(share * 100).toFixed(share < 0.1 && share > 0 ? 1 : 0)} %` : '—';
}

export const sleep = (millis: number) => new Promise<void>((resolve) => setTimeout(resolve, millis));
