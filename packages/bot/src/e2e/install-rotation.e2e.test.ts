import pg from 'pg';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { createThrowawayDatabase } from '../tenancy/installations/installations-test-kit.js';
import { type PbxServer, startPbxServer } from './e2e-harness.js';
import { type InstallableBot, installThroughBrowser, startInstallableBot } from './install-e2e-kit.js';

const serverUrl = process.env.TEST_DATABASE_URL;
let server: PbxServer;
let apiKey: string;
let bot: InstallableBot | undefined;

beforeAll(async () => {
  server = await startPbxServer();
  ({ apiKey } = await server.createAccount({
    limits: { requests_per_minute: 1000, requests_per_day: 100_000 },
  }));
}, 30_000);
afterAll(() => server.close());
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

it('a web process on embedded PGlite is refused: PGlite is one process only', async () => {
  await expect(
    startInstallableBot({ server, apiKey, installations: { memory: true }, roles: ['web'] }),
  ).rejects.toThrow(/only one process can open: set INSTALLATIONS_DATABASE_URL/);
});

it.skipIf(!serverUrl)(
  'two processes on one PostgreSQL: a token about to expire is refreshed once, both use the new one',
  async () => {
    const database = await createThrowawayDatabase(serverUrl!);
    try {
      bot = await startInstallableBot({
        server,
        apiKey,
        installations: { url: database.url },
        roles: ['all', 'all'],
        tokenExpiresInSeconds: 12 * 3600,
      });
      const installed = await installThroughBrowser(bot, { team: 'T0ONE' });
      expect(installed.page.status).toBe(200);
      const [first] = bot.slack.oauth.tokensOf('T0ONE');
      // eleven hours and a bit later: five minutes left
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      await db.query('update slack_installations set bot_token_expires_at = $1', [
        Math.floor(Date.now() / 1000) + 300,
      ]);
      await db.end();

      const mark = bot.slack.mark();
      const [a, b] = await Promise.all([
        bot.agent(0).openHome({ teamId: 'T0ONE', userId: 'U0ALICE01' }),
        bot.agent(1).openHome({ teamId: 'T0ONE', userId: 'U0BOB0002' }),
      ]);
      expect([a.status, b.status]).toEqual([200, 200]);
      for (const user of ['U0ALICE01', 'U0BOB0002']) {
        await bot.slack.waitFor(
          (x) => x.type === 'api_call' && x.call.method === 'views.publish' && x.call.args.user_id === user,
          { after: mark, timeoutMs: 8000 },
        );
      }
      expect(bot.slack.oauth.refreshCount).toBe(1);
      const tokens = bot.slack.oauth.tokensOf('T0ONE').map((g) => g.token);
      expect(tokens).toHaveLength(2);
      expect(tokens[0]).toBe(first?.token);
      const publishes = bot.slack.callsOf('views.publish');
      expect(new Set(publishes.map((c) => c.token))).toEqual(new Set([tokens[1]]));
      expect(
        (
          await bot.bots[1]!.installations!.find({
            teamId: 'T0ONE',
            enterpriseId: undefined,
            isEnterpriseInstall: false,
          })
        )?.bot?.token,
      ).toBe(tokens[1]);
    } finally {
      await bot?.stop();
      bot = undefined;
      await database.drop();
    }
  },
  20_000,
);
