import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { oneCalendar } from './e2e-fixture.js';
import { type PbxServer, startPbxServer } from './e2e-harness.js';
import {
  browse,
  type InstallableBot,
  installThroughBrowser,
  startInstallableBot,
} from './install-e2e-kit.js';

let server: PbxServer;
let apiKey: string;
let bot: InstallableBot | undefined;

beforeAll(async () => {
  server = await startPbxServer();
  ({ apiKey } = await server.createAccount({
    limits: { requests_per_minute: 1000, requests_per_day: 100_000 },
    ...oneCalendar(),
  }));
}, 30_000);
afterAll(() => server.close());
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

/** `/book` from a workspace: the form opens (Bolt's client) and is filled by the worker (the workspace's client). */
async function bookFrom(b: InstallableBot, teamId: string) {
  const sent = await b.agent().sendCommand({ command: '/book', teamId });
  expect(sent.status).toBe(200);
  const opened = await b.slack.waitFor(
    (a) => a.type === 'api_call' && a.call.method === 'views.open' && a.call.status === 200,
    { after: sent.mark, timeoutMs: 5000 },
  );
  const updated = await b.slack.waitFor(
    (a) => a.type === 'api_call' && a.call.method === 'views.update' && a.call.response.ok === true,
    { after: sent.mark, timeoutMs: 5000 },
  );
  return {
    opened: (opened as { call: { teamId?: string } }).call,
    updated: (updated as { call: { teamId?: string } }).call,
  };
}

it('installs two workspaces through the OAuth flow; each is answered with its own token; a replayed or forged state is refused; an uninstalled one is gone, the other untouched', async () => {
  bot = await startInstallableBot({ server, apiKey, installations: { memory: true } });
  const one = await installThroughBrowser(bot, { team: 'T0ONE' });
  const two = await installThroughBrowser(bot, { team: 'T0TWO' });
  expect(one.page.status).toBe(200);
  expect(one.page.body).toContain('Centralino è installato');
  expect(two.page.status).toBe(200);
  const [tokenOne] = bot.slack.oauth.tokensOf('T0ONE');
  const [tokenTwo] = bot.slack.oauth.tokensOf('T0TWO');
  expect(tokenOne?.token).toBeDefined();
  expect(tokenTwo?.token).toBeDefined();

  const fromOne = await bookFrom(bot, 'T0ONE');
  expect(fromOne.opened.teamId).toBe('T0ONE');
  expect(fromOne.updated.teamId).toBe('T0ONE');
  const fromTwo = await bookFrom(bot, 'T0TWO');
  expect(fromTwo.opened.teamId).toBe('T0TWO');
  expect(fromTwo.updated.teamId).toBe('T0TWO');
  // the App Home is published by the process itself (outside Bolt's request), with the workspace's token
  const home = await bot.agent().openHome({ teamId: 'T0TWO' });
  const published = await bot.slack.waitFor(
    (a) => a.type === 'api_call' && a.call.method === 'views.publish',
    {
      after: home.mark,
      timeoutMs: 5000,
    },
  );
  expect((published as { call: { token?: string } }).call.token).toBe(tokenTwo?.token);

  // the same callback again (same code, state and cookie): refused before Slack is asked
  const exchanges = bot.slack.callsOf('oauth.v2.access').length;
  const replay = await browse(one.callback, one.cookie);
  expect(replay.status).toBe(400);
  expect(replay.body).toContain('già stato usato');
  // a state the bot never signed, with a cookie to match
  const forged = new URL(one.callback);
  forged.searchParams.set('state', 'forged.state.value');
  const forgery = await browse(forged.href, 'slack-app-oauth-state=forged.state.value');
  expect(forgery.status).toBe(400);
  expect(bot.slack.callsOf('oauth.v2.access')).toHaveLength(exchanges);
  // "Add to Slack" from the app's settings page carries no state: the flow starts over at /slack/install
  const noState = new URL(one.callback);
  noState.searchParams.delete('state');
  const restart = await browse(noState.href);
  expect(restart.status).toBe(302);
  expect(restart.location).toBe('/slack/install');

  // uninstalled from T0ONE: Slack revokes its tokens and sends app_uninstalled
  bot.slack.oauth.uninstall('T0ONE');
  const ack = await bot.agent().sendEvent({ event: { type: 'app_uninstalled' }, teamId: 'T0ONE' });
  expect(ack.status).toBe(200);
  const store = bot.bots[0]!.installations!;
  const query = (teamId: string) => ({ teamId, enterpriseId: undefined, isEnterpriseInstall: false });
  // events are acked first, handled after
  for (let i = 0; i < 100 && (await store.find(query('T0ONE'))); i++)
    await new Promise((r) => setTimeout(r, 20));
  expect(await store.find(query('T0ONE'))).toBeUndefined();
  expect((await store.find(query('T0TWO')))?.bot?.token).toBe(tokenTwo?.token);
  const refused = await bot.agent().sendCommand({ command: '/book', teamId: 'T0ONE' });
  expect(refused.status).not.toBe(200);
  expect(bot.slack.callsOf('views.open').filter((c) => c.teamId === 'T0ONE')).toHaveLength(1);
  const again = await bookFrom(bot, 'T0TWO');
  expect(again.opened.teamId).toBe('T0TWO');
}, 20_000);
