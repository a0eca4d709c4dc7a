/**
 * Scale, measured: the bot watching N accounts (default 1, 100 and 1,000), each with an alert rule on a queue and
 * a missed-call rule, in channels of several workspaces, against the sandbox server (in-process over HTTP, one
 * PGlite database), real Redis and the fake Slack. For each N the bot's CLI runs as one `worker` process, then
 * as two sharing the load, for a fixed wall time after a warm-up; measured in that run:
 *
 * - CPU of the worker processes (`/proc/<pid>/stat`) per account-hour of watching;
 * - Redis per account: the bytes of the deployment's keys (`MEMORY USAGE`), and `used_memory` after − before
 *   (the whole server: other users of a shared Redis show in it);
 * - lateness of planned reads: each `GET /v1/queue/live` the server logged against the instant the alerts'
 *   planner had recorded for it (`nextReadAt`, sampled from Redis), p50/p99/max;
 * - Slack calls per workspace per minute (the fake Slack's log, channels mapped to their workspace);
 * - two workers: reads per account against one worker, and reads done twice (two reads of an account closer
 *   than the planner can ever plan them, a quarter of `base_interval_ms`);
 * - the ratios: cost per account at the largest N against the one before, two workers against one.
 *
 * Run: `pnpm exec tsx bench/many-accounts.ts`. BENCH_ACCOUNTS (default `1,100,1000`), BENCH_SECONDS measured per
 * run (90), BENCH_WARMUP seconds (45), BENCH_WORKERS (`1,2`), BENCH_BASE_MS (`base_interval_ms` of the alerts and
 * `min_interval_ms` of the feed: each account's pace, 60000),
 * BENCH_PER_DAY / BENCH_PER_MINUTE (each exchange's limits, on the server and in the bot's configuration; default
 * 1,000,000 / 100,000: the planner reads every `base_interval_ms`, its fastest, whatever the hour — with the
 * bot's default 1,000 a day its pace follows the hours left in the day, and the server's day count, which runs on
 * from one run to the next on the same exchanges, would slow each run down), BENCH_TEAMS (10),
 * BENCH_BUSY_EVERY (every k-th exchange has a caller waiting: cards to post, 10), BENCH_CPU_PROF (a directory:
 * the workers write `--cpu-prof` profiles there), BENCH_COMPARE (`label=dir,…`: the bot packages of other
 * checkouts, e.g. `before=/tmp/old/packages/bot` with its dependencies installed; each runs right after this
 * one's at every N and W, and the ratios against this one's are printed).
 */

import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeSlack } from '@centralino/slack-sandbox';
import { Redis } from 'ioredis';
import { deploymentNames } from '../packages/bot/src/app/runtime/deployment-names.js';
import { REDIS_URL, startPbxServer } from '../packages/bot/src/e2e/e2e-harness.js';
import { percentile } from './support/latency-stats.js';
import { BOT_DIR, type FleetAccount, fleetConfig, growFleet, startWorker } from './support/many-fleet.js';
import { type ManyRun, printRuns } from './support/many-report.js';
import { watchPlans } from './support/plan-watch.js';
import { cpuMsOf, loadAverage, rssOf } from './support/proc-cpu.js';
import { keyFootprint, removeKeys, usedMemory } from './support/redis-footprint.js';

const list = (value: string | undefined, fallback: string) =>
  (value ?? fallback).split(',').map((s) => Number(s.trim()));
const SIZES = list(process.env.BENCH_ACCOUNTS, '1,100,1000');
const WORKERS = list(process.env.BENCH_WORKERS, '1,2');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 90);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 45);
const BASE_MS = Number(process.env.BENCH_BASE_MS ?? 60_000);
const LIMITS = {
  perMinute: Number(process.env.BENCH_PER_MINUTE ?? 100_000),
  perDay: Number(process.env.BENCH_PER_DAY ?? 1_000_000),
};
const TEAMS = Number(process.env.BENCH_TEAMS ?? 10);
const BUSY_EVERY = Number(process.env.BENCH_BUSY_EVERY ?? 10);
const PROFILE_DIR = process.env.BENCH_CPU_PROF;
const BOTS = [
  { label: 'this', dir: BOT_DIR },
  ...(process.env.BENCH_COMPARE ?? '')
    .split(',')
    .filter((b) => b.includes('='))
    .map((b) => ({ label: b.slice(0, b.indexOf('=')).trim(), dir: b.slice(b.indexOf('=') + 1).trim() })),
];
const MAX_EXTRA_WARMUP_MS = 180_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const server = await startPbxServer();
const slack = await FakeSlack.start({ rateLimits: false });
const redis = new Redis(REDIS_URL);
const dir = await mkdtemp(join(tmpdir(), 'bench-many-'));
const fleet: FleetAccount[] = [];

