import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeSlack } from '@centralino/slack-sandbox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freePort, installEnv, startBotProcess } from './bot-process-test-kit.js';

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

it('pnpm bot web on embedded PGlite: refused, saying what to set', async () => {
  const web = startBotProcess('web', installEnv(dir, slack, await freePort()));
  expect(await web.ready).toBe('exited');
  expect(await web.exited).toBe(1);
  expect(web.output()).toContain('only one process can open: set INSTALLATIONS_DATABASE_URL');
}, 20_000);

it('pnpm bot with two of the three OAuth settings: refused, naming the missing one', async () => {
  const { SLACK_STATE_SECRET: _missing, ...env } = installEnv(dir, slack, await freePort());
  const run = startBotProcess('all', env);
  expect(await run.ready).toBe('exited');
  expect(await run.exited).toBe(2);
  expect(run.output()).toContain(
    'SLACK_STATE_SECRET is not set: installing the app in many workspaces needs',
  );
}, 20_000);
