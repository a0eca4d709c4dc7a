/** The figures and targets of `many-accounts.ts`. */

import { percentile } from './latency-stats.js';

/** What one run (N accounts, W worker processes) measured. */
export interface ManyRun {
  /** Which bot ran: `this` checkout's, or one given to compare (`BENCH_COMPARE`). */
  bot: string;
  n: number;
  workers: number;
  /** Measured wall time. */
  seconds: number;
  /** Spawn → "bot started", per process. */
  startupMs: number[];
  /** Spawn → the measured time (at least the warm-up, and until the day's history reads were over). */
  warmupMs: number;
  /** Spawn → every account read once (NaN: some never were by the end of the warm-up). */
  allReadAfterMs: number;
  /** CPU of every worker process over the measured time. */
  cpuMs: number;
  rss: number[];
  keys: number;
  keyBytes: number;
  usedMemoryDelta: number;
  liveReads: number;
  feedReads: number;
  otherReads: number;
  refused: number;
  /** Lateness of planned reads, ms, ascending. */
  late: number[];
  /** Reads before the recorded plan (re-planned sooner since): how long before it, ms, ascending. */
  ahead: number[];
  /** Reads of one account closer than the planner ever plans them. */
  twice: number;
  minGapMs: number;
  slackByTeam: Map<string, number>;
  warnings: number;
  load: string;
}

interface Setting {
  baseMs: number;
  limits: { perMinute: number; perDay: number };
  teams: number;
  busyEvery: number;
  warmup: number;
}

const LATE_TARGET_MS = 2000;
const FLAT_TARGET = 1.2;

