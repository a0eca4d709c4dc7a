import { randomBytes } from 'node:crypto';
import type { StoredView } from '@centralino/slack-sandbox';
import { SlackUserAgent } from '@centralino/slack-sandbox';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { resolveConfig } from '../../app/registry/bot-config.js';
import { type RunningBot, startBot } from '../../app/runtime/start-bot.js';
import { createLogger } from '../../core/ops/logger.js';
import { KeyCipher, keyIdOf } from '../../tenancy/accounts/key-cipher.js';
import { createThrowawayDatabase } from '../../tenancy/installations/installations-test-kit.js';
import { richAccount } from '../e2e-fixture.js';
import {
  blocksText,
  type PbxServer,
  REDIS_URL,
  SIGNING_SECRET,
  startPbxServer,
  TEST_PBX_ALLOWANCE,
  waitForAnswer,
} from '../e2e-harness.js';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  type InstallableBot,
  installThroughBrowser,
  STATE_SECRET,
  startInstallableBot,
} from '../install-e2e-kit.js';

/**
 * Issue 29, item 8: one stored row no configured key opens (a key id that is not configured: a restore, a
 * rotation done wrong, a tampered row) must put that one account aside — its admin told once — and never stop
 * the bot at start for every tenant. Before, the bot refused to start.
 */

const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ADMIN_A = 'U0ADMINA1';
const ADMIN_B = 'U0ADMINB1';

let server: PbxServer;
let database: { url: string; drop: () => Promise<void> };
let bot: InstallableBot | undefined;
let second: RunningBot | undefined;

beforeAll(async () => {
  server = await startPbxServer();
  database = await createThrowawayDatabase(POSTGRES);
}, 300_000);
afterAll(async () => {
  await server?.close();
  await database?.drop();
});
afterEach(async () => {
  await second?.stop();
  second = undefined;
  await bot?.stop();
  bot = undefined;
});

async function modalOf(b: InstallableBot, userId: string, callbackId: string): Promise<StoredView> {
  for (let i = 0; i < 400; i++) {
    const view = b.slack.views.current(userId);
    if (view?.view.callback_id === callbackId) return view;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no modal ${callbackId} for ${userId}`);
}

async function connect(b: InstallableBot, who: { teamId: string; userId: string }, key: string) {
  const agent = b.agent();
  await agent.sendCommand({ command: '/pbx', text: 'connect', ...who });
  const form = await modalOf(b, who.userId, 'connect_form');
  const checked = await agent.submitView({
    view: form,
    values: { connect_url: server.url, connect_key: key },
    teamId: who.teamId,
  });
  expect(checked.errors).toBeUndefined();
  await agent.submitView({ view: await modalOf(b, who.userId, 'connect_confirm'), teamId: who.teamId });
}

it('a connected account whose stored key no configured key opens: the bot starts, that account is put aside and its admin told once, the other workspace is served', async () => {
  const cipher = new KeyCipher({ current: randomBytes(32) });
  const config = { accounts: [], worker: { concurrency: 10, notify_after_ms: 3000 } };
  bot = await startInstallableBot({
    server,
    apiKey: 'unused',
    installations: { url: database.url },
    config,
    connectedAccounts: { cipher },
  });
  const b = bot;
  b.slack.directory.addUser({ id: ADMIN_A, name: 'anna', isAdmin: true, tz: 'Europe/Rome' });
  b.slack.directory.addUser({ id: ADMIN_B, name: 'bruno', isAdmin: true, tz: 'Europe/Rome' });
  await installThroughBrowser(b, { team: 'T0AAA' });
  await installThroughBrowser(b, { team: 'T0BBB' });
  const a = await server.createAccount(richAccount());
  const own = await server.createAccount(richAccount());
  await connect(b, { teamId: 'T0AAA', userId: ADMIN_A }, a.apiKey);
  await connect(b, { teamId: 'T0BBB', userId: ADMIN_B }, own.apiKey);
  const store = b.bots[0]!.accounts.connectedStore!;
  const [idA] = (await store.forWorkspace('T0AAA')).map((x) => x.id);

  // A's row now holds a ciphertext of a key this deployment does not have
  const foreign = randomBytes(32);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query('update pbx_accounts set key_ciphertext = $1 where id = $2', [
      new KeyCipher({ current: foreign }).encrypt(a.apiKey, idA!),
      idA,
    ]);
  } finally {
    await client.end();
  }

  // another process of the deployment starts on that database: it must start
  const logs: string[] = [];
  second = await startBot({
    loaded: resolveConfig(config, {}, 'e2e'),
    redisUrl: REDIS_URL,
    slack: {
      signingSecret: SIGNING_SECRET,
      apiUrl: b.slack.apiUrl,
      oauth: {
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        stateSecret: STATE_SECRET,
        installations: { url: database.url },
      },
    },
    logger: createLogger({ level: 'info', destination: { write: (line: string) => void logs.push(line) } }),
    queueName: `e2e-second-${randomBytes(4).toString('hex')}`,
    keyPrefix: b.keyPrefix,
    port: 0,
    pbxAllowance: TEST_PBX_ALLOWANCE,
    connectedAccounts: { cipher },
    role: 'all',
  });
  const agent = new SlackUserAgent({
    slack: b.slack,
    requestUrl: `http://127.0.0.1:${second.port}/slack/events`,
    signingSecret: SIGNING_SECRET,
  });

  // the other workspace is served by it
  const from = server.requests.length;
  const sent = await agent.sendCommand({ command: '/queue', text: '', teamId: 'T0BBB', userId: ADMIN_B });
  expect(blocksText(await waitForAnswer(b.slack, sent))).toContain('assistenza');
  expect(server.requests.slice(from).some((r) => r.apiKey === own.apiKey)).toBe(true);

  // the account put aside: a warning naming it and the key id (never a key), its admin told once
  const warning = logs.find((l) => l.includes(idA!) && l.includes(keyIdOf(foreign)));
  expect(warning).toBeDefined();
  const dms = () =>
    b.slack.callsOf('chat.postMessage').filter((c) => (c.args as { channel?: string }).channel === ADMIN_A);
  for (let i = 0; i < 400 && dms().length === 0; i++) await new Promise((r) => setTimeout(r, 25));
  expect(dms()).toHaveLength(1);
  expect(JSON.stringify(dms()[0]?.args)).toContain(idA!);
  // its workspace's commands do not use the key of another row, nor crash
  const aside = await agent.sendCommand({ command: '/queue', text: '', teamId: 'T0AAA', userId: ADMIN_A });
  expect(aside.status).toBe(200);
  expect(dms()).toHaveLength(1);
  const all = [...logs, ...b.logs].join('\n');
  expect(all).not.toContain(a.apiKey);
  expect(all).not.toContain(own.apiKey);
}, 240_000);
