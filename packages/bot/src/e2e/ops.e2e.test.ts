import { Redis } from 'ioredis';
import { expect, it } from 'vitest';
import { resolveConfig } from '../app/registry/bot-config.js';
import { startBot } from '../app/runtime/start-bot.js';
import { createLogger } from '../core/ops/logger.js';
import {
  answersOf,
  type BotUnderTest,
  blocksText,
  METRICS_TOKEN,
  REDIS_URL,
  waitForAnswer,
} from './e2e-harness.js';
import { e2eLifecycle } from './e2e-lifecycle.js';

let bot: BotUnderTest | undefined;

const { server, startBot: startTestBot } = e2eLifecycle();

/** What Prometheus sends: the deployment's metrics token. */
const withToken = { headers: { authorization: `Bearer ${METRICS_TOKEN}` } };

const account = () =>
  server().createAccount({
    limits: { requests_per_minute: 1000, requests_per_day: 100_000 },
    queues: [{ queue_name: 'assistenza' }],
  });

it('GET /healthz checks Redis and every account; GET /metrics (with its token) reports jobs, budget, latency, 429s, Slack posts', async () => {
  const { apiKey } = await account();
  const dead = { id: 'dead', apiKey: 'pbx_nothing', baseUrl: 'http://127.0.0.1:9' };
  bot = await startTestBot({ accounts: [{ id: 'main', apiKey }] });
  const base = `http://127.0.0.1:${bot.bots[0]!.port}`;
  const healthy = await fetch(`${base}/healthz`);
  expect(healthy.status).toBe(200);
  expect(await healthy.json()).toEqual({ ok: true, redis: 'ok', accounts: { ok: 1, unreachable: 0 } });
  const detailed = await fetch(`${base}/healthz`, withToken);
  expect(await detailed.json()).toEqual({ ok: true, redis: 'ok', accounts: { main: 'ok' } });

  await waitForAnswer(bot.slack, await bot.agent.sendCommand({ command: '/queue' }));
  const metrics = await (await fetch(`${base}/metrics`, withToken)).text();
  expect(metrics).toMatch(/centralino_bot_jobs_waiting\{account="main"\} 0/);
  expect(metrics).toMatch(/centralino_bot_budget_remaining\{account="main",window="minute"\} \d+/);
  expect(metrics).toMatch(
    /centralino_bot_upstream_duration_seconds_count\{account="main",operation="listQueues",status="ok"\} 1/,
  );
  expect(metrics).toContain('# TYPE centralino_bot_upstream_429_total counter');
  expect(metrics).toMatch(/centralino_bot_slack_posts_total\{method="response_url",outcome="ok"\} 1/);
  expect(metrics).toMatch(/centralino_bot_ack_duration_seconds_count\{command="\/queue"\} 1/);
  await bot.stop();

  // an account whose API cannot be reached makes the bot unhealthy
  bot = await startTestBot({ accounts: [{ id: 'main', apiKey }, dead] });
  const unhealthy = await fetch(`http://127.0.0.1:${bot.bots[0]!.port}/healthz`);
  expect(unhealthy.status).toBe(503);
  expect(await unhealthy.json()).toEqual({ ok: false, redis: 'ok', accounts: { ok: 1, unreachable: 1 } });
  const why = await fetch(`http://127.0.0.1:${bot.bots[0]!.port}/healthz`, withToken);
  expect(await why.json()).toEqual({
    ok: false,
    redis: 'ok',
    accounts: { main: 'ok', dead: 'unreachable' },
  });
}, 30_000);

it('the worker role serves /healthz and /metrics on its own port', async () => {
  const { apiKey } = await account();
  const loaded = resolveConfig(
    { accounts: [{ id: 'main', base_url: 'http://127.0.0.1:9', api_key_env: 'K' }] },
    { K: apiKey },
  );
  const queueName = `e2e-worker-${Date.now()}`;
  const worker = await startBot({
    role: 'worker',
    loaded,
    redisUrl: REDIS_URL,
    slack: { signingSecret: 'x', botToken: 'xoxb-x', apiUrl: 'http://127.0.0.1:9/api/' },
    port: 0,
    logger: createLogger({ level: 'silent' }),
    queueName,
    keyPrefix: `e2e-worker-${Date.now()}`,
    metricsToken: METRICS_TOKEN,
  });
  try {
    const res = await fetch(`http://127.0.0.1:${worker.port}/healthz`);
    expect(res.status).toBe(503); // port 9 answers nobody
    expect(await res.json()).toEqual({ ok: false, redis: 'ok', accounts: { ok: 0, unreachable: 1 } });
    expect((await fetch(`http://127.0.0.1:${worker.port}/metrics`)).status).toBe(401);
    expect(await (await fetch(`http://127.0.0.1:${worker.port}/metrics`, withToken)).text()).toContain(
      'centralino_bot_jobs_active',
    );
    expect(worker.app).toBeUndefined();
  } finally {
    await worker.stop();
    const redis = new Redis(REDIS_URL);
    const left = await redis.keys(`bull:${queueName}:*`);
    if (left.length > 0) await redis.del(...left);
    await redis.quit();
  }
}, 30_000);

it('stopping lets the running job finish and answer', async () => {
  const { apiKey } = await account();
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started = 0;
  bot = await startTestBot({
    accounts: [{ id: 'main', apiKey }],
    pbxFetch: async (request) => {
      started++;
      await gate;
      return fetch(request);
    },
  });
  const sent = await bot.agent.sendCommand({ command: '/queue' });
  while (started === 0) await new Promise((r) => setTimeout(r, 10));
  const stopping = bot.stop();
  let stopped = false;
  void stopping.then(() => {
    stopped = true;
  });
  await new Promise((r) => setTimeout(r, 200));
  expect(stopped).toBe(false); // waiting for the running job
  release();
  await stopping;
  expect(blocksText(answersOf(bot.slack, sent)[0]!)).toContain('assistenza');
  bot = undefined;
}, 30_000);
