import type { CommandResult } from '@centralino/slack-sandbox';
import { Redis } from 'ioredis';
import { expect, it } from 'vitest';
import { createLogger } from '../core/ops/logger.js';
import { BotMetrics } from '../core/ops/metrics.js';
import { AccountBudget } from '../pbx/limiter/account-budget.js';
import { acquireOrThrow } from '../pbx/limiter/acquire-or-delay.js';
import { BudgetDeniedError } from '../pbx/limiter/budget-denied-error.js';
import { PbxGateway } from '../pbx/pbx-gateway.js';
import {
  answersOf,
  type BotUnderTest,
  blocksText,
  REDIS_URL,
  startPbxServer,
  waitForAnswer,
} from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';
import { maxInAnyWindow } from './window-usage.js';

/**
 * The server's clock runs 10× faster, so its per-minute window lasts 6 real seconds: 60 commands at 20 per
 * window take three windows (~20 s) instead of three minutes. The bot's own window is configured to match
 * (6 s + a 300 ms guard).
 */
const SPEED = 10;
const SERVER_MINUTE_MS = 60_000;
const PER_MINUTE = 20;

let bot: BotUnderTest | undefined;
let serverNow: () => number;

const { server, startBot } = e2eLifecycle(() => {
  const t0 = Date.now();
  serverNow = () => t0 + (Date.now() - t0) * SPEED;
  return { now: () => new Date(serverNow()) };
});

