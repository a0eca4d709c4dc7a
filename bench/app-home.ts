/**
 * The App Home's cost and speed, in one run: the same bot (real Redis, the real PBX server in-process over HTTP,
 * fake Slack) watching one account's queues with an alert rule, first with nobody looking at the Home, then with
 * N users (default 50) who opened it. Prints the PBX reads per minute in each phase (the Home must add none), the
 * `views.publish` calls per minute (Slack's Tier 4 allows 100+ per workspace), and how long after a read of the
 * queues the Homes were republished (from the PBX's answer to the `views.publish` call, p50/p90/max, with 5
 * viewers and a read every 5 s, within the pace). The alerts read every second in the first two phases (a busy
 * queue): a minute holds many more samples than Slack lets the bot publish, so the pace (90 a minute) shows.
 *
 * Run: `pnpm exec tsx bench/app-home.ts`. BENCH_VIEWERS (default 50), BENCH_SECONDS per phase (default 30).
 */

import { richAccount } from '../packages/bot/src/e2e/e2e-fixture.js';
import { type PbxServer, startBotUnderTest, startPbxServer } from '../packages/bot/src/e2e/e2e-harness.js';
import { ms, percentile } from './support/latency-stats.js';

const VIEWERS = Number(process.env.BENCH_VIEWERS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 30);
const sleep = (t: number) => new Promise((resolve) => setTimeout(resolve, t));

interface Phase {
  viewers: number;
  reads: number;
  liveReads: number;
  publishes: number;
  delays: number[];
}

async function phase(
  server: PbxServer,
  viewers: number,
  intervalMs: number,
  warmupMs: number,
): Promise<Phase> {
  const { context, apiKey } = await server.createAccount(richAccount());
  await server.admin('POST', `/_sim/${context}/queues/assistenza/callers`, { caller_number: '3471234567' });
  const bot = await startBotUnderTest({
    server,
    accounts: [{ id: 'main', apiKey, perMinute: 100_000 }],
    config: { alerts: { base_interval_ms: intervalMs, clear_after_ms: 1200, unreachable_after_ms: 1200 } },
  });
  try {
    await bot.agent.sendCommand({
      command: '/queue',
      text: 'alert add assistenza waiting>=1',
      channelId: 'C0BENCH01',
    });
    for (let i = 0; i < viewers; i++)
      await bot.agent.openHome({ userId: `U0VIEW${String(i).padStart(4, '0')}` });
    await sleep(warmupMs); // the first reads, and the openings' publishes paid back to the pace
    const from = Date.now();
    const mine = () => server.requests.filter((r) => r.apiKey === apiKey && r.realAt >= from);
    const callsFrom = bot.slack.calls.length;
    await sleep(SECONDS * 1000);
    const until = Date.now();
    const requests = mine().filter((r) => r.realAt < until);
    const live = requests.filter((r) => r.path === '/v1/queue/live').map((r) => r.realAt);
    const publishes = bot.slack.calls
      .slice(callsFrom)
      .filter((c) => c.method === 'views.publish' && c.at < until);
    const delays = publishes.flatMap((c) => {
      const read = live.filter((t) => t <= c.at).at(-1);
      return read === undefined ? [] : [c.at - read];
    });
    return { viewers, reads: requests.length, liveReads: live.length, publishes: publishes.length, delays };
  } finally {
    await bot.stop();
  }
}

const server = await startPbxServer();
try {
  // 90 publishes a minute: N openings at once are paid back before measuring
  const payback = Math.ceil((VIEWERS / 90) * 60_000) + 2000;
  const quiet = await phase(server, 0, 1000, payback);
  const watched = await phase(server, VIEWERS, 1000, payback);
  // a read every 5 s and 5 viewers: within the pace, every read that changes the Home is published
  const latency = await phase(server, 5, 5000, 4000);
  const perMinute = (n: number) => ((n * 60) / SECONDS).toFixed(1);
  const sorted = [...latency.delays].sort((a, b) => a - b);
  console.log(`App Home, ${SECONDS} s per phase, alerts reading every second (latency: every 5 s)`);
  for (const p of [quiet, watched, latency]) {
    console.log(
      `  ${String(p.viewers).padStart(3)} viewers: PBX reads ${perMinute(p.reads)}/min (queue/live ${perMinute(p.liveReads)}/min), views.publish ${perMinute(p.publishes)}/min`,
    );
  }
  console.log(
    `  extra PBX reads with ${VIEWERS} viewers: ${watched.reads - quiet.reads} (ratio ${(watched.reads / Math.max(quiet.reads, 1)).toFixed(2)})`,
  );
  console.log(
    `  read → Home republished (5 viewers): p50 ${ms(percentile(sorted, 50))}, p90 ${ms(percentile(sorted, 90))}, max ${ms(sorted.at(-1) ?? Number.NaN)} (${sorted.length} publishes)`,
  );
} finally {
  await server.close();
}
process.exit(0);
