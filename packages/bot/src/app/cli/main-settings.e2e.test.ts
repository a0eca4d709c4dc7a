import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botEnvNames } from './bot-env.schema.js';

const packageDir = fileURLToPath(new URL('../../..', import.meta.url));

/** Runs `pnpm bot <args>` (tsx src/app/cli/main.ts) with only `env` and waits for it to exit. */
function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/app/cli/main.ts', ...args], {
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

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bot-settings-'));
  await writeFile(
    join(dir, 'bot.yaml'),
    'accounts:\n  - id: main\n    base_url: http://127.0.0.1:9\n    api_key_env: PBX_MAIN_API_KEY\n',
  );
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true, maxRetries: 5 });
});

describe('pnpm bot names every missing or invalid setting in one run', () => {
  it('nothing set, a bad key and a bad log level: all named at once, exit 2', async () => {
    const run = await runCli(['all'], { PBX_KEY_ENCRYPTION_KEY: 'not-a-key', LOG_LEVEL: 'loud' });
    expect(run.code).toBe(2);
    for (const name of ['SLACK_SIGNING_SECRET', 'CENTRALINO_CONFIG', 'SLACK_BOT_TOKEN', 'LOG_LEVEL']) {
      expect(run.stderr).toMatch(new RegExp(`^(error: |\\s+)${name} `, 'm'));
    }
    expect(run.stderr).toMatch(/PBX_KEY_ENCRYPTION_KEY/);
    // the value itself is never echoed
    expect(run.stderr).not.toContain('not-a-key');
  }, 45_000);

  it('empty and blank variables count as unset', async () => {
    const run = await runCli(['all'], {
      SLACK_SIGNING_SECRET: '  ',
      SLACK_BOT_TOKEN: '',
      CENTRALINO_CONFIG: join(dir, 'bot.yaml'),
      REDIS_URL: '',
      PORT: ' ',
      LOG_LEVEL: '',
    });
    expect(run.code).toBe(2);
    const lines = run.stderr.trim().split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^error: SLACK_SIGNING_SECRET is not set /);
    expect(lines[1]).toMatch(/^\s+SLACK_BOT_TOKEN is not set /);
  }, 45_000);

  it('help lists every variable the bot reads', async () => {
    const run = await runCli(['help'], {});
    expect(run.code).toBe(0);
    expect(botEnvNames).toContain('REDIS_KEY_PREFIX');
    for (const name of botEnvNames) expect(run.stdout).toMatch(new RegExp(`\\b${name}\\b`));
  }, 120_000);
});
