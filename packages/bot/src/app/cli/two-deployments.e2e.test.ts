import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FakeSlack } from '@centralino/slack-sandbox';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanKeys } from '../../core/redis/scan-keys.js';
import { richAccount } from '../../e2e/e2e-fixture.js';
import { type PbxServer, startPbxServer } from '../../e2e/e2e-harness.js';
import { AlertKeys } from '../../feeds/alerts/alert-keys.js';
import { deploymentNames } from '../runtime/deployment-names.js';

const packageDir = fileURLToPath(new URL('../../..', import.meta.url));
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `pnpm bot worker` as a real process, for one deployment. */
function startWorker(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/app/cli/main.ts', 'worker'], {
    cwd: packageDir,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) resolve();
    else {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    }
  });

describe('two deployments on one Redis (REDIS_KEY_PREFIX)', () => {
  let dir: string;
  let slack: FakeSlack;
  let server: PbxServer;
  const redis = new Redis(redisUrl);
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'bot-deployments-'));
    slack = await FakeSlack.start();
    server = await startPbxServer();
  });
  afterAll(async () => {
    await Promise.all(children.map(stopped));
    await server.close();
    await slack.close();
    await redis.quit();
    await rm(dir, { recursive: true, force: true });
  });

  /** A deployment watching one account with an always-on alert rule, under its own prefix. */
  async function deployment(name: string, accountId: string) {
    const account = await server.createAccount(richAccount());
    const config = join(dir, `${name}.yaml`);
    await writeFile(
      config,
      [
        'accounts:',
        `  - id: ${accountId}`,
        `    base_url: ${server.url}`,
        '    api_key_env: PBX_API_KEY',
        '    limits: { requests_per_minute: 100000, requests_per_day: 100000 }',
        'alerts:',
        '  base_interval_ms: 1000',
        '  rules:',
        `    - channel: C0${name.toUpperCase().slice(0, 6)}`,
        '      queue: assistenza',
        '      warning: { waiting: 1 }',
        '',
      ].join('\n'),
    );
    const prefix = `${name}-${randomUUID().slice(0, 8)}`;
    const child = startWorker({
      SLACK_SIGNING_SECRET: 'secret',
      SLACK_BOT_TOKEN: slack.botToken,
      SLACK_API_URL: slack.apiUrl,
      CENTRALINO_CONFIG: config,
      PBX_API_KEY: account.apiKey,
      REDIS_URL: redisUrl,
      REDIS_KEY_PREFIX: prefix,
      // the sandbox exchange listens on 127.0.0.1
      PBX_ALLOWED_PRIVATE_HOSTS: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'warn',
    });
    children.push(child);
    const reads = () =>
      server.requests.filter((r) => r.apiKey === account.apiKey && r.path === '/v1/queue/live').length;
    return { prefix, accountId, reads, child };
  }

  it('each keeps its schedule, reads and keys: neither removes nor runs the other’s jobs', async () => {
    const a = await deployment('staging', 'main');
    const deadline = Date.now() + 30_000;
    while (a.reads() < 2 && Date.now() < deadline) await sleep(100);
    expect(a.reads()).toBeGreaterThanOrEqual(2);

    // the second deployment knows another account only: it must not touch the first one's schedule
    const b = await deployment('production', 'other');
    while (b.reads() < 2 && Date.now() < deadline) await sleep(100);
    expect(b.reads()).toBeGreaterThanOrEqual(2);
    const before = a.reads();
    await sleep(3000);
    expect(a.reads()).toBeGreaterThan(before);

    for (const d of [a, b]) {
      const names = deploymentNames(d.prefix);
      // its alerts' runs are for its own account only, and its poll queue holds no job of the other's
      expect(await redis.zrange(new AlertKeys(names.keyPrefix).runs, 0, -1)).toEqual([d.accountId]);
      const poll = new Queue(`${names.queueName}-alert-poll`, {
        connection: { url: redisUrl } as never,
        prefix: names.bullPrefix,
      });
      try {
        const jobs = await poll.getJobs(['delayed', 'waiting', 'active']);
        expect(jobs.length).toBeGreaterThan(0);
        expect(jobs.every((j) => j.data.accountId === d.accountId)).toBe(true);
      } finally {
        await poll.close();
      }
    }
    // every key either deployment wrote is under its own prefix
    const keysOf = async (pattern: string) => {
      const found: string[] = [];
      for await (const batch of scanKeys(redis, pattern)) found.push(...batch);
      return found;
    };
    for (const d of [a, b]) {
      const other = d === a ? b : a;
      const mine = await keysOf(`*${d.prefix}*`);
      expect(mine.length).toBeGreaterThan(0);
      expect(mine.every((k) => k.startsWith(`${d.prefix}:`) || k.startsWith(`{${d.prefix}}:`))).toBe(true);
      expect(mine.some((k) => k.includes(other.prefix))).toBe(false);
    }
    await Promise.all([a.child, b.child].map(stopped));
    for (const d of [a, b]) {
      const keys = [...(await keysOf(`${d.prefix}:*`)), ...(await keysOf(`{${d.prefix}}:*`))];
      if (keys.length > 0) await redis.unlink(...keys);
    }
  }, 60_000);
});
