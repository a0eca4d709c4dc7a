/**
 * Ack latency of slash commands under a burst, in one run: 50 concurrent `/queue live`, signed like Slack
 * (`SlackUserAgent` of @centralino/slack-sandbox), against
 * - the bot as in production (`startBot` role `all`: Bolt HTTP receiver + BullMQ worker, real Redis, the real PBX
 *   server in-process over HTTP), which acks "in coda" at once and answers later through `response_url`;
 * - an inline baseline: a minimal Bolt app whose `/queue` handler awaits the PBX client, then `ack()`s the
 *   answer (the same view the bot renders). Two variants: the client's default (a 429 fails at once and the error
 *   is acked), and the client waiting out `Retry-After` (`retry: { rateLimit: true }`).
 * Each variant has its own account at 20 requests/minute. Bolt answers 404 by itself when a handler has not
 * acked after 3 s, and Slack gives up after 3 s, so those acks count as "over 3 s" (and failed).
 *
 * The server's clock runs at real speed but is shifted forward before each burst so that the burst starts 30 s
 * into a server minute: a 429 then says `Retry-After: 30` (with a random phase only bursts in the last ~3 s of a
 * minute would see a shorter wait). A warm-up command per variant is not counted (the inline one pings, which is
 * not rate limited). Everything runs in this one process (2 cores shared with other work: compare the ratios).
 *
 * Run: `pnpm exec tsx bench/bot-ack-latency.ts`. BENCH_COMMANDS overrides the burst size (default 50).
 */
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type {
  App as BoltApp,
  Logger as BoltLogger,
} from '../packages/bot/node_modules/@slack/bolt/dist/index.js';
import {
  answersOf,
  type BotUnderTest,
  type PbxServer,
  SIGNING_SECRET,
  startBotUnderTest,
  startPbxServer,
  waitForAnswer,
} from '../packages/bot/src/e2e/e2e-harness.js';
import { queueLiveListView } from '../packages/bot/src/features/queue/queue-live.view.js';
import { errorView } from '../packages/bot/src/slack/views/notice.view.js';
import { createPbxClient, PbxApiError } from '../packages/client/src/index.js';
import { type CommandResult, SlackUserAgent } from '../packages/slack-sandbox/src/index.js';
import { latencySummary, ms, pct } from './support/latency-stats.js';

const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 50);
const PER_MINUTE = 20;
const SLACK_ACK_LIMIT_MS = 3000;
/** Long enough to see every ack the app sends (Bolt itself gives up at 3 s). */
const MEASURE_TIMEOUT_MS = 30_000;
const MINUTE_MS = 60_000;

const boltRequire = createRequire(new URL('../packages/bot/package.json', import.meta.url));
const { App } = boltRequire('@slack/bolt') as { App: typeof BoltApp };

/** Server clock: real speed, shifted forward on demand. */
let clockOffset = 0;
const serverNow = () => Date.now() + clockOffset;

/** Moves the server clock forward so that now is `second` seconds into a server minute. */
function alignServerClock(second: number): void {
  const now = serverNow();
  const target = Math.ceil(now / MINUTE_MS) * MINUTE_MS + second * 1000;
  clockOffset += target - now - (target - now >= MINUTE_MS ? MINUTE_MS : 0);
}

interface Measured {
  name: string;
  latencies: number[];
  /** HTTP 200 acks carrying the answer (inline) or the "in coda" notice (bot). */
  okAcks: number;
  /** Acks that were not HTTP 200 (Bolt's 404 after 3 s) or never came. */
  failedAcks: number;
  /** Acked in time but the answer is the API's error (429). */
  errorAnswers: number;
  upstream: number;
  upstream429: number;
  note?: string;
}

async function burst(agent: SlackUserAgent): Promise<{ sent: CommandResult[]; latencies: number[] }> {
  const results = await Promise.all(
    Array.from({ length: COMMANDS }, async (_, i) => {
      const started = performance.now();
      const sent = await agent.sendCommand({
        command: '/queue',
        text: 'live',
        userId: `U0BENCH${String(i).padStart(4, '0')}`,
      });
      return { sent, ms: performance.now() - started };
    }),
  );
  return { sent: results.map((r) => r.sent), latencies: results.map((r) => r.ms) };
}