it('60 writes on one account at 20/min with two workers: all answered, no 429, never over the limit; another account is not slowed', async () => {
  const a = await server().createAccount({
    limits: { requests_per_minute: PER_MINUTE, requests_per_day: 1000 },
    blacklists: [{ name: 'spam' }],
  });
  const b = await server().createAccount({
    limits: { requests_per_minute: 100_000, requests_per_day: 1_000_000 },
    queues: [{ queue_name: 'vendite' }],
  });
  bot = await startBot({
    accounts: [
      { id: 'alpha', apiKey: a.apiKey, perMinute: PER_MINUTE },
      { id: 'beta', apiKey: b.apiKey, perMinute: 100_000 },
    ],
    routing: { default_account: 'alpha', channels: { C0BETA001: 'beta' } },
    config: {
      limiter: { window_ms: SERVER_MINUTE_MS / SPEED, guard_ms: 300, command_reserve_per_minute: 0 },
    },
    extraRoles: ['worker'],
  });
  const { agent, slack } = bot;
  const completedBy = bot.bots.map(() => 0);
  bot.bots.forEach((b, i) => {
    b.worker?.on('completed', () => {
      completedBy[i]!++;
    });
  });

  const started = Date.now();
  const sentA: CommandResult[] = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      agent.sendCommand({
        command: '/blacklist',
        text: `add spam 0600000${String(i).padStart(3, '0')} n${i}`,
      }),
    ),
  );
  for (const sent of sentA) expect(sent.status).toBe(200);

  // the second account, asked while the first is saturated, does not wait behind it: its answers are in while
  // the first account's backlog still waits for a later window (no deadline in ms: the order is the claim)
  const sentB = await Promise.all(
    Array.from({ length: 3 }, () =>
      agent.sendCommand({ command: '/queue', text: '', channelId: 'C0BETA001' }),
    ),
  );
  await Promise.all(sentB.map((s) => waitForAnswer(slack, s, 5000)));
  const answeredA = sentA.filter((s) => answersOf(slack, s).length > 0).length;
  expect(answeredA).toBeLessThan(sentA.length);

  const answers = await Promise.all(sentA.map((s) => waitForAnswer(slack, s, 45_000)));
  const elapsed = Date.now() - started;
  for (const [i, answer] of answers.entries()) {
    expect(blocksText(answer)).toContain(`Numero *0600000${String(i).padStart(3, '0')}* aggiunto a *spam*`);
  }

  const upstreamA = server().requests.filter((r) => r.apiKey === a.apiKey);
  expect(upstreamA).toHaveLength(60);
  expect(upstreamA.filter((r) => r.status === 429)).toHaveLength(0);
  const perServerMinute = new Map<number, number>();
  for (const r of upstreamA) {
    const minute = Math.floor(r.at / SERVER_MINUTE_MS);
    perServerMinute.set(minute, (perServerMinute.get(minute) ?? 0) + 1);
  }
  expect(Math.max(...perServerMinute.values())).toBeLessThanOrEqual(PER_MINUTE);
  expect(
    maxInAnyWindow(
      upstreamA.map((r) => r.at),
      SERVER_MINUTE_MS,
    ),
  ).toBeLessThanOrEqual(PER_MINUTE);
  // three windows are needed (how fast the backlog drains is bench/bot-backlog-throughput.ts's, not a test's)
  expect(elapsed).toBeGreaterThan((2 * SERVER_MINUTE_MS) / SPEED);

  if (process.env.E2E_REPORT) {
    console.info({
      elapsed,
      answeredAWhenBWas: answeredA,
      perServerMinute: [...perServerMinute.values()],
      maxSliding: maxInAnyWindow(
        upstreamA.map((r) => r.at),
        SERVER_MINUTE_MS,
      ),
      completedBy,
    });
  }
  // the server holds every number
  // (the backlog drains at the full rate, so this read may have to wait for the account's next token)
  let res = await fetch(`${server().url}/v1/blacklists/spam`, { headers: { 'x-api-key': a.apiKey } });
  if (res.status === 429) {
    await new Promise((r) => setTimeout(r, (Number(res.headers.get('retry-after')) * 1000) / SPEED + 50));
    res = await fetch(`${server().url}/v1/blacklists/spam`, { headers: { 'x-api-key': a.apiKey } });
  }
  expect(((await res.json()) as { data: { numbers_count: number } }).data.numbers_count).toBe(60);

  // users who waited were told their place and an estimate, then told when it ran
  const waited = sentA.filter((s) =>
    slack
      .responseReplies(s.responseUrl.id)
      .some((r) =>
        /In attesa del tuo turno: posizione \d+, attesa stimata circa \d+ s/.test(String(r.payload.text)),
      ),
  );
  expect(waited.length).toBeGreaterThanOrEqual(30);
  for (const s of waited) {
    const texts = slack.responseReplies(s.responseUrl.id).map((r) => String(r.payload.text));
    const running = texts.findIndex((t) => t.includes('Tocca a te'));
    expect(running).toBeGreaterThan(0);
    expect(texts.at(-1)).toContain('aggiunto a *spam*');
    expect(answersOf(slack, s)).toHaveLength(1);
  }
  // both workers (separate connections, one shared budget) did part of the work
  expect(completedBy.every((n) => n > 0)).toBe(true);
}, 60_000);

it('callers of the gateway never put more than the limit in a window of arrivals, even with one request held up', async () => {
  const a = await server().createAccount({ limits: { requests_per_minute: 5, requests_per_day: 1000 } });
  const redis = new Redis(REDIS_URL);
  const budget = new AccountBudget(redis, {
    prefix: `e2e-budget-${a.context}`,
    windowMs: SERVER_MINUTE_MS / SPEED + 300,
    defaults: { perMinute: 5, commandReserveMinute: 0 },
  });
  let sent = 0;
  const gateway = new PbxGateway(
    { id: 'alpha', base_url: server().url } as ConstructorParameters<typeof PbxGateway>[0],
    a.apiKey,
    {
      budget,
      metrics: new BotMetrics(),
      logger: createLogger({ level: 'silent' }),
      // the first request spends 1.5 s (15 s of the server's clock) before it reaches the server
      fetch: async (request) => {
        if (sent++ === 0) await new Promise((r) => setTimeout(r, 1500));
        return fetch(request);
      },
    },
  );
  try {
    // ten callers, each waiting exactly as long as the budget says before asking again
    await Promise.all(
      Array.from({ length: 10 }, async () => {
        for (;;) {
          try {
            const { grant } = await acquireOrThrow(budget, 'alpha', 'command');
            await gateway.call(grant, 'listQueues', (c) => c.queues.list());
            return;
          } catch (error) {
            if (!(error instanceof BudgetDeniedError)) throw error;
            await new Promise((r) => setTimeout(r, error.retryAfterMs));
          }
        }
      }),
    );
  } finally {
    await redis.quit();
  }
  const upstream = server().requests.filter((r) => r.apiKey === a.apiKey);
  expect(upstream).toHaveLength(10);
  expect(upstream.filter((r) => r.status === 429)).toHaveLength(0);
  expect(
    maxInAnyWindow(
      upstream.map((r) => r.at),
      SERVER_MINUTE_MS,
    ),
  ).toBeLessThanOrEqual(5);
}, 30_000);

