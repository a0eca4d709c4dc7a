import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeSlack, SlackUserAgent } from '@centralino/slack-sandbox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, installEnv, SIGNING_SECRET, startBotProcess } from './bot-process-test-kit.js';

let dir: string;
let slack: FakeSlack;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bot-install-'));
  await writeFile(
    join(dir, 'bot.yaml'),
    'accounts:\n  - id: main\n    base_url: http://127.0.0.1:9\n    api_key_env: PBX_MAIN_API_KEY\n',
  );
  slack = await FakeSlack.start({ oauth: { clientId: '1.2', clientSecret: 'cli-client-secret' } });
});
afterAll(async () => {
  await slack.close();
  await rm(dir, { recursive: true, force: true });
});

it('pnpm bot with the OAuth settings: installed through /slack/install, the install kept on disk (INSTALLATIONS_DATA_DIR unset: .data/installations next to CENTRALINO_CONFIG, printed in full at start) across a restart', async () => {
  const port = await freePort();
  slack.oauth.redirectUri = `http://127.0.0.1:${port}/slack/oauth_redirect`;
  const { INSTALLATIONS_DATA_DIR: _unset, ...env } = installEnv(dir, slack, port);
  const expected = join(dir, '.data', 'installations');
  const first = startBotProcess('all', env);
  try {
    // a fresh PGlite directory takes a while to create on a loaded machine
    expect(await first.ready, first.output()).toBe('started');
    expect(first.output()).toContain(expected);
    expect((await stat(expected)).isDirectory()).toBe(true);
    const start = await fetch(`http://127.0.0.1:${port}/slack/install`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(authorize.origin + authorize.pathname).toBe(`${slack.url}/oauth/v2/authorize`);
    expect(authorize.searchParams.get('scope')).toBe(
      'commands,chat:write,chat:write.public,im:write,usergroups:read,files:write,users:read',
    );
    authorize.searchParams.set('team', 'T0DISK');
    const consent = await fetch(authorize, { redirect: 'manual' });
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const done = await fetch(consent.headers.get('location') ?? '', { headers: { cookie } });
    expect(done.status).toBe(200);
  } finally {
    await first.stop();
  }
  const second = startBotProcess('all', env);
  try {
    expect(await second.ready, second.output()).toBe('started');
    const agent = new SlackUserAgent({
      slack,
      requestUrl: `http://127.0.0.1:${port}/slack/events`,
      signingSecret: SIGNING_SECRET,
    });
    const home = await agent.openHome({ teamId: 'T0DISK' });
    expect(home.status).toBe(200);
    const published = await slack.waitFor((a) => a.type === 'api_call' && a.call.method === 'views.publish', {
      after: home.mark,
      timeoutMs: 5000,
    });
    expect((published as { call: { teamId?: string } }).call.teamId).toBe('T0DISK');
  } finally {
    await second.stop();
  }
}, 90_000);