function upstreamOf(server: PbxServer, apiKey: string, from: number) {
  const requests = server.requests.slice(from).filter((r) => r.apiKey === apiKey);
  return { upstream: requests.length, upstream429: requests.filter((r) => r.status === 429).length };
}

async function measureBot(server: PbxServer, bot: BotUnderTest, apiKey: string): Promise<Measured> {
  const agent = new SlackUserAgent({
    slack: bot.slack,
    requestUrl: bot.requestUrl,
    signingSecret: SIGNING_SECRET,
    ackTimeoutMs: MEASURE_TIMEOUT_MS,
  });
  // warm-up on another read (its cache entry is not the one the burst uses)
  await waitForAnswer(bot.slack, await agent.sendCommand({ command: '/queue', text: '' }));
  alignServerClock(30);
  const before = server.requests.length;
  const started = performance.now();
  const { sent, latencies } = await burst(agent);
  const answered = await Promise.all(
    sent.map((s) => waitForAnswer(bot.slack, s, 30_000).then(() => performance.now() - started)),
  );
  const answerSummary = latencySummary(answered, SLACK_ACK_LIMIT_MS);
  const errorAnswers = sent.filter((s) =>
    answersOf(bot.slack, s).some((a) => String(a.payload.text ?? '').startsWith(':warning:')),
  ).length;
  const listener = await bot.bots[0]!.metrics.ackDuration.get();
  const sum = listener.values.find((v) => v.metricName?.endsWith('_sum'))?.value ?? Number.NaN;
  const count = listener.values.find((v) => v.metricName?.endsWith('_count'))?.value ?? Number.NaN;
  return {
    name: 'bot (ack, enqueue)',
    latencies,
    okAcks: sent.filter((s) => s.status === 200).length,
    failedAcks: sent.filter((s) => s.status !== 200).length,
    errorAnswers,
    ...upstreamOf(server, apiKey, before),
    note:
      `answers through response_url after the burst started: p50 ${ms(answerSummary.p50)}, ` +
      `p99 ${ms(answerSummary.p99)}, max ${ms(answerSummary.max)}; ` +
      `listener entry→ack mean ${ms((sum / count) * 1000)} (bot metric, ${count} commands incl. warm-up)`,
  };
}

/** A silent Bolt logger that counts error lines (Bolt logs one per request it had to give up on). */
function quietLogger(): BoltLogger & { errors: number } {
  let level = 'error';
  const logger = {
    errors: 0,
    debug() {},
    info() {},
    warn() {},
    error() {
      logger.errors++;
    },
    setLevel(l: string) {
      level = l;
    },
    getLevel: () => level,
    setName() {},
  };
  return logger as unknown as BoltLogger & { errors: number };
}

async function measureInline(
  server: PbxServer,
  bot: BotUnderTest,
  apiKey: string,
  name: string,
  waitRetryAfter: boolean,
): Promise<Measured> {
  const client = createPbxClient({
    baseUrl: server.url,
    apiKey,
    retry: { rateLimit: waitRetryAfter },
  });
  const aborter = new AbortController();
  const logger = quietLogger();
  const app: BoltApp = new App({
    signingSecret: SIGNING_SECRET,
    token: bot.slack.botToken,
    clientOptions: { slackApiUrl: bot.slack.apiUrl },
    logger,
  });
  let errorAnswers = 0;
  app.command('/queue', async ({ command, ack }) => {
    let reply: { text: string; blocks?: unknown[] };
    try {
      if (command.text === 'warmup') {
        await client.ping({ signal: aborter.signal });
        reply = { text: 'pong' };
      } else {
        const live = await client.queues.live({ signal: aborter.signal });
        reply = queueLiveListView(live.data, 0, 'it');
      }
    } catch (err) {
      errorAnswers++;
      reply = errorView(err instanceof PbxApiError ? err.message : 'Errore inatteso', 'it');
    }
    // after 3 s Bolt has already answered 404: this ack then fails
    await ack({ response_type: 'ephemeral', ...reply } as Parameters<typeof ack>[0]).catch(() => {});
  });
  const started = (await app.start(0)) as { address(): AddressInfo };
  const agent = new SlackUserAgent({
    slack: bot.slack,
    requestUrl: `http://127.0.0.1:${started.address().port}/slack/events`,
    signingSecret: SIGNING_SECRET,
    ackTimeoutMs: MEASURE_TIMEOUT_MS,
  });
  try {
    await agent.sendCommand({ command: '/queue', text: 'warmup' });
    alignServerClock(30);
    const before = server.requests.length;
    const { sent, latencies } = await burst(agent);
    const okAcks = sent.filter((s) => s.status === 200).length;
    return {
      name,
      latencies,
      okAcks,
      failedAcks: sent.length - okAcks,
      errorAnswers,
      ...upstreamOf(server, apiKey, before),
      note: `Bolt logged ${logger.errors} "not acknowledged within 3 seconds" errors`,
    };
  } finally {
    aborter.abort(); // handlers still waiting for Retry-After give up; their acks were already refused
    await app.stop();
  }
}

