import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { RESWEEP_AFTER_MS } from '../../app/runtime/forget-workspace.js';
import { MissedKeys } from '../../feeds/missed/missed-keys.js';
import { NoticeStore } from '../../feeds/missed/notice-store.js';
import { KeyCipher } from '../../tenancy/accounts/key-cipher.js';
import { richAccount } from '../e2e-fixture.js';
import { blocksText, type PbxServer, startPbxServer, waitForAnswer } from '../e2e-harness.js';
import { type InstallableBot, installThroughBrowser, startInstallableBot } from '../install-e2e-kit.js';
import { connectFromSlack, TENANT_ADMIN } from './connected-tenant-kit.js';

/*
 * Issue 29: a workspace that uninstalls the app left its callers' numbers and names (missed-call notices, known
 * contacts) and its rules in Redis after its connected account was deleted.
 */

const TEAM = 'T0ACME001';
const CHANNEL = 'C0OPS0001';
let server: PbxServer;
let bot: InstallableBot | undefined;
let redis: Redis;

beforeAll(async () => {
  server = await startPbxServer();
  redis = new Redis('redis://127.0.0.1:6379');
}, 30_000);
afterAll(async () => {
  await redis.quit();
  await server.close();
});
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

async function accountKeys(prefix: string, accountId: string): Promise<string[]> {
  return (await redis.keys(`${prefix}:*`)).filter((k) => k.includes(`{${accountId}}`));
}

async function until(what: string, check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 600; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never: ${what}`);
}

it('uninstalling deletes the Redis data (rules, notices) of the account nobody else uses', async () => {
  const { apiKey } = await server.createAccount(richAccount());
  bot = await startInstallableBot({
    server,
    apiKey: 'unused',
    installations: { memory: true },
    config: { accounts: [], permissions: { users: [TENANT_ADMIN], usergroups: [] } },
    connectedAccounts: { cipher: new KeyCipher({ current: randomBytes(32) }) },
  });
  bot.slack.directory.addUser({ id: TENANT_ADMIN, name: 'carol', isAdmin: true, tz: 'Europe/Rome' });
  expect((await installThroughBrowser(bot, { team: TEAM })).page.status).toBe(200);
  const b = bot;
  expect(await connectFromSlack(b, TEAM, server.url, apiKey)).toContain('collegato');
  const [connected] = await b.bots[0]!.accounts.connectedStore!.forWorkspace(TEAM);
  const accountId = connected!.id;
  const run = async (command: string, text: string) => {
    const sent = await b
      .agent()
      .sendCommand({ command, text, teamId: TEAM, userId: TENANT_ADMIN, channelId: CHANNEL });
    return blocksText(await waitForAnswer(b.slack, sent, 15_000));
  };
  // a rule, a caller who abandons (a notice), a contact read (known contacts)
  expect(await run('/calls', 'missed add 02 8765 4321')).not.toMatch(/errore|non /i);
  // a notice of a missed call, as the feed writes it (the feed's own timing is tested in missed*.e2e)
  await new NoticeStore(redis, new MissedKeys(b.keyPrefix)).count(
    { id: 'n1', accountId, channel: CHANNEL, ruleId: 'm1' },
    {
      id: 7,
      calldate: '2026-11-26 10:41:45',
      caller_number: '3477770007',
      caller_id: 'Mario Rossi',
      destination: '0287654321',
      status: 'abandoned',
      total_duration: 48,
      call_legs: 1,
    },
  );
  const before = await accountKeys(b.keyPrefix, accountId);
  expect(before.some((k) => k.endsWith(':rules'))).toBe(true);
  expect(before.some((k) => k.includes(':notice:n1'))).toBe(true);

  b.slack.oauth.uninstall(TEAM);
  const uninstalledAt = Date.now();
  const ack = await b.agent().sendEvent({ event: { type: 'app_uninstalled' }, teamId: TEAM });
  expect(ack.status).toBe(200);
  await until(
    'the account disconnected',
    async () => (await b.bots[0]!.accounts.connectedStore!.find(accountId)) === undefined,
  );
  await until(
    'no key of the account left',
    async () => (await accountKeys(b.keyPrefix, accountId)).length === 0,
  );
  // a read in flight during the uninstall may write once more: the second sweep (RESWEEP_AFTER_MS after the
  // first) removes it, and nothing comes back after it
  await new Promise((r) => setTimeout(r, Math.max(0, uninstalledAt + RESWEEP_AFTER_MS + 1000 - Date.now())));
  expect(await accountKeys(b.keyPrefix, accountId)).toEqual([]);
}, 120_000);
