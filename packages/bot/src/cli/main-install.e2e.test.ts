import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FakeSlack, SlackUserAgent } from '@centralino/slack-sandbox';
import { afterAll, beforeAll, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const SIGNING_SECRET = 'cli-signing-secret';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `pnpm bot <role>` as a real process; resolves once it logged "bot started" (or exited). */
function startBot(role: string, env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/cli/main.ts', role], {
    cwd: packageDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<'started' | 'exited'>((resolve) => {
    const onData = (d: Buffer) => {
      output += d.toString();
      if (output.includes('"bot started"')) resolve('started');
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then(() => resolve('exited'));
  });
  return {
    ready,
    exited,
    output: () => output,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

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

const env = (port: number) => ({
  SLACK_SIGNING_SECRET: SIGNING_SECRET,
  SLACK_CLIENT_ID: '1.2',
  SLACK_CLIENT_SECRET: 'cli-client-secret',
  SLACK_STATE_SECRET: 'cli-state-secret-0123456789',
  SLACK_API_URL: slack.apiUrl,
  INSTALLATIONS_DATA_DIR: join(dir, 'installations'),
  CENTRALINO_CONFIG: join(dir, 'bot.yaml'),
  PBX_MAIN_API_KEY: 'key',
  REDIS_KEY_PREFIX: `cli-install-${port}`,
  PORT: String(port),
  STARTUP_WAIT_SECONDS: '5',
});

it('pnpm bot with the OAuth settings: installed through /slack/install, the install kept on disk across a restart', async () => {
  const port = await freePort();
  slack.oauth.redirectUri = `http://127.0.0.1:${port}/slack/oauth_redirect`;
  const first = startBot('all', env(port));
  try {
    expect(await first.ready, first.output()).toBe('started');
    const start = await fetch(`http://127.0.0.1:${port}/slack/install`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(authorize.origin + authorize.pathname).toBe(`${slack.url}/oauth/v2/authorize`);
    expect(authorize.searchParams.get('scope')).toBe(
      'commands,chat:write,chat:write.public,im:write,usergroups:read',
    );
    authorize.searchParams.set('team', 'T0DISK');
    const consent = await fetch(authorize, { redirect: 'manual' });
    const cookie = (start.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const done = await fetch(consent.headers.get('location') ?? '', { headers: { cookie } });
    expect(done.status).toBe(200);
  } finally {
    await first.stop();
  }
  const second = startBot('all', env(port));
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
}, 40_000);

it('pnpm bot web on embedded PGlite: refused, saying what to set', async () => {
  const port = await freePort();
  const web = startBot('web', env(port));
  expect(await web.ready).toBe('exited');
  expect(await web.exited).toBe(1);
  expect(web.output()).toContain('only one process can open: set INSTALLATIONS_DATABASE_URL');
}, 30_000);
