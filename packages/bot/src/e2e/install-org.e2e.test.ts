import { afterEach, expect, it } from 'vitest';
import { type InstallableBot, installThroughBrowser, startInstallableBot } from './install-e2e-kit.js';

let bot: InstallableBot | undefined;
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

/** A user of workspace `teamId` in org `enterpriseId` opens the Home: Slack sends `app_home_opened`. */
async function openHomeIn(b: InstallableBot, teamId: string, user: string) {
  const sent = await b.agent().sendEvent({
    event: { type: 'app_home_opened', user, channel: `D${user.slice(1)}`, tab: 'home' },
    teamId,
    enterpriseId: 'E0ORG',
    isEnterpriseInstall: true,
  });
  expect(sent.status).toBe(200);
  const published = await b.slack.waitFor(
    (a) => a.type === 'api_call' && a.call.method === 'views.publish' && a.call.args.user_id === user,
    { after: sent.mark, timeoutMs: 5000 },
  );
  return (published as { call: { token?: string; status: number; response: { ok?: unknown } } }).call;
}

it('an Enterprise Grid org install serves every workspace of the org with the org token, until the org uninstalls', async () => {
  // the Home needs no PBX read: the account's API is never called here
  bot = await startInstallableBot({
    server: { url: 'http://127.0.0.1:9' },
    apiKey: 'unused',
    installations: { memory: true },
  });
  const installed = await installThroughBrowser(bot, { enterprise: 'E0ORG' });
  expect(installed.page.status).toBe(200);
  expect(installed.page.body).toContain('Org E0ORG');
  const [org] = bot.slack.oauth.tokensOf('E0ORG');
  expect(org?.isEnterpriseInstall).toBe(true);

  for (const [team, user] of [
    ['T0ORGA', 'U0ALICE01'],
    ['T0ORGB', 'U0BOB0002'],
  ] as const) {
    const call = await openHomeIn(bot, team, user);
    expect(call.token).toBe(org?.token);
    expect(call.response.ok).toBe(true);
  }

  bot.slack.oauth.uninstall('E0ORG');
  const ack = await bot.agent().sendEvent({
    event: { type: 'app_uninstalled' },
    teamId: 'T0ORGA',
    enterpriseId: 'E0ORG',
    isEnterpriseInstall: true,
  });
  expect(ack.status).toBe(200);
  const store = bot.bots[0]!.installations!;
  const query = { teamId: undefined, enterpriseId: 'E0ORG', isEnterpriseInstall: true };
  for (let i = 0; i < 100 && (await store.find(query)); i++) await new Promise((r) => setTimeout(r, 20));
  expect(await store.find(query)).toBeUndefined();
}, 20_000);
