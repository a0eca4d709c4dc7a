import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { richAccount } from '../e2e-fixture.js';
import { METRICS_TOKEN, type PbxServer, startPbxServer } from '../e2e-harness.js';
import type { InstallableBot } from '../install-e2e-kit.js';
import { connectFromSlack, memberRuns, startTenantBot } from './connected-tenant-kit.js';

/*
 * Issue 29, item 3: anyone who can reach the Slack port (it is public: Slack must reach it) asked `/metrics` and
 * read every tenant's connected account id (the exchange's name in clear) and how busy it is.
 */

const TEAM = 'T0ACME001';
let server: PbxServer;
let bot: InstallableBot | undefined;

beforeAll(async () => {
  server = await startPbxServer();
}, 30_000);
afterAll(() => server.close());
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

it('GET /metrics without the token is refused and names no account; with it, connected accounts are opaque labels', async () => {
  const { apiKey } = await server.createAccount(richAccount());
  bot = await startTenantBot({ server, teamId: TEAM, encryptionKey: randomBytes(32) });
  expect(await connectFromSlack(bot, TEAM, server.url, apiKey)).toContain('collegato');
  expect(await memberRuns(bot, TEAM, '/queue')).toContain('assistenza');
  const [connected] = await bot.bots[0]!.accounts.connectedStore!.forWorkspace(TEAM);
  const accountId = connected!.id;
  const exchangeName = accountId.replace(/-[0-9a-f]+$/, '');
  const secretsOf = (text: string) =>
    [accountId, exchangeName, TEAM, apiKey].filter((s) => text.toLowerCase().includes(s.toLowerCase()));

  const metricsUrl = `${bot.url}/metrics`;
  const anonymous = await fetch(metricsUrl);
  const anonymousBody = await anonymous.text();
  expect([401, 404]).toContain(anonymous.status);
  expect(secretsOf(anonymousBody)).toEqual([]);
  for (const authorization of [
    'Bearer wrong-token-0123456789',
    `Basic ${METRICS_TOKEN}`,
    METRICS_TOKEN,
    'Bearer ',
  ]) {
    const res = await fetch(metricsUrl, { headers: { authorization } });
    expect([401, 404], authorization).toContain(res.status);
    expect(await res.text()).not.toContain('centralino_bot_');
  }

  const scraped = await fetch(metricsUrl, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(scraped.status).toBe(200);
  const metrics = await scraped.text();
  // the connected account's activity is there, under a label that says nothing about it
  const label =
    /centralino_bot_upstream_duration_seconds_count\{account="([^"]+)",operation="[^"]+",status="ok"\} \d+/.exec(
      metrics,
    )?.[1];
  expect(label).toMatch(/^acct-[0-9a-f]{12}$/);
  expect(secretsOf(metrics)).toEqual([]);
  // the same account keeps its label across scrapes (a time series per account)
  const again = await (
    await fetch(metricsUrl, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })
  ).text();
  expect(again).toContain(`account="${label}"`);

  // the public health check says the bot is up, and nothing about the tenants
  const health = await fetch(`${bot.url}/healthz`);
  expect(health.status).toBe(200);
  expect(secretsOf(await health.text())).toEqual([]);
}, 60_000);
