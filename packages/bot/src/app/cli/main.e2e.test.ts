import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FakeSlack } from '@centralino/slack-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = fileURLToPath(new URL('../../..', import.meta.url));
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A port nobody listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Runs `pnpm bot all` as a real process (tsx src/app/cli/main.ts) and waits for it to exit. */
function runBot(
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/app/cli/main.ts', 'all'], {
      cwd: packageDir,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => {
      stdout += d.toString();
    });
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), 40_000);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('pnpm bot when Redis or Slack cannot be reached', () => {
  let dir: string;
  let config: string;
  let slack: FakeSlack;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bot-cli-'));
    config = join(dir, 'bot.yaml');
    await writeFile(
      config,
      'accounts:\n  - id: main\n    base_url: http://127.0.0.1:9\n    api_key_env: PBX_MAIN_API_KEY\n',
    );
    slack = await FakeSlack.start();
  });
  afterAll(async () => {
    await slack.close();
    await rm(dir, { recursive: true, force: true });
  });

  const baseEnv = () => ({
    SLACK_SIGNING_SECRET: 'secret',
    CENTRALINO_CONFIG: config,
    PBX_MAIN_API_KEY: 'key',
    PORT: '0',
    STARTUP_WAIT_SECONDS: '2',
  });

  it('Redis on a closed port: one sentence per try, calm retries, then exit 1 with what to do', async () => {
    const port = await closedPort();
    const started = Date.now();
    const run = await runBot({
      ...baseEnv(),
      SLACK_BOT_TOKEN: slack.botToken,
      SLACK_API_URL: slack.apiUrl,
      REDIS_URL: `redis://user:s3cret@127.0.0.1:${port}`,
    });
    expect(run.code).toBe(1);
    const lines = run.stderr.trim().split('\n');
    expect(lines.at(-1)).toBe(
      `error: Redis is refusing connections at redis://user:***@127.0.0.1:${port} (waited 2 s): start it, or set REDIS_URL to where it runs.`,
    );
    // a try after 1 s, one more before the deadline: no flood, no stack, no JSON, never the password
    expect(lines.length).toBeLessThanOrEqual(4);
    expect(lines[0]).toMatch(
      /^warning: Redis is refusing connections at .*: start it.*Trying again in 1 s\.$/,
    );
    expect(run.stderr + run.stdout).not.toMatch(/s3cret|at TCPConnectWrap|"level"/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  }, 45_000);

  it('a bot token Slack refuses: exit 1 at once, saying where to find the right one', async () => {
    const run = await runBot({
      ...baseEnv(),
      SLACK_BOT_TOKEN: 'xoxb-not-the-right-one',
      SLACK_API_URL: slack.apiUrl,
      REDIS_URL: redisUrl,
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim()).toBe(
      'error: Slack refused SLACK_BOT_TOKEN (invalid_auth): copy the Bot User OAuth Token (xoxb-…) from the Slack app → OAuth & Permissions (reinstall the app if it was revoked).',
    );
  }, 45_000);

  it('Slack on a closed port: retried, then exit 1', async () => {
    const port = await closedPort();
    const run = await runBot({
      ...baseEnv(),
      SLACK_BOT_TOKEN: slack.botToken,
      SLACK_API_URL: `http://127.0.0.1:${port}/api/`,
      REDIS_URL: redisUrl,
    });
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n').at(-1)).toBe(
      `error: Slack is not answering at http://127.0.0.1:${port}/api/ (ECONNREFUSED) (waited 2 s): check the network, or SLACK_API_URL.`,
    );
  }, 45_000);
});
