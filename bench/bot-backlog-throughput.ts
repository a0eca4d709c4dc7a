/**
 * Upstream throughput of the bot under a backlog, as a share of the account's limit, in one run: 60 concurrent
 * `/blacklist add` (writes: never coalesced, so each is one PBX request) for one account at 20 requests/minute,
 * through the bot as in production (Bolt HTTP receiver + BullMQ workers in two processes sharing one Redis budget,
 * real Redis, the real PBX server in-process over HTTP, fake Slack).
 *
 * Clock speed-up (as in packages/bot/src/e2e/limiter.e2e.test.ts): the server's clock runs 10× faster, so its
 * minute lasts 6 real seconds and the backlog drains in ~20 s instead of ~3 minutes. The bot's window is set
 * to match (`limiter.window_ms` 6000) and its guard scaled like the window (100 ms, the default 1000 ms ÷ 10).
 * Real-time costs (HTTP, Redis, job pick-up) are stretched 10× in server time, so the shares measured here are a
 * slight underestimate of the same bot on a real clock. All times printed are server time.
 *
 * Share of the limit: the limit allows at most L requests per minute, so in any pacing that uses it fully the
 * (i+L)-th request comes 60 s after the i-th (bursts at each minute or evenly spaced alike). Share = 60 s ÷ the
 * gap between request i and request i+L: its median is the steady pace, its mean covers the whole drain
 * (including the switch from the first burst to the paced jobs). Also printed: the per-minute counts the server
 * itself saw, the 429s, and the drain against a reference that keeps the same first L requests and then reuses
 * each token the moment it frees under the bot's own window (60 s + 1 s guard).
 *
 * Run: `pnpm exec tsx bench/bot-backlog-throughput.ts`. BENCH_COMMANDS overrides the backlog (default 60).
 */
import {
  blocksText,
  type PbxServer,
  startBotUnderTest,
  startPbxServer,
  waitForAnswer,
} from '../packages/bot/src/e2e/e2e-harness.js';
import { ms, pct, percentile } from './support/latency-stats.js';

const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 60);
const PER_MINUTE = 20;
const SPEED = 10;
const SERVER_MINUTE_MS = 60_000;
const DEFAULT_GUARD_MS = 1000;
/** The bot's sliding window (window + guard) in server time. */
const BOT_WINDOW_SERVER_MS = SERVER_MINUTE_MS + DEFAULT_GUARD_MS;

const mean = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

const seconds = (serverMs: number) => `${(serverMs / 1000).toFixed(1)} s`;

async function main(): Promise<void> {
  const t0 = Date.now();
  const serverNow = () => t0 + (Date.now() - t0) * SPEED;
  const server: PbxServer = await startPbxServer({ now: () => new Date(serverNow()) });
  const { apiKey } = await server.createAccount({
    limits: { requests_per_minute: PER_MINUTE, requests_per_day: 10_000 },
    blacklists: [{ name: 'spam' }],
  });
  const bot = await startBotUnderTest({
    server,
    accounts: [{ id: 'main', apiKey, perMinute: PER_MINUTE }],
    config: {
      limiter: {
        window_ms: SERVER_MINUTE_MS / SPEED,
        guard_ms: DEFAULT_GUARD_MS / SPEED,
        command_reserve_per_minute: 0,
      },
    },
    extraRoles: ['worker'],
  });
  try {
    const number = (i: number) => `0600000${String(i).padStart(3, '0')}`;
    const startedReal = Date.now();
    const sent = await Promise.all(
      Array.from({ length: COMMANDS }, (_, i) =>
        bot.agent.sendCommand({ command: '/blacklist', text: `add spam ${number(i)} n${i}` }),
      ),
    );
    const answers = await Promise.all(sent.map((s) => waitForAnswer(bot.slack, s, 80_000)));
    const drainedReal = Date.now() - startedReal;
    const added = answers.filter((a, i) => blocksText(a).includes(`Numero *${number(i)}* aggiunto`)).length;

    const upstream = server.requests.filter((r) => r.apiKey === apiKey);
    const times = upstream.map((r) => r.at).sort((a, b) => a - b);
    const refused = upstream.filter((r) => r.status === 429).length;
    const gaps: number[] = [];
    for (let i = 0; i + PER_MINUTE < times.length; i++) gaps.push(times[i + PER_MINUTE]! - times[i]!);
    const meanGap = mean(gaps);
    const medianGap = percentile(
      [...gaps].sort((a, b) => a - b),
      50,
    );
    const perMinute = new Map<number, number>();
    for (const at of times) {
      const minute = Math.floor(at / SERVER_MINUTE_MS);
      perMinute.set(minute, (perMinute.get(minute) ?? 0) + 1);
    }
    const first = Math.min(...perMinute.keys());
    const last = Math.max(...perMinute.keys());
    const counts = Array.from({ length: last - first + 1 }, (_, k) => perMinute.get(first + k) ?? 0);
    const span = times.at(-1)! - times[0]!;
    // reference: the same first L requests, then each token reused the moment it frees (the bot's own window)
    const reference: number[] = [];
    for (let i = 0; i < times.length; i++) {
      reference.push(i < PER_MINUTE ? times[i]! : reference[i - PER_MINUTE]! + BOT_WINDOW_SERVER_MS);
    }
    const referenceSpan = reference.at(-1)! - reference[0]!;
    const lateBy = times.map((t, i) => t - reference[i]!);

    console.log(
      `\nbacklog of ${COMMANDS} writes on one account at ${PER_MINUTE}/min, 2 bot processes, server clock ×${SPEED} ` +
        `(times in server seconds)`,
    );
    console.log(`  answers: ${answers.length}/${COMMANDS} (${added} confirm the number added)`);
    console.log(`  upstream requests: ${upstream.length}, of which 429: ${refused}`);
    console.log(
      `  per server clock minute (as the server counted): [${counts.join(', ')}] (limit ${PER_MINUTE})`,
    );
    console.log(
      `  gap between request i and i+${PER_MINUTE}: mean ${seconds(meanGap)}, median ${seconds(medianGap)}, ` +
        `min ${seconds(Math.min(...gaps))}, max ${seconds(Math.max(...gaps))} (${gaps.length} pairs; 60 s = the ` +
        `limit used fully)`,
    );
    console.log(
      `  share of the limit: ${pct(SERVER_MINUTE_MS / medianGap)} at the steady pace (median pair), ` +
        `${pct(SERVER_MINUTE_MS / meanGap)} over the whole drain (mean pair, ` +
        `${((PER_MINUTE * SERVER_MINUTE_MS) / meanGap).toFixed(1)} requests/min)`,
    );
    console.log(
      `  first → last request: ${seconds(span)}; reusing each token the moment it frees (same first ` +
        `${PER_MINUTE}, bot window ${seconds(BOT_WINDOW_SERVER_MS)}): ${seconds(referenceSpan)} ` +
        `(ratio ${(referenceSpan / span).toFixed(2)}); requests went out ${seconds(mean(lateBy))} later on ` +
        `average, at most ${seconds(Math.max(...lateBy))}`,
    );
    if (process.env.BENCH_VERBOSE) {
      console.log(
        `  request times (server s after the first): ${times.map((t) => ((t - times[0]!) / 1000).toFixed(1)).join(' ')}`,
      );
    }
    console.log(
      `  backlog drained (last answer) after ${ms(drainedReal)} real, ${seconds(drainedReal * SPEED)} server`,
    );
  } finally {
    await bot.stop();
    await server.close();
  }
}

await main();
