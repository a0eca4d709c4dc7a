import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FakeSlack } from '@centralino/slack-sandbox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ConnectedAccountStore } from '../../tenancy/accounts/connected-account-store.js';
import { KeyCipher, keyIdOf } from '../../tenancy/accounts/key-cipher.js';
import { openInstallationsDb } from '../../tenancy/installations/installations-db.js';
import { freePort, installEnv, startBotProcess } from './bot-process-test-kit.js';

let dir: string;
let slack: FakeSlack;
const written = randomBytes(32);
const other = randomBytes(32);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bot-connected-'));
  await writeFile(join(dir, 'bot.yaml'), 'locale: it\n');
  slack = await FakeSlack.start({ oauth: { clientId: '1.2', clientSecret: 'cli-client-secret' } });
  // an account connected earlier, its key encrypted with `written`
  const handle = await openInstallationsDb({ dataDir: join(dir, 'installations') });
  await new ConnectedAccountStore(handle.db, new KeyCipher({ current: written })).connect(
    {
      id: 'studio-0123456789',
      baseUrl: 'http://127.0.0.1:9',
      exchange: 'studio',
      keyName: 'slack',
      apiKey: 'the-pbx-key',
      timeZone: 'Europe/Rome',
      limits: { requestsPerMinute: 20, requestsPerDay: 1000 },
    },
    { teamId: 'T0ONE' },
    'U0ADMIN',
  );
  await handle.close();
}, 60_000);
afterAll(async () => {
  await slack.close();
  await rm(dir, { recursive: true, force: true });
});

it('a stored key no configured encryption key opens: the bot starts, that account put aside with a warning naming it and the key id', async () => {
  const env = {
    ...installEnv(dir, slack, await freePort()),
    PBX_KEY_ENCRYPTION_KEY: other.toString('base64'),
  };
  const run = startBotProcess('all', env);
  expect(await run.ready).toBe('started');
  const warning = run
    .output()
    .split('\n')
    .find((line) => line.includes('studio-0123456789') && line.includes(keyIdOf(written)));
  expect(warning).toContain('PBX_KEY_ENCRYPTION_KEYS_OLD');
  expect(run.output()).not.toContain(written.toString('base64'));
  expect(run.output()).not.toContain('the-pbx-key');
  await run.stop();
}, 30_000);

it('the former key listed in PBX_KEY_ENCRYPTION_KEYS_OLD: the bot starts', async () => {
  const env = {
    ...installEnv(dir, slack, await freePort()),
    PBX_KEY_ENCRYPTION_KEY: other.toString('base64'),
    PBX_KEY_ENCRYPTION_KEYS_OLD: written.toString('base64'),
  };
  const run = startBotProcess('all', env);
  expect(await run.ready).toBe('started');
  await run.stop();
}, 30_000);

it('a key of the wrong size: refused before anything starts, without echoing it', async () => {
  const short = randomBytes(16).toString('base64');
  const run = startBotProcess('all', {
    ...installEnv(dir, slack, await freePort()),
    PBX_KEY_ENCRYPTION_KEY: short,
  });
  expect(await run.ready).toBe('exited');
  expect(await run.exited).toBe(2);
  expect(run.output()).toContain('PBX_KEY_ENCRYPTION_KEY must be 32 random bytes in base64');
  expect(run.output()).not.toContain(short);
}, 30_000);