async function run(n: number, workers: number, bot: { label: string; dir: string }): Promise<ManyRun> {
  const accounts = fleet.slice(0, n);
  const prefix = `bench-many-${randomUUID().slice(0, 8)}`;
  const names = deploymentNames(prefix);
  const patterns = [`${prefix}:*`, `{${prefix}}:*`];
  const { config, keys } = fleetConfig(server, accounts, { limits: LIMITS, baseIntervalMs: BASE_MS });
  const env = {
    ...keys,
    SLACK_SIGNING_SECRET: 'bench-signing-secret',
    SLACK_BOT_TOKEN: slack.botToken,
    SLACK_API_URL: slack.apiUrl,
    REDIS_URL,
    REDIS_KEY_PREFIX: prefix,
    LOG_LEVEL: 'info', // "bot started" is info; nothing else logs at info per read
    // the sandbox exchanges listen on loopback, which the egress policy refuses unless allowed (as the demo does)
    PBX_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
  };
  const memoryBefore = await usedMemory(redis);
  const requestsFrom = server.requests.length;
  const spawnedAt = Date.now();
  const processes = await Promise.all(
    Array.from({ length: workers }, (_, i) =>
      startWorker(dir, `${prefix}-${i}`, config, env, PROFILE_DIR, bot.dir),
    ),
  );
  const plans = watchPlans(
    redis,
    names.keyPrefix,
    accounts.map((a) => a.id),
  );
  try {
    const startupMs = await Promise.all(processes.map((p) => p.ready));
    // warm-up: every account's first reads, and the day's profile learnt from the history (up to 15 reads of
    // whole days each, once a day), come at once; at least WARMUP s, and until no history was read for 5 s
    const byKey = new Map(accounts.map((a) => [a.apiKey, a.id]));
    const warmupUntil = Date.now() + WARMUP * 1000;
    const giveUpAt = warmupUntil + MAX_EXTRA_WARMUP_MS;
    const lastHistoryRead = () =>
      server.requests.findLast((r) => r.path.startsWith('/v1/calls/in/') && byKey.has(r.apiKey ?? ''))
        ?.realAt ?? 0;
    while (Date.now() < giveUpAt && (Date.now() < warmupUntil || Date.now() - lastHistoryRead() < 5000))
      await sleep(1000);
    const warmupMs = Date.now() - spawnedAt;
    const firstRead = new Map<string, number>();
    for (const r of server.requests.slice(requestsFrom)) {
      const id = r.apiKey ? byKey.get(r.apiKey) : undefined;
      if (id && r.path === '/v1/queue/live' && !firstRead.has(id)) firstRead.set(id, r.realAt);
    }
    const cpuFrom = processes.map((p) => cpuMsOf(p.pid));
    const from = Date.now();
    const windowRequestsFrom = server.requests.length;
    const callsFrom = slack.calls.length;
    const loadFrom = loadAverage();
    await sleep(SECONDS * 1000);
    const until = Date.now();
    const cpuMs = processes.reduce((sum, p, i) => sum + cpuMsOf(p.pid) - cpuFrom[i]!, 0);
    const rss = processes.map((p) => rssOf(p.pid));
    const footprint = await keyFootprint(redis, patterns);
    const memoryAfter = await usedMemory(redis);
    await plans.stop();
    const requests = server.requests.slice(windowRequestsFrom).filter((r) => r.realAt < until);
    const liveReads = new Map<string, number[]>(accounts.map((a) => [a.id, []]));
    let feedReads = 0;
    let others = 0;
    let refused = 0;
    for (const r of requests) {
      const id = r.apiKey ? byKey.get(r.apiKey) : undefined;
      if (!id) continue;
      if (r.status === 429) refused++;
      if (r.path === '/v1/queue/live') liveReads.get(id)!.push(r.realAt);
      else if (r.path === '/v1/calls/in') feedReads++;
      else others++;
    }
    const teamOf = new Map(
      accounts.flatMap((a) => [[a.alertChannel, a.team] as const, [a.missedChannel, a.team] as const]),
    );
    const slackByTeam = new Map<string, number>();
    for (const call of slack.calls.slice(callsFrom)) {
      if (call.at >= until) continue;
      const team = teamOf.get(String(call.args.channel ?? '')) ?? 'other';
      slackByTeam.set(team, (slackByTeam.get(team) ?? 0) + 1);
    }
    const gaps = [...liveReads.values()].flatMap((reads) => reads.slice(1).map((t, i) => t - reads[i]!));
    const { late, ahead } = plans.lateness(liveReads);
    return {
      bot: bot.label,
      n,
      workers,
      seconds: (until - from) / 1000,
      startupMs,
      warmupMs,
      allReadAfterMs: firstRead.size === n ? Math.max(...firstRead.values()) - spawnedAt : Number.NaN,
      cpuMs,
      rss,
      keys: footprint.keys,
      keyBytes: footprint.bytes,
      usedMemoryDelta: memoryAfter - memoryBefore,
      liveReads: [...liveReads.values()].reduce((s, r) => s + r.length, 0),
      feedReads,
      otherReads: others,
      refused,
      late: [...late].sort((a, b) => a - b),
      ahead: [...ahead].sort((a, b) => a - b),
      twice: gaps.filter((g) => g < BASE_MS / 4).length,
      minGapMs: gaps.length ? Math.min(...gaps) : Number.NaN,
      slackByTeam,
      warnings: processes.flatMap((p) => p.warnings()).length,
      load: `${loadFrom} → ${loadAverage()}`,
    };
  } finally {
    await plans.stop();
    await Promise.all(processes.map((p) => p.stop()));
    await removeKeys(redis, patterns);
  }
}

const runs: ManyRun[] = [];
try {
  for (const n of SIZES) {
    const started = Date.now();
    await growFleet(server, fleet, n, { limits: LIMITS, teams: TEAMS, busyEvery: BUSY_EVERY });
    console.error(`${n} exchanges ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const w of WORKERS) {
      for (const bot of BOTS) {
        const result = await run(n, w, bot);
        console.error(
          `  ${bot.label}, N=${n}, ${w} worker(s): ${result.liveReads} reads, p99 late ${percentile(result.late, 99)} ms, load ${result.load}`,
        );
        runs.push(result);
      }
    }
  }
  printRuns(runs, { baseMs: BASE_MS, limits: LIMITS, teams: TEAMS, busyEvery: BUSY_EVERY, warmup: WARMUP });
} finally {
  await redis.quit();
  await slack.close();
  await server.close();
  await rm(dir, { recursive: true, force: true });
}
process.exit(0);
