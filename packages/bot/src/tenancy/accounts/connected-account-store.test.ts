import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { forEachInstallationsBackend } from '../installations/installations-test-kit.js';
import { type AccountToConnect, ConnectedAccountStore } from './connected-account-store.js';
import { pbxAccounts, pbxAccountWorkspaces } from './connected-accounts.schema.js';
import { KeyCipher, NoEncryptionKey } from './key-cipher.js';

const oldKey = randomBytes(32);
const currentKey = randomBytes(32);

function account(id: string, apiKey = `key-${id}`): AccountToConnect {
  return {
    id,
    baseUrl: 'https://pbx.example.com',
    exchange: `studio-${id}`,
    keyName: 'slack',
    apiKey,
    timeZone: 'Europe/Rome',
    limits: { requestsPerMinute: 20, requestsPerDay: 1000 },
  };
}

forEachInstallationsBackend((backend) => {
  let store: ConnectedAccountStore;
  let team: string;
  let id: string;
  beforeEach(() => {
    store = new ConnectedAccountStore(backend.handle.db, new KeyCipher({ current: currentKey }));
    team = `T${randomUUID().slice(0, 8).toUpperCase()}`;
    id = `acct-${randomUUID().slice(0, 8)}`;
  });

  it('connects an account to a workspace; the key is stored encrypted and read back in clear', async () => {
    expect(await store.connect(account(id, 'secret-key-1'), { teamId: team }, 'U0ADMIN')).toEqual({
      id,
      isDefault: true,
      wasLinked: false,
    });
    const [row] = await backend.handle.db.select().from(pbxAccounts).where(eq(pbxAccounts.id, id));
    expect(row?.keyCiphertext).not.toContain('secret-key-1');
    expect((await store.credentials(id))?.apiKey).toBe('secret-key-1');
    const listed = await store.forWorkspace(team);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ id, exchange: `studio-${id}`, keyName: 'slack', isDefault: true });
    expect(JSON.stringify(listed)).not.toContain('secret-key-1');
  });

  it('several accounts per workspace: the first is the default; disconnecting it promotes the next', async () => {
    const second = `${id}-b`;
    await store.connect(account(id), { teamId: team }, 'U0ADMIN');
    expect((await store.connect(account(second), { teamId: team }, 'U0ADMIN')).isDefault).toBe(false);
    expect((await store.forWorkspace(team)).map((a) => [a.id, a.isDefault])).toEqual([
      [id, true],
      [second, false],
    ]);
    expect(await store.disconnect(team, id)).toBe(true);
    expect((await store.forWorkspace(team)).map((a) => [a.id, a.isDefault])).toEqual([[second, true]]);
    // nobody uses the first any more: it is gone with its key
    expect(await store.find(id)).toBeUndefined();
    expect(await store.disconnect(team, id)).toBe(false);
  });

  it('a channel uses one of the workspace’s accounts; disconnecting it takes its channels along', async () => {
    const second = `${id}-b`;
    await store.connect(account(id), { teamId: team }, 'U0ADMIN');
    await store.connect(account(second), { teamId: team }, 'U0ADMIN');
    expect(await store.useInChannel(team, 'C0SALES', second, 'U0ADMIN')).toBe(true);
    // an account the workspace did not connect cannot be used
    expect(await store.useInChannel(team, 'C0OTHER', 'nobody-0000000000', 'U0ADMIN')).toBe(false);
    expect(await store.useInChannel(`${team}X`, 'C0SALES', second, 'U0ADMIN')).toBe(false);
    expect([...(await store.channelsOf(team))]).toEqual([['C0SALES', second]]);
    expect(await store.clearChannel(team, 'C0SALES')).toBe(true);
    expect(await store.clearChannel(team, 'C0SALES')).toBe(false);
    await store.useInChannel(team, 'C0SALES', second, 'U0ADMIN');
    await store.disconnect(team, second);
    expect((await store.channelsOf(team)).size).toBe(0);
  });

  it('the same exchange connected by another workspace gets a row of its own: it never changes the first one’s row nor key', async () => {
    const other = `${team}X`;
    await store.connect(account(id, 'key-of-a'), { teamId: team }, 'U0ADMIN');
    const intruder = { ...account(`${id}-b`, 'key-of-b'), exchange: `studio-${id}` };
    const linked = await store.connect(intruder, { teamId: other, enterpriseId: 'E0ORG' }, 'U0OTHER');
    expect(linked).toEqual({ id: `${id}-b`, isDefault: true, wasLinked: false });
    expect((await store.credentials(id))?.apiKey).toBe('key-of-a');
    expect(await store.workspacesOf(id)).toEqual([{ teamId: team, connectedBy: 'U0ADMIN' }]);
    // reconnecting from the same workspace updates its own row (key rotation)
    const rotated = { ...account(`${id}-c`, 'key-of-a2'), exchange: `studio-${id}` };
    expect(await store.connect(rotated, { teamId: team }, 'U0ADMIN')).toEqual({
      id,
      isDefault: true,
      wasLinked: true,
    });
    expect((await store.credentials(id))?.apiKey).toBe('key-of-a2');
    expect((await store.credentials(`${id}-b`))?.apiKey).toBe('key-of-b');
    await store.disconnect(team, id);
    expect(await store.find(id)).toBeUndefined();
    expect(await store.find(`${id}-b`)).toBeDefined();
  });

  it('a row older versions shared between workspaces: one reconnecting moves to a row of its own, the other keeps its key', async () => {
    const other = `${team}X`;
    await store.connect(account(id, 'shared-key'), { teamId: team }, 'U0ADMIN');
    // an older version linked a second workspace to the same row
    await backend.handle.db
      .insert(pbxAccountWorkspaces)
      .values({ teamId: other, accountId: id, connectedBy: 'U0OTHER', isDefault: true });
    await store.useInChannel(other, 'C0OTHER', id, 'U0OTHER');
    const own = { ...account(`${id}-own`, 'new-key'), exchange: `studio-${id}` };
    const moved = await store.connect(own, { teamId: other }, 'U0OTHER');
    expect(moved).toEqual({ id: `${id}-own`, isDefault: true, wasLinked: true });
    expect((await store.credentials(id))?.apiKey).toBe('shared-key');
    expect((await store.credentials(`${id}-own`))?.apiKey).toBe('new-key');
    expect(await store.workspacesOf(id)).toEqual([{ teamId: team, connectedBy: 'U0ADMIN' }]);
    expect(await store.channelsOf(other)).toEqual(new Map([['C0OTHER', `${id}-own`]]));
  });

  it('a revocation is recorded once; connecting again clears it', async () => {
    await store.connect(account(id), { teamId: team }, 'U0ADMIN');
    expect(await store.markRevoked(id)).toBe(true);
    expect(await store.markRevoked(id)).toBe(false);
    expect((await store.find(id))?.revokedAt).toBeInstanceOf(Date);
    expect(await store.connect(account(id, 'new-key'), { teamId: team }, 'U0ADMIN')).toMatchObject({
      wasLinked: true,
    });
    expect((await store.find(id))?.revokedAt).toBeUndefined();
    expect((await store.credentials(id))?.apiKey).toBe('new-key');
  });

  it('a new account connected while the default one is revoked becomes the default', async () => {
    const replacement = `${id}-new`;
    await store.connect(account(id), { teamId: team }, 'U0ADMIN');
    await store.markRevoked(id);
    expect((await store.connect(account(replacement), { teamId: team }, 'U0ADMIN')).isDefault).toBe(true);
    expect((await store.forWorkspace(team)).map((a) => [a.id, a.isDefault])).toEqual([
      [replacement, true],
      [id, false],
    ]);
  });

  it('rotation: a key written with an old encryption key is read and written again with the current one', async () => {
    const before = new ConnectedAccountStore(backend.handle.db, new KeyCipher({ current: oldKey }));
    await before.connect(account(id, 'rotated-key'), { teamId: team }, 'U0ADMIN');
    const after = new ConnectedAccountStore(
      backend.handle.db,
      new KeyCipher({ current: currentKey, old: [oldKey] }),
    );
    expect((await after.credentials(id))?.apiKey).toBe('rotated-key');
    // now the current key alone opens it
    expect((await store.credentials(id))?.apiKey).toBe('rotated-key');
    expect((await store.unreadable()).filter((u) => u.id === id)).toEqual([]);
  });

  it('ciphertexts no configured key opens are listed (start-up refuses them); nothing is stored without a key', async () => {
    const lost = new ConnectedAccountStore(backend.handle.db, new KeyCipher({ current: randomBytes(32) }));
    await lost.connect(account(id), { teamId: team }, 'U0ADMIN');
    expect((await store.unreadable()).map((u) => u.id)).toContain(id);
    const keyless = new ConnectedAccountStore(backend.handle.db, new KeyCipher({ current: undefined }));
    const other = `${id}-nokey`;
    await expect(keyless.connect(account(other), { teamId: team }, 'U0ADMIN')).rejects.toThrow(
      NoEncryptionKey,
    );
    expect(await store.find(other)).toBeUndefined();
    await store.disconnect(team, id);
  });
});
