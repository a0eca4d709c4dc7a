/**
 * Upstream use of the account's limit while the bot works through a backlog, in one run, for two backlogs on one
 * account at 20 requests/minute, through the bot as in production (Bolt HTTP receiver + BullMQ workers in two
 * processes sharing one Redis budget, real Redis, the real PBX server in-process over HTTP, fake Slack):
 *   - write-only: 60 concurrent `/blacklist add` (never coalesced, one PBX request each);
 *   - mixed: 20 writes at once, then a line of 30 identical `/queue` (one request answers them all, the rest
 *     come from the cache), 15 distinct `/queue <name>` and 25 more writes (the shape of
 *     packages/bot/src/e2e/backlog.e2e.test.ts).
 *
 * Clock speed-up (as in the e2e tests): the server's clock runs 10× faster, so its minute lasts 6 real seconds.
 * The bot's window is set to match (`limiter.window_ms` 6000) and its guard scaled like the window (100 ms, the
 * default 1000 ms ÷ 10). Real-time costs (HTTP, Redis, job pick-up, the server's own work) are stretched 10× in
 * server time, so the shares measured here are an underestimate of the same bot on a real clock. All times
 * printed are server time.
 *
 * Per-window usage: consecutive 60 s windows from the first request, each full one (ending before the last
 * request, so a backlog waited through all of it) as a share of the limit. Share of the limit at the steady
 * pace: 60 s ÷ the gap between request i and request i+L (the (i+L)-th request can come no earlier than one
 * window after the i-th); its median is the steady pace, its mean covers the whole drain. The bot's own window
 * is 61 s (the guard), so 98 % is the most it can use.
 *
 * Run: `pnpm exec tsx bench/bot-backlog-throughput.ts`. BENCH_VERBOSE=1 prints every request time.
 */
import {
  type BacklogShape,
  backlogAccount,
  backlogRequests,
  sendBacklog,
} from '../packages/bot/src/e2e/backlog-scenario.js';
import {
  blocksText,
  type PbxServer,
  startBotUnderTest,
  startPbxServer,
  waitForAnswer,
} from '../packages/bot/src/e2e/e2e-harness.js';
import { maxInAnyWindow, windowUsage } from '../packages/bot/src/e2e/window-usage.js';
import { ms, pct, percentile } from './support/latency-stats.js';

const PER_MINUTE = 20;
const SPEED = 10;
const SERVER_MINUTE_MS = 60_000;

const BACKLOGS: Array<{ name: string; shape: BacklogShape }> = [
  { name: 'write-only', shape: { perMinute: PER_MINUTE, identical: 0, queues: 0, writes: 60 } },
  { name: 'mixed', shape: { perMinute: PER_MINUTE, identical: 30, queues: 15, writes: 45 } },
];

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const seconds = (serverMs: number) => `${(serverMs / 1000).toFixed(1)} s`;

async function runBacklog(server: PbxServer, name: string, shape: BacklogShape): Promise<void> {
  const { apiKey } = await server.createAccount(backlogAccount(shape));
  const bot = await startBotUnderTest({
    server,
    accounts: [{ id: 'main', apiKey, perMinute: PER_MINUTE }],
    config: {
      limiter: { window_ms: SERVER_MINUTE_MS / SPEED, guard_ms: 100, command_reserve_per_minute: 0 },
    },
    extraRoles: ['worker'],
  });
  try {
    const startedReal = Date.now();
    const commands = await sendBacklog(bot.agent, shape);
    const answers = await Promise.all(commands.map((c) => waitForAnswer(bot.slack, c.sent, 120_000)));
    const drainedReal = Date.now() - startedReal;
    const right = answers.filter((a, i) => blocksText(a).includes(commands[i]!.expected)).length;

    const upstream = server.requests.filter((r) => r.apiKey === apiKey);
    const times = upstream.map((r) => r.at).sort((a, b) => a - b);
    const refused = upstream.filter((r) => r.status === 429).length;
    const usage = windowUsage(times, SERVER_MINUTE_MS);
    const gaps: number[] = [];
    for (let i = 0; i + PER_MINUTE < times.length; i++) gaps.push(times[i + PER_MINUTE]! - times[i]!);
    const medianGap = percentile(
      [...gaps].sort((a, b) => a - b),
      50,
    );

    console.log(`\n${name} backlog: ${commands.length} commands, ${backlogRequests(shape)} requests needed`);
    console.log(`  answers: ${answers.length}/${commands.length} (${right} as expected)`);
    console.log(
      `  upstream requests: ${upstream.length}, of which 429: ${refused}; most in any 60 s: ` +
        `${maxInAnyWindow(times, SERVER_MINUTE_MS)} (limit ${PER_MINUTE})`,
    );
    console.log(
      `  per full 60 s window from the first request: [${usage.join(', ')}] = ` +
        `[${usage.map((n) => pct(n / PER_MINUTE)).join(', ')}] of the limit; lowest ` +
        `${pct(Math.min(...usage) / PER_MINUTE)}`,
    );
    console.log(
      `  share of the limit: ${pct(SERVER_MINUTE_MS / medianGap)} at the steady pace (median gap i → i+` +
        `${PER_MINUTE}: ${seconds(medianGap)}), ${pct(SERVER_MINUTE_MS / mean(gaps))} over the whole drain`,
    );
    if (process.env.BENCH_VERBOSE) {
      console.log(
        `  request times (server s after the first): ${times.map((t) => ((t - times[0]!) / 1000).toFixed(1)).join(' ')}`,
      );
    }
    console.log(
      `  first → last request ${seconds(times.at(-1)! - times[0]!)}; backlog drained after ${ms(drainedReal)} ` +
        `real, ${seconds(drainedReal * SPEED)} server`,
    );
  } finally {
    await bot.stop();
  }
}

async function main(): Promise<void> {
  const t0 = Date.now();
  const server = await startPbxServer({ now: () => new Date(t0 + (Date.now() - t0) * SPEED) });
  console.log(
    `backlogs on one account at ${PER_MINUTE}/min, 2 bot processes, server clock ×${SPEED} (server time)`,
  );
  try {
    for (const { name, shape } of BACKLOGS) await runBacklog(server, name, shape);
  } finally {
    await server.close();
  }
}

await main();