function report(rows: Measured[]): void {
  const bot = latencySummary(rows[0]!.latencies, SLACK_ACK_LIMIT_MS);
  console.log(
    `\nack latency of ${COMMANDS} concurrent /queue live, account limit ${PER_MINUTE}/min (client-side, signed ` +
      `POST → ack received)`,
  );
  console.log(
    `  ${'variant'.padEnd(34)} ${'p50'.padStart(9)} ${'p99'.padStart(9)} ${'max'.padStart(9)}  >3 s     ` +
      `acks ok/failed  error answers  upstream (429)  p50 ratio  p99 ratio`,
  );
  for (const row of rows) {
    const s = latencySummary(row.latencies, SLACK_ACK_LIMIT_MS);
    console.log(
      `  ${row.name.padEnd(34)} ${ms(s.p50).padStart(9)} ${ms(s.p99).padStart(9)} ${ms(s.max).padStart(9)}  ` +
        `${`${s.over} (${pct(s.overShare)})`.padEnd(8)} ${`${row.okAcks}/${row.failedAcks}`.padStart(9)}  ` +
        `${String(row.errorAnswers).padStart(13)}  ${`${row.upstream} (${row.upstream429})`.padStart(14)}  ` +
        `${`${(s.p50 / bot.p50).toFixed(1)}×`.padStart(9)}  ${`${(s.p99 / bot.p99).toFixed(1)}×`.padStart(9)}`,
    );
  }
  for (const row of rows) if (row.note) console.log(`  ${row.name}: ${row.note}`);
  console.log('  ratio = variant ÷ bot (same run); p99 is nearest-rank (the max with ≤ 100 samples)');
}

async function main(): Promise<void> {
  const server = await startPbxServer({ now: () => new Date(serverNow()) });
  const fixture = {
    limits: { requests_per_minute: PER_MINUTE, requests_per_day: 1000 },
    extensions: [
      { internal_number: '201', description: 'Anna' },
      { internal_number: '202', description: 'Bruno' },
    ],
    queues: [
      { queue_name: 'assistenza', members: [{ extension: '201' }, { extension: '202' }] },
      { queue_name: 'vendite', members: [{ extension: '202' }] },
    ],
  };
  const accounts = await Promise.all([1, 2, 3].map(() => server.createAccount(fixture)));
  for (const { context } of accounts) {
    await server.admin('POST', `/_sim/${context}/queues/assistenza/callers`, { caller_number: '3471234567' });
  }
  const [botAccount, inlineAccount, retryAccount] = accounts as [
    (typeof accounts)[0],
    (typeof accounts)[0],
    (typeof accounts)[0],
  ];
  const bot = await startBotUnderTest({
    server,
    accounts: [{ id: 'main', apiKey: botAccount.apiKey, perMinute: PER_MINUTE }],
  });
  try {
    const rows = [
      await measureBot(server, bot, botAccount.apiKey),
      await measureInline(server, bot, inlineAccount.apiKey, 'inline (429 → error acked)', false),
      await measureInline(server, bot, retryAccount.apiKey, 'inline (waits Retry-After)', true),
    ];
    report(rows);
  } finally {
    await bot.stop();
    await server.close();
  }
}

await main();