it('a 429 caused by another client of the account blocks every worker until Retry-After, then the commands run', async () => {
  // a server of its own on a real-speed clock set 56 s into a minute: the other client's burst is refused for
  // about 4 s (Retry-After), long enough that no request in flight can cross into the next minute unnoticed
  let offset = 0;
  const realTime = await startPbxServer({ now: () => new Date(Date.now() + offset) });
  const a = await realTime.createAccount({
    limits: { requests_per_minute: 5, requests_per_day: 1000 },
    queues: [{ queue_name: 'assistenza' }],
  });
  offset = 56_000 - (Date.now() % SERVER_MINUTE_MS);
  bot = await startBot({
    server: realTime,
    accounts: [{ id: 'alpha', apiKey: a.apiKey, perMinute: 5 }],
    config: {
      limiter: { window_ms: SERVER_MINUTE_MS / SPEED, guard_ms: 300, command_reserve_per_minute: 0 },
    },
    extraRoles: ['worker'],
  });
  // another system uses up the account's minute near its end (server clock), so Retry-After is short
  offset = 56_000 - (Date.now() % SERVER_MINUTE_MS);
  for (let i = 0; i < 5; i++) {
    await fetch(`${realTime.url}/v1/queue`, { headers: { 'x-api-key': a.apiKey } });
  }
  const before = realTime.requests.length;
  const sent = await Promise.all(
    ['', 'assistenza', 'live'].map((text) => bot!.agent.sendCommand({ command: '/queue', text })),
  );
  const answers = await Promise.all(sent.map((s) => waitForAnswer(bot!.slack, s, 20_000)));
  expect(blocksText(answers[0]!)).toContain('assistenza');
  expect(blocksText(answers[1]!)).toContain('Statistiche di oggi');
  const fromBot = realTime.requests.slice(before).filter((r) => r.apiKey === a.apiKey);
  // the requests already in flight learned of the block; after it nothing reached the server until Retry-After
  const refused = fromBot.filter((r) => r.status === 429);
  const served = fromBot.filter((r) => r.status === 200);
  expect(refused.length).toBeGreaterThanOrEqual(1);
  expect(refused.length).toBeLessThanOrEqual(3);
  expect(served).toHaveLength(3);
  const firstRefusal = Math.min(...refused.map((r) => r.realAt));
  const retryAfterMs = Number(refused[0]!.retryAfter) * 1000;
  expect(Math.max(...refused.map((r) => r.realAt))).toBeLessThan(Math.min(...served.map((r) => r.realAt)));
  expect(Math.min(...served.map((r) => r.realAt)) - firstRefusal).toBeGreaterThanOrEqual(retryAfterMs - 100);
  const metrics = await bot.bots[0]!.metrics.registry.getSingleMetricAsString(
    'centralino_bot_upstream_429_total',
  );
  const metrics2 = await bot.bots[1]!.metrics.registry.getSingleMetricAsString(
    'centralino_bot_upstream_429_total',
  );
  const counted = [...`${metrics}\n${metrics2}`.matchAll(/account="alpha"\} (\d+)/g)].reduce(
    (n, m) => n + Number(m[1]),
    0,
  );
  expect(counted).toBe(refused.length);
  await bot.stop();
  bot = undefined;
  await realTime.close();
}, 40_000);