const f1 = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '—');
const f2 = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '—');
const s = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : '—');
const late = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)}` : '—');

/** CPU seconds per account-hour of watching. */
export const cpuPerAccountHour = (r: ManyRun) => r.cpuMs / 1000 / (r.n * (r.seconds / 3600));
const perAccountMinute = (count: number, r: ManyRun) => count / r.n / (r.seconds / 60);

function slackPerTeamMinute(r: ManyRun): { max: number; mean: number; teams: number } {
  const teams = [...r.slackByTeam.entries()].filter(([team]) => team !== 'other').map(([, c]) => c);
  const minutes = r.seconds / 60;
  const teamsWatched = Math.max(teams.length, 1);
  return {
    max: Math.max(0, ...teams) / minutes,
    mean: teams.reduce((a, b) => a + b, 0) / teamsWatched / minutes,
    teams: teams.length,
  };
}

/** Prints the table, the ratios and the targets with PASS/FAIL. */
export function printRuns(runs: readonly ManyRun[], setting: Setting): void {
  console.log(
    `Many accounts: one alert rule (queue, waiting>=1) and one missed-call rule per exchange, ${setting.teams} workspaces, a caller waiting on every ${setting.busyEvery}th exchange; limits ${setting.limits.perMinute}/min ${setting.limits.perDay}/day, base_interval_ms ${setting.baseMs}; warm-up ${setting.warmup} s, then measured`,
  );
  console.log(
    '   bot      N  W  startup  all read  warm-up  s measured  CPU s/acct·h  CPU ms/read  live/acct·min  feed/acct·min  other  429  late p50/p99/max s  ahead (p50)  twice  min gap  Redis B/acct (keys/acct)  used_memory Δ/acct  Slack/ws·min max/mean  RSS MB  warn  load',
  );
  for (const r of runs) {
    const slack = slackPerTeamMinute(r);
    const reads = r.liveReads + r.feedReads + r.otherReads;
    console.log(
      [
        r.bot.padStart(6),
        String(r.n).padStart(6),
        String(r.workers).padStart(2),
        s(Math.max(...r.startupMs)).padStart(8),
        s(r.allReadAfterMs).padStart(9),
        s(r.warmupMs).padStart(7),
        f1(r.seconds).padStart(11),
        f2(cpuPerAccountHour(r)).padStart(13),
        f2(r.cpuMs / Math.max(reads, 1)).padStart(12),
        f2(perAccountMinute(r.liveReads, r)).padStart(14),
        f2(perAccountMinute(r.feedReads, r)).padStart(14),
        String(r.otherReads).padStart(6),
        String(r.refused).padStart(4),
        `${late(percentile(r.late, 50))}/${late(percentile(r.late, 99))}/${late(r.late.at(-1) ?? Number.NaN)} (${r.late.length})`.padStart(
          20,
        ),
        `${r.ahead.length} (${s(percentile(r.ahead, 50))})`.padStart(14),
        String(r.twice).padStart(6),
        s(r.minGapMs).padStart(8),
        `${Math.round(r.keyBytes / r.n)} (${f1(r.keys / r.n)})`.padStart(25),
        String(Math.round(r.usedMemoryDelta / r.n)).padStart(19),
        `${f1(slack.max)}/${f1(slack.mean)} (${slack.teams} ws)`.padStart(22),
        r.rss
          .map((b) => Math.round(b / 2 ** 20))
          .join('+')
          .padStart(7),
        String(r.warnings).padStart(5),
        `  ${r.load}`,
      ].join(' '),
    );
  }
  printTargets(runs.filter((r) => r.bot === 'this'));
  printComparisons(runs);
}

/** Each other bot's figures against this one's at the same N and W (same run, one after the other). */
function printComparisons(runs: readonly ManyRun[]): void {
  const others = runs.filter((r) => r.bot !== 'this');
  if (others.length === 0) return;
  console.log('Against this checkout (same run):');
  for (const other of others) {
    const mine = runs.find((r) => r.bot === 'this' && r.n === other.n && r.workers === other.workers);
    if (!mine) continue;
    const cpuPerRequest = (r: ManyRun) => r.cpuMs / Math.max(r.liveReads + r.feedReads + r.otherReads, 1);
    console.log(
      `  N=${other.n}, ${other.workers} worker(s): late p50/p99 ${late(percentile(other.late, 50))}/${late(percentile(other.late, 99))} s (${other.bot}) vs ${late(percentile(mine.late, 50))}/${late(percentile(mine.late, 99))} s (this); CPU per account-hour ×${f2(cpuPerAccountHour(mine) / cpuPerAccountHour(other))}, CPU per request ×${f2(cpuPerRequest(mine) / cpuPerRequest(other))}, queue/live reads per account ×${f2(mine.liveReads / mine.seconds / Math.max(other.liveReads / other.seconds, 1e-9))} (this ÷ ${other.bot})`,
    );
  }
}

function printTargets(runs: readonly ManyRun[]): void {
  const sizes = [...new Set(runs.map((r) => r.n))].sort((a, b) => a - b);
  const largest = sizes.at(-1);
  const before = sizes.filter((n) => n >= 100 && n < (largest ?? 0)).at(-1) ?? sizes.at(-2);
  const find = (n: number | undefined, w: number) => runs.find((r) => r.n === n && r.workers === w);
  console.log('Ratios (same run):');
  for (const w of [...new Set(runs.map((r) => r.workers))]) {
    const big = find(largest, w);
    const small = find(before, w);
    if (big && small)
      console.log(
        `  ${w} worker(s), N=${largest} vs N=${before}: CPU per account-hour ×${f2(cpuPerAccountHour(big) / cpuPerAccountHour(small))}, Redis bytes per account ×${f2(big.keyBytes / big.n / (small.keyBytes / small.n))}, reads per account ×${f2(big.liveReads / big.n / (small.liveReads / small.n))}`,
      );
  }
  for (const n of sizes) {
    const one = find(n, 1);
    const two = find(n, 2);
    if (one && two)
      console.log(
        `  N=${n}, two workers vs one: CPU ×${f2(two.cpuMs / two.seconds / (one.cpuMs / one.seconds))}, queue/live reads ×${f2(two.liveReads / two.seconds / (one.liveReads / one.seconds))}, feed reads ×${f2(two.feedReads / two.seconds / Math.max(one.feedReads / one.seconds, 1e-9))}, late p99 ${late(percentile(two.late, 99))} s vs ${late(percentile(one.late, 99))} s`,
      );
  }
  console.log('Targets:');
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  for (const r of runs.filter((x) => x.n === largest)) {
    const p99 = percentile(r.late, 99);
    console.log(
      `  ${r.late.length === 0 ? 'n/a ' : verdict(p99 <= LATE_TARGET_MS)}  ${r.n} accounts, ${r.workers} worker(s): planned reads p99 ${late(p99)} s late (target ≤ ${LATE_TARGET_MS / 1000} s)${largest !== undefined && largest < 1000 ? ' [N below 1,000]' : ''}`,
    );
  }
  for (const w of [...new Set(runs.map((r) => r.workers))]) {
    const big = find(largest, w);
    const small = find(before, w);
    if (!big || !small) continue;
    const ratio = cpuPerAccountHour(big) / cpuPerAccountHour(small);
    console.log(
      `  ${verdict(ratio <= FLAT_TARGET)}  cost per account flat from ${before} to ${largest} (${w} worker(s)): ×${f2(ratio)} (target ≤ ×${FLAT_TARGET})`,
    );
  }
  for (const r of runs.filter((x) => x.workers >= 2)) {
    console.log(
      `  ${verdict(r.twice === 0)}  ${r.n} accounts, ${r.workers} workers: no read done twice (${r.twice} reads closer than a quarter of the base interval; closest ${s(r.minGapMs)})`,
    );
  }
}
