import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { pino } from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import { AccountConfig } from '../../core/config/bot-config.schema.js';
import { BotMetrics } from '../../core/ops/metrics.js';
import { BotKeys } from '../../core/redis/keys.js';
import { type PbxServer, startPbxServer, TEST_PBX_ALLOWANCE } from '../../e2e/e2e-harness.js';
import { Coalescer } from '../../pbx/coalesce/coalescer.js';
import { createEgressFetch } from '../../pbx/egress/egress-fetch.js';
import { AccountBudget } from '../../pbx/limiter/account-budget.js';
import { isBudgetDenied } from '../../pbx/limiter/budget-denied-error.js';
import { PbxGateway } from '../../pbx/pbx-gateway.js';
import { ExtensionLinks } from '../../tenancy/links/extension-links.js';
import { type OperationContext, read, UncertainOutcomeError, write } from './operation-context.js';

let server: PbxServer;
let redis: Redis;
let keys: BotKeys;
let coalescer: Coalescer;
let ctx: OperationContext;
let apiKey: string;

beforeAll(async () => {
  // The server counts requests per clock minute: its clock starts 20 s into a minute and runs at real speed, so
  // a test that compares its counts with the bot's never straddles two of its minutes.
  const realStart = Date.now();
  const start = Math.floor(realStart / 60_000) * 60_000 + 20_000;
  server = await startPbxServer({ now: () => new Date(start + (Date.now() - realStart)) });
}, 30_000);
afterAll(async () => {
  await server?.close();
});

beforeEach(async () => {
  ({ apiKey } = await server.createAccount({
    limits: { requests_per_minute: 3, requests_per_day: 10_000 },
    blacklists: [{ name: 'spam' }],
  }));
  redis = new Redis({ host: '127.0.0.1', port: 6379 });
  keys = new BotKeys(`test-opctx-${randomUUID()}`);
  coalescer = new Coalescer(redis, { prefix: keys.coalesce });
  const metrics = new BotMetrics();
  const budget = new AccountBudget(redis, {
    prefix: keys.budget,
    defaults: { perMinute: 3, commandReserveMinute: 0 },
  });
  const account = AccountConfig.parse({ id: 'main', base_url: server.url, api_key_env: 'X' });
  const logger = pino({ level: 'silent' });
  ctx = {
    services: {
      redis,
      keys,
      budget,
      coalescer,
      links: new ExtensionLinks(redis, keys.links, {}),
      metrics,
      waitingCount: async () => 0,
    },
    account,
    gateway: new PbxGateway(account, apiKey, {
      budget,
      metrics,
      logger,
      // the sandbox listens on loopback: the tests' allowance
      fetch: createEgressFetch({ allowance: TEST_PBX_ALLOWANCE }).fetch,
    }),
    userId: 'U1',
    channelId: undefined,
    locale: 'it',
    jobId: randomUUID(),
    hooks: {
      liveQueues: async () => {},
      accountRows: async () => [],
      usage: () => '',
      queueSnapshot: () => undefined,
    },
  };
});

afterEach(async () => {
  await coalescer.close();
  const found = await redis.keys(`${keys.prefix}:*`);
  if (found.length > 0) await redis.del(...found);
  await redis.quit();
});

const calls = (path: string) => server.requests.filter((r) => r.apiKey === apiKey && r.path === path).length;

it('a write that already started once (a job re-run after a crash) is not repeated', async () => {
  await write(ctx, 'addBlacklistNumber', [], (c) => c.blacklists.addNumber('spam', { number: '061111' }));
  await expect(
    write(ctx, 'addBlacklistNumber', [], (c) => c.blacklists.addNumber('spam', { number: '061111' })),
  ).rejects.toBeInstanceOf(UncertainOutcomeError);
  expect(calls('/v1/blacklists/spam/numbers')).toBe(1);
});

it('a write the API refused (4xx) may run again', async () => {
  await expect(
    write(ctx, 'addBlacklistNumber', [], (c) => c.blacklists.addNumber('nope', { number: '061111' })),
  ).rejects.toMatchObject({
    status: 404,
  });
  await expect(
    write(ctx, 'addBlacklistNumber', [], (c) => c.blacklists.addNumber('nope', { number: '061111' })),
  ).rejects.toMatchObject({
    status: 404,
  });
  expect(calls('/v1/blacklists/nope/numbers')).toBe(2);
});

it('only the caller that reaches the API takes a token; when none is left every caller gets the denial', async () => {
  const reads = await Promise.all(
    Array.from({ length: 10 }, () =>
      read(ctx, 'acct:main:blacklists:list', 0, 'listBlacklists', (c) => c.blacklists.list()),
    ),
  );
  expect(reads.every((r) => r.data[0]?.name === 'spam')).toBe(true);
  expect((await ctx.services.budget.snapshot('main')).minute.used).toBe(1);
  await read(ctx, 'acct:main:a', 0, 'listBlacklists', (c) => c.blacklists.list());
  await read(ctx, 'acct:main:b', 0, 'listBlacklists', (c) => c.blacklists.list());
  const denied = await Promise.allSettled(
    Array.from({ length: 5 }, () =>
      read(ctx, 'acct:main:c', 0, 'listBlacklists', (c) => c.blacklists.list()),
    ),
  );
  for (const r of denied) {
    expect(r.status).toBe('rejected');
    expect(isBudgetDenied((r as PromiseRejectedResult).reason)).toBe(true);
  }
  expect(calls('/v1/blacklists')).toBe(3);
});

it('the server’s rate-limit headers correct the shared budget', async () => {
  // another client of the account used 2 requests: the budget learns it from the next response
  for (let i = 0; i < 2; i++)
    await fetch(`${server.url}/v1/blacklists`, { headers: { 'x-api-key': apiKey } });
  await read(ctx, 'acct:main:x', 0, 'listBlacklists', (c) => c.blacklists.list());
  const snap = await ctx.services.budget.snapshot('main');
  expect(snap.limits).toMatchObject({ perMinute: 3, perDay: 10_000, source: 'server' });
  expect(snap.day.used).toBe(3);
  expect(snap.minute.used).toBe(3);
  await expect(
    read(ctx, 'acct:main:y', 0, 'listBlacklists', (c) => c.blacklists.list()),
  ).rejects.toMatchObject({
    name: 'BudgetDeniedError',
  });
});
