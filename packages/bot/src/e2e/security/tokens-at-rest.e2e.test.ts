import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { KeyCipher } from '../../tenancy/accounts/key-cipher.js';
import { PgInstallationStore } from '../../tenancy/installations/installation-store.js';
import { openInstallationsDb } from '../../tenancy/installations/installations-db.js';
import { createThrowawayDatabase } from '../../tenancy/installations/installations-test-kit.js';
import { richAccount } from '../e2e-fixture.js';
import { type PbxServer, startPbxServer } from '../e2e-harness.js';
import { type InstallableBot, installThroughBrowser, startInstallableBot } from '../install-e2e-kit.js';

/**
 * Issue 29, item 8: Slack bot and refresh tokens at rest. Whoever reads the installations database (a backup, a
 * replica, a leaked dump) must not find a workspace's tokens in clear when an encryption key is configured; rows
 * written in clear by older versions are still read, and written again encrypted on use.
 */

const POSTGRES = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const TEAM = 'T0TOKENS';
const USER = 'U0TOKENS1';

let server: PbxServer;
let database: { url: string; drop: () => Promise<void> };
let bot: InstallableBot | undefined;

beforeAll(async () => {
  server = await startPbxServer();
  database = await createThrowawayDatabase(POSTGRES);
}, 300_000);
afterAll(async () => {
  await server?.close();
  await database?.drop();
});
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

/** The stored row of the workspace, every column as text. */
async function storedRow(): Promise<string> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select bot_token, bot_refresh_token, installation::text as installation from slack_installations where team_id = $1',
      [TEAM],
    );
    expect(rows).toHaveLength(1);
    return JSON.stringify(rows[0]);
  } finally {
    await client.end();
  }
}

/** The Home published for the user after they open it (a call made with the workspace's stored bot token). */
async function homePublished(b: InstallableBot, userId: string): Promise<boolean> {
  await b.agent().openHome({ teamId: TEAM, userId });
  for (let i = 0; i < 400; i++) {
    if (b.slack.views.home(userId)) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return false;
}

it('an installation’s bot and refresh tokens are encrypted in the database; a row an older version wrote in clear is read and written again encrypted', async () => {
  const cipher = new KeyCipher({ current: randomBytes(32) });
  bot = await startInstallableBot({
    server,
    apiKey: (await server.createAccount(richAccount())).apiKey,
    installations: { url: database.url },
    tokenExpiresInSeconds: 12 * 3600,
    connectedAccounts: { cipher },
  });
  const b = bot;
  b.slack.directory.addUser({ id: USER, name: 'tina', tz: 'Europe/Rome' });
  await installThroughBrowser(b, { team: TEAM });
  const [grant] = b.slack.oauth.tokensOf(TEAM);
  expect(grant?.token).toMatch(/^xox/);

  const row = await storedRow();
  expect(row).not.toContain(grant!.token);
  expect(row).not.toMatch(/xox[a-z]-/);
  expect(JSON.parse(row).bot_token).toMatch(/^v1:/);
  expect(JSON.parse(row).bot_refresh_token).toMatch(/^v1:/);
  // the bot still uses them
  expect(await homePublished(b, USER)).toBe(true);

  // an older version wrote the row in clear: still read, and written again encrypted on use
  const handle = await openInstallationsDb({ url: database.url });
  try {
    const plain = new PgInstallationStore(handle.db);
    const secured = new PgInstallationStore(handle.db, { cipher });
    const query = { teamId: TEAM, enterpriseId: undefined, isEnterpriseInstall: false } as const;
    await plain.storeInstallation((await secured.fetchInstallation(query)) as never);
    expect(await storedRow()).toContain(grant!.token);
  } finally {
    await handle.close();
  }
  b.slack.directory.addUser({ id: 'U0TOKENS2', name: 'ugo', tz: 'Europe/Rome' });
  expect(await homePublished(b, 'U0TOKENS2')).toBe(true);
  const again = await storedRow();
  expect(again).not.toContain(grant!.token);
  expect(again).not.toMatch(/xox[a-z]-/);
  expect(b.logs.join('\n')).not.toContain(grant!.token);
}, 180_000);
