/**
 * The fleet of `many-accounts.ts`: N exchanges on the sandbox server, the bot's configuration watching each of
 * them (an alert rule on a queue and a missed-call rule, in channels of several workspaces), and the bot's
 * worker processes started from its CLI as in production (`src/app/cli/main.ts worker`).
 */

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { richAccount } from '../../packages/bot/src/e2e/e2e-fixture.js';
import type { PbxServer } from '../../packages/bot/src/e2e/e2e-harness.js';

/** This repository's bot package (the one measured unless another checkout's is given). */
export const BOT_DIR = fileURLToPath(new URL('../../packages/bot', import.meta.url));

export interface FleetAccount {
  id: string;
  context: string;
  apiKey: string;
  /** The workspace (team id) whose channels watch this account. */
  team: string;
  alertChannel: string;
  missedChannel: string;
}

export interface Limits {
  perMinute: number;
  perDay: number;
}

/** Above richAccount's random ids (1,000 to 1,001,000). */
const ID_BASE = 2_000_000;

const pad = (i: number) => String(i).padStart(5, '0');

/** Grows `fleet` to `n` exchanges (each like `richAccount`, with `limits`); every `busyEvery`th has a caller waiting. */
export async function growFleet(
  server: PbxServer,
  fleet: FleetAccount[],
  n: number,
  options: { limits: Limits; teams: number; busyEvery: number },
): Promise<void> {
  const todo = Array.from({ length: Math.max(0, n - fleet.length) }, (_, k) => fleet.length + k);
  const made: FleetAccount[] = [];
  const worker = async () => {
    for (let i = todo.shift(); i !== undefined; i = todo.shift()) {
      // switch and contact ids are unique in the whole database: richAccount's random ones collide among 1,000
      const id = ID_BASE + i;
      const { context, apiKey } = await server.createAccount(
        richAccount({
          limits: { requests_per_minute: options.limits.perMinute, requests_per_day: options.limits.perDay },
          switches: [{ id, description: 'Chiusura per ferie', activation: '*11', status: 1 }],
          contacts: [{ id, number: '0612345678', name: 'Studio Rossi', company: 'Rossi Srl' }],
        }),
      );
      if (i % options.busyEvery === 0)
        await server.admin('POST', `/_sim/${context}/queues/assistenza/callers`, {
          caller_number: `34712${pad(i)}`,
        });
      made.push({
        id: `a${pad(i)}`,
        context,
        apiKey,
        // shifted by one every `teams` exchanges, so the busy ones (every `busyEvery`th) are not all in one workspace
        team: `T0BENCH${String((i + Math.floor(i / options.teams)) % options.teams).padStart(2, '0')}`,
        alertChannel: `C1${pad(i)}`,
        missedChannel: `C2${pad(i)}`,
      });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  fleet.push(...made.sort((a, b) => a.id.localeCompare(b.id)));
}

/** The bot's configuration (JSON is YAML) for `accounts`, and the environment holding their API keys. */
export function fleetConfig(
  server: PbxServer,
  accounts: readonly FleetAccount[],
  options: { limits: Limits; baseIntervalMs: number },
): { config: Record<string, unknown>; keys: Record<string, string> } {
  const keys: Record<string, string> = {};
  const teams: Record<string, string> = {};
  const channels: Record<string, string> = {};
  for (const a of accounts) {
    keys[`PBX_${a.id.toUpperCase()}_KEY`] = a.apiKey;
    teams[a.team] ??= a.id;
    channels[a.alertChannel] = a.id;
    channels[a.missedChannel] = a.id;
  }
  return {
    keys,
    config: {
      accounts: accounts.map((a) => ({
        id: a.id,
        base_url: server.url,
        api_key_env: `PBX_${a.id.toUpperCase()}_KEY`,
        limits: { requests_per_minute: options.limits.perMinute, requests_per_day: options.limits.perDay },
      })),
      routing: { default_account: accounts[0]?.id, teams, channels },
      alerts: {
        base_interval_ms: options.baseIntervalMs,
        rules: accounts.map((a) => ({
          channel: a.alertChannel,
          queue: 'assistenza',
          warning: { waiting: 1 },
        })),
      },
      missed: {
        min_interval_ms: options.baseIntervalMs,
        rules: accounts.map((a) => ({ channel: a.missedChannel })),
      },
    },
  };
}

/** One `worker` process of the bot. */
export interface WorkerProcess {
  pid: number;
  /** Resolves once it logged "bot started" (ms since spawn), rejects if it exited first. */
  ready: Promise<number>;
  /** Log lines at warn level and above. */
  warnings(): string[];
  stop(): Promise<void>;
}

/** The bot CLI's entry in a bot package: `src/app/cli/main.ts`, or `src/cli/main.ts` before the layers. */
function cliOf(botDir: string): string {
  return existsSync(join(botDir, 'src/app/cli/main.ts')) ? 'src/app/cli/main.ts' : 'src/cli/main.ts';
}

/**
 * Starts `node --import tsx src/app/cli/main.ts worker` in `botDir` (another checkout's bot package to compare, this
 * one's by default), with `--cpu-prof` into `profileDir` if given.
 */
export async function startWorker(
  dir: string,
  name: string,
  config: Record<string, unknown>,
  env: Record<string, string>,
  profileDir?: string,
  botDir = BOT_DIR,
): Promise<WorkerProcess> {
  const file = join(dir, `${name}.json`);
  await writeFile(file, JSON.stringify(config));
  const spawnedAt = Date.now();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      '--import',
      'tsx',
      cliOf(botDir),
      'worker',
    ],
    {
      cwd: botDir,
      env: { PATH: process.env.PATH ?? '', ...env, CENTRALINO_CONFIG: file, PORT: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const warnings: string[] = [];
  let buffered = '';
  let started: (() => void) | undefined;
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<number>((resolve, reject) => {
    started = () => resolve(Date.now() - spawnedAt);
    void exited.then((code) => reject(new Error(`worker ${name} exited (${code}): ${warnings.join('\n')}`)));
  });
  const onData = (data: Buffer) => {
    buffered += data.toString();
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      if (line.includes('"bot started"')) started?.();
      const level = Number(/"level":(\d+)/.exec(line)?.[1] ?? 50);
      if (level >= 40 && warnings.length < 1000) warnings.push(line);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  ready.catch(() => {});
  return {
    pid: child.pid ?? -1,
    ready,
    warnings: () => warnings,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
}
