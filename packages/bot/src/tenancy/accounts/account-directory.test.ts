import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { resolveConfig } from '../../app/registry/bot-config.js';
import { createLogger } from '../../core/ops/logger.js';
import { BotMetrics } from '../../core/ops/metrics.js';
import { AccountBudget } from '../../pbx/limiter/account-budget.js';
import { PbxGateway } from '../../pbx/pbx-gateway.js';
import { forEachInstallationsBackend } from '../installations/installations-test-kit.js';
import { AccountDirectory } from './account-directory.js';
import { type AccountToConnect, ConnectedAccountStore } from './connected-account-store.js';
import { KeyCipher } from './key-cipher.js';

const cipher = new KeyCipher({ current: randomBytes(32) });
const logger = createLogger({ level: 'silent' });
let redis: Redis;
beforeAll(() => {
  redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
});
afterAll(() => redis.disconnect());

const loaded = resolveConfig(
  {
    accounts: [
      { id: 'file', base_url: 'http://127.0.0.1:9', api_key_env: 'FILE_KEY' },
      { id: 'sales', base_url: 'http://127.0.0.1:9', api_key_env: 'SALES_KEY' },
    ],
    routing: { default_account: 'file', channels: { C0SALES: 'sales' } },
  },
  { FILE_KEY: 'file-key', SALES_KEY: 'sales-key' },
  'test',
);

function account(id: string, apiKey: string, exchange = 'studio'): AccountToConnect {
  return {
    id,
    baseUrl: 'http://127.0.0.1:9',
    exchange,
    keyName: 'slack',
    apiKey,
    timeZone: 'Europe/Rome',
    limits: { requestsPerMinute: 30, requestsPerDay: 900 },
  };
}

forEachInstallationsBackend((backend) => {
  let clock: number;
  let team: string;
  let id: string;
  /** One bot process: its own directory on the shared database. */
  const processOf = () => {
    const budget = new AccountBudget(redis, { prefix: `test-${randomUUID()}` });
    const metrics = new BotMetrics();
    return new AccountDirectory({
      config: loaded.config,
      apiKeys: loaded.apiKeys,
      connected: new ConnectedAccountStore(backend.handle.db, cipher),
      gatewayOf: (a, key) => new PbxGateway(a, key, { budget, metrics, logger }),
      ttlMs: 5000,
      now: () => clock,
    });
  };
  beforeEach(() => {
    clock = 1_000_000;
    team = `T${randomUUID().slice(0, 8).toUpperCase()}`;
    id = `acct-${randomUUID().slice(0, 8)}`;
  });

  it('an account connected by another process is seen once the short cache expires, and routes the workspace', async () => {
    const web = processOf();
    const worker = processOf();
    // nothing connected: the file's default
    expect((await worker.resolve({ teamId: team, channelId: undefined, userId: 'U1' }))?.id).toBe('file');
    expect(await worker.entry(id)).toBeUndefined();
    await web.connectedStore!.connect(account(id, 'key-1'), { teamId: team }, 'U0ADMIN');
    web.invalidate({ teamId: team, accountId: id });
    expect((await web.resolve({ teamId: team, channelId: undefined, userId: 'U1' }))?.id).toBe(id);
    // the other process: within a second for what it had not found
    clock += 1001;
    expect((await worker.resolve({ teamId: team, channelId: undefined, userId: 'U1' }))?.id).toBe(id);
    const entry = await worker.entry(id);
    expect(entry).toMatchObject({ source: 'slack', revoked: false });
    expect(entry?.account.limits).toEqual({ requests_per_minute: 30, requests_per_day: 900 });
    // the budget reads the limits of an account in use without waiting
    expect(worker.peek(id)?.time_zone).toBe('Europe/Rome');
    // the file's channel mapping still wins over the workspace's account
    expect((await worker.resolve({ teamId: team, channelId: 'C0SALES', userId: 'U1' }))?.id).toBe('sales');
    expect(await worker.allIds()).toEqual(expect.arrayContaining(['file', 'sales', id]));
  });

  it('routing: the file’s channel, then the channel’s connected account, then the file’s team, then the workspace’s default', async () => {
    const directory = processOf();
    const store = directory.connectedStore!;
    const second = `${id}-b`;
    await store.connect(account(id, 'key-1'), { teamId: team }, 'U0ADMIN');
    await store.connect(account(second, 'key-2', 'branch'), { teamId: team }, 'U0ADMIN');
    await store.useInChannel(team, 'C0BRANCH', second, 'U0ADMIN');
    await store.useInChannel(team, 'C0SALES', second, 'U0ADMIN');
    const at = (channelId: string) => directory.resolve({ teamId: team, channelId, userId: 'U1' });
    expect((await at('C0GENERAL'))?.id).toBe(id);
    expect((await at('C0BRANCH'))?.id).toBe(second);
    expect((await at('C0SALES'))?.id).toBe('sales');
    await store.clearChannel(team, 'C0BRANCH');
    directory.invalidate({ teamId: team });
    expect((await at('C0BRANCH'))?.id).toBe(id);
  });

  it('one gateway per account and key: kept while the key stays, rebuilt when it is connected with another', async () => {
    const directory = processOf();
    await directory.connectedStore!.connect(account(id, 'key-1'), { teamId: team }, 'U0ADMIN');
    const first = await directory.gateway(id);
    clock += 6000;
    expect(await directory.gateway(id)).toBe(first);
    await directory.connectedStore!.connect(account(id, 'key-2'), { teamId: team }, 'U0ADMIN');
    clock += 6000;
    const second = await directory.gateway(id);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    // the file's accounts are the same objects for ever
    expect(await directory.gateway('file')).toBe(await directory.gateway('file'));
  });

  it('a disconnected account is gone for every process after the cache time', async () => {
    const web = processOf();
    const worker = processOf();
    await web.connectedStore!.connect(account(id, 'key-1'), { teamId: team }, 'U0ADMIN');
    expect(await worker.entry(id)).toBeDefined();
    await web.connectedStore!.disconnect(team, id);
    expect(await worker.entry(id)).toBeDefined();
    clock += 5001;
    expect(await worker.entry(id)).toBeUndefined();
    expect((await worker.resolve({ teamId: team, channelId: undefined, userId: 'U1' }))?.id).toBe('file');
  });
});
