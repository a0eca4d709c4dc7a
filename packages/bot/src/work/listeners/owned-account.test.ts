import { randomBytes, randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../app/registry/bot-config.js';
import { createLogger } from '../../core/ops/logger.js';
import { BotMetrics } from '../../core/ops/metrics.js';
import { AccountBudget } from '../../pbx/limiter/account-budget.js';
import { PbxGateway } from '../../pbx/pbx-gateway.js';
import { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import { ConnectedAccountStore } from '../../tenancy/accounts/connected-account-store.js';
import { KeyCipher } from '../../tenancy/accounts/key-cipher.js';
import { forEachInstallationsBackend } from '../../tenancy/installations/installations-test-kit.js';
import { type Clicker, clickerTeam, ownedAccount } from './owned-account.js';

const logger = createLogger({ level: 'silent' });
let redis: Redis;
beforeAll(() => {
  redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
});
afterAll(() => redis.disconnect());

const url = 'http://127.0.0.1:9';
/** A file with two tenants routed by team, one shared account no team names, and one channel mapping. */
const loaded = resolveConfig(
  {
    accounts: ['acme', 'beta', 'shared', 'sales'].map((id) => ({
      id,
      base_url: url,
      api_key_env: `${id.toUpperCase()}_KEY`,
    })),
    routing: { teams: { T0A: 'acme', T0B: 'beta' }, channels: { C0SALES: 'sales' } },
  },
  { ACME_KEY: 'a', BETA_KEY: 'b', SHARED_KEY: 's', SALES_KEY: 'c' },
  'test',
);

function directoryOn(connected: ConnectedAccountStore | undefined): AccountDirectory {
  const budget = new AccountBudget(redis, { prefix: `test-${randomUUID()}` });
  const metrics = new BotMetrics();
  return new AccountDirectory({
    config: loaded.config,
    apiKeys: loaded.apiKeys,
    connected,
    gatewayOf: (a, key) => new PbxGateway(a, key, { budget, metrics, logger }),
  });
}

describe('ownedAccount: the configuration file', () => {
  const deps = { config: loaded.config, accounts: directoryOn(undefined) };
  const cases: [string, { who: Clicker; named: unknown; want: string | undefined }][] = [
    ['a team acts on its own account', { who: { userId: 'U1', teamId: 'T0A' }, named: 'acme', want: 'acme' }],
    [
      'another team’s account is refused',
      { who: { userId: 'U1', teamId: 'T0B' }, named: 'acme', want: undefined },
    ],
    [
      'a team of its own may not take the shared one',
      { who: { userId: 'U1', teamId: 'T0B' }, named: 'shared', want: undefined },
    ],
    [
      'a team the file does not name acts on the shared one',
      { who: { userId: 'U1', teamId: 'T0C' }, named: 'shared', want: 'shared' },
    ],
    ['… but not on a named team’s', { who: { userId: 'U1', teamId: 'T0C' }, named: 'beta', want: undefined }],
    [
      'a click Slack reports in a mapped channel',
      { who: { userId: 'U1', teamId: 'T0B', channelId: 'C0SALES' }, named: 'sales', want: 'sales' },
    ],
    [
      'the same channel claimed by a modal’s metadata',
      {
        who: { userId: 'U1', teamId: 'T0B', channelId: 'C0SALES', channelClaimed: true },
        named: 'sales',
        want: undefined,
      },
    ],
    ['an account nobody has', { who: { userId: 'U1', teamId: 'T0A' }, named: 'nope', want: undefined }],
    ['not a string', { who: { userId: 'U1', teamId: 'T0A' }, named: { id: 'acme' }, want: undefined }],
    ['no workspace at all', { who: { userId: 'U1', teamId: undefined }, named: 'acme', want: undefined }],
  ];
  it.each(cases)('%s', async (_name, { who, named, want }) => {
    expect((await ownedAccount(deps, who, named))?.id).toBe(want);
  });
});

describe('clickerTeam', () => {
  it('takes the request’s team, else the user’s own (an org-level surface of an Enterprise Grid install)', () => {
    expect(clickerTeam({ team: { id: 'T0A' }, user: { team_id: 'T0X' } })).toBe('T0A');
    expect(clickerTeam({ team: null, user: { team_id: 'T0X' } })).toBe('T0X');
    expect(clickerTeam({})).toBeUndefined();
  });
});

forEachInstallationsBackend((backend) => {
  it('ownedAccount: an account connected from Slack belongs to the workspaces that connected it', async () => {
    const store = new ConnectedAccountStore(backend.handle.db, new KeyCipher({ current: randomBytes(32) }));
    const deps = { config: loaded.config, accounts: directoryOn(store) };
    const teamA = `T${randomUUID().slice(0, 8).toUpperCase()}`;
    const teamB = `T${randomUUID().slice(0, 8).toUpperCase()}`;
    const account = (id: string) => ({
      id,
      baseUrl: url,
      exchange: 'studio',
      keyName: `slack-${id}`,
      apiKey: `key-${id}`,
      timeZone: 'Europe/Rome',
      limits: { requestsPerMinute: 30, requestsPerDay: 900 },
    });
    const first = await store.connect(account(`a-${randomUUID().slice(0, 8)}`), { teamId: teamA }, 'U0ADMIN');
    const second = await store.connect(
      account(`b-${randomUUID().slice(0, 8)}`),
      { teamId: teamA },
      'U0ADMIN',
    );
    const other = await store.connect(account(`c-${randomUUID().slice(0, 8)}`), { teamId: teamB }, 'U0ADMIN');
    const from = (teamId: string) => ({ userId: 'U1', teamId });
    // the default and a second account of the workspace (cards of a rule in another channel) are its own
    expect((await ownedAccount(deps, from(teamA), first.id))?.id).toBe(first.id);
    expect((await ownedAccount(deps, from(teamA), second.id))?.id).toBe(second.id);
    // another workspace's account, and a file account given to a named team, are not
    expect(await ownedAccount(deps, from(teamA), other.id)).toBeUndefined();
    expect(await ownedAccount(deps, from(teamB), first.id)).toBeUndefined();
    expect(await ownedAccount(deps, from(teamB), 'acme')).toBeUndefined();
    // a workspace with an exchange of its own is not given the file's shared account; one without is
    expect(await ownedAccount(deps, from(teamB), 'shared')).toBeUndefined();
    expect((await ownedAccount(deps, from('T0NEW'), 'shared'))?.id).toBe('shared');
  });
});
