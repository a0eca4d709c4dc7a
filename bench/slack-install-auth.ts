/**
 * What an app installed in many workspaces costs per Slack request, in one run:
 * - ack latency of `/pbx help` (answered in the ack, no PBX read), 200 sent one after the other, against the bot
 *   with `SLACK_BOT_TOKEN` (one workspace) and the same bot installed through OAuth (installations in PGlite in
 *   memory, and in PostgreSQL when `BENCH_DATABASE_URL` is set): Bolt's authorize reads the installation each time;
 * - a token about to expire asked for by 2, 5 and 10 callers at once (each its own `InstallationTokens`, as separate
 *   processes would be): refreshes made (1 expected) and the callers' wait p50/max.
 *
 * Run: `pnpm exec tsx bench/slack-install-auth.ts` (2 shared cores: compare the ratios of one run).
 */

import { pino } from 'pino';
import { startBotUnderTest, startPbxServer } from '../packages/bot/src/e2e/e2e-harness.js';
import {
  installThroughBrowser,
  openTestRedis,
  startInstallableBot,
} from '../packages/bot/src/e2e/install-e2e-kit.js';
import { PgInstallationStore } from '../packages/bot/src/tenancy/installations/installation-store.js';
import { InstallationTokens } from '../packages/bot/src/tenancy/installations/installation-tokens.js';
import { openInstallationsDb } from '../packages/bot/src/tenancy/installations/installations-db.js';
import { createThrowawayDatabase } from '../packages/bot/src/tenancy/installations/installations-test-kit.js';
import type { SlackUserAgent } from '../packages/slack-sandbox/src/index.js';
import { FakeSlack } from '../packages/slack-sandbox/src/index.js';
import { latencySummary, ms } from './support/latency-stats.js';

const N = Number(process.env.BENCH_COMMANDS ?? 200);
const pgUrl = process.env.BENCH_DATABASE_URL;

async function acks(agent: SlackUserAgent, teamId?: string): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < 10; i++)
    await agent.sendCommand({ command: '/pbx', text: 'help', ...(teamId ? { teamId } : {}) });
  for (let i = 0; i < N; i++) {
    const t0 = performance.now();
    const sent = await agent.sendCommand({ command: '/pbx', text: 'help', ...(teamId ? { teamId } : {}) });
    out.push(performance.now() - t0);
    if (sent.status !== 200) throw new Error(`ack ${sent.status}`);
  }
  return out;
}

const server = await startPbxServer();
const { apiKey } = await server.createAccount({
  limits: { requests_per_minute: 1000, requests_per_day: 100_000 },
});
const rows: [string, number[]][] = [];

const single = await startBotUnderTest({ server, accounts: [{ id: 'main', apiKey }] });
rows.push(['one workspace (SLACK_BOT_TOKEN)', await acks(single.agent)]);
await single.stop();

const places: [
  string,
  () => Promise<{ where: { url: string } | { memory: true }; drop?: () => Promise<void> }>,
][] = [['OAuth, installations in PGlite', async () => ({ where: { memory: true } })]];
if (pgUrl) {
  places.push([
    'OAuth, installations in PostgreSQL',
    async () => {
      const db = await createThrowawayDatabase(pgUrl);
      return { where: { url: db.url }, drop: db.drop };
    },
  ]);
}
for (const [name, place] of places) {
  const { where, drop } = await place();
  const bot = await startInstallableBot({ server, apiKey, installations: where });
  await installThroughBrowser(bot, { team: 'T0BENCH' });
  rows.push([name, await acks(bot.agent(), 'T0BENCH')]);
  await bot.stop();
  await drop?.();
}

const base = latencySummary(rows[0]![1], 3000);
console.log(`\n/pbx help acks, ${N} one after the other`);
for (const [name, list] of rows) {
  const s = latencySummary(list, 3000);
  console.log(
    `${name.padEnd(36)} p50 ${ms(s.p50).padStart(9)}  p99 ${ms(s.p99).padStart(9)}  max ${ms(s.max).padStart(9)}  p50 ×${(s.p50 / base.p50).toFixed(2)}`,
  );
}

// concurrent refresh of one expiring token
const slack = await FakeSlack.start({
  oauth: { clientId: 'cid', clientSecret: 'cs', redirectUri: 'http://x/cb', tokenExpiresInSeconds: 43_200 },
});
const redis = openTestRedis();
const handle = await openInstallationsDb({ memory: true });
const store = new PgInstallationStore(handle.db);
console.log('\nan expiring token asked for by several callers at once (PGlite)');
for (const callers of [2, 5, 10]) {
  const res = await fetch(`${slack.url}/oauth/v2/authorize?client_id=cid&scope=commands&team=T0R${callers}`, {
    redirect: 'manual',
  });
  const code = new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const grant = (await (
    await fetch(`${slack.apiUrl}oauth.v2.access`, {
      method: 'POST',
      body: new URLSearchParams({ code, client_id: 'cid', client_secret: 'cs' }),
    })
  ).json()) as { access_token: string; refresh_token: string };
  await store.storeInstallation({
    team: { id: `T0R${callers}` },
    enterprise: undefined,
    user: { id: 'U1', token: undefined, scopes: undefined },
    bot: {
      token: grant.access_token,
      refreshToken: grant.refresh_token,
      expiresAt: Math.floor(Date.now() / 1000) + 120,
      scopes: ['commands'],
      id: 'B1',
      userId: 'U0BOT',
    },
    isEnterpriseInstall: false,
    authVersion: 'v2',
  });
  const before = slack.oauth.refreshCount;
  const lockPrefix = `bench-${Date.now()}:slack-refresh`;
  const waits = await Promise.all(
    Array.from({ length: callers }, async () => {
      const tokens = new InstallationTokens({
        store,
        redis,
        lockPrefix,
        clientId: 'cid',
        clientSecret: 'cs',
        apiUrl: slack.apiUrl,
        logger: pino({ level: 'silent' }),
      });
      const t0 = performance.now();
      const got = await tokens.fresh({
        teamId: `T0R${callers}`,
        enterpriseId: undefined,
        isEnterpriseInstall: false,
      });
      return { ms: performance.now() - t0, token: got?.bot?.token };
    }),
  );
  const s = latencySummary(
    waits.map((w) => w.ms),
    3000,
  );
  const distinct = new Set(waits.map((w) => w.token)).size;
  console.log(
    `${String(callers).padStart(2)} callers: refreshes ${slack.oauth.refreshCount - before}, tokens handed out ${distinct}, wait p50 ${ms(s.p50)} max ${ms(s.max)}`,
  );
}
await handle.close();
await redis.quit();
await slack.close();
await server.close();
process.exit(0);
