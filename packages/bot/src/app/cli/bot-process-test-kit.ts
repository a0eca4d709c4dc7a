import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FakeSlack } from '@centralino/slack-sandbox';

const packageDir = fileURLToPath(new URL('../../..', import.meta.url));
export const SIGNING_SECRET = 'cli-signing-secret';

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** `pnpm bot <role>` as a real process; resolves once it logged "bot started" (or exited). */
export function startBotProcess(role: string, env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'src/app/cli/main.ts', role], {
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

/** The environment of an app installed through OAuth against `slack`, its installations in `dir`. */
export const installEnv = (dir: string, slack: FakeSlack, port: number) => ({
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
