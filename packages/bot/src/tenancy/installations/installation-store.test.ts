import type { Installation } from '@slack/oauth';
import { beforeEach, expect, it } from 'vitest';
import { InstallationNotFound, PgInstallationStore } from './installation-store.js';
import { slackInstallations } from './installations.schema.js';
import { forEachInstallationsBackend } from './installations-test-kit.js';

function workspace(
  teamId: string,
  token: string,
  extra: Partial<Installation> = {},
): Installation<'v2', false> {
  return {
    team: { id: teamId, name: `Team ${teamId}` },
    enterprise: undefined,
    user: { id: 'U0INSTALL', token: undefined, scopes: undefined },
    bot: {
      token,
      refreshToken: `r-${token}`,
      expiresAt: 1_900_000_000,
      scopes: ['commands', 'chat:write'],
      id: 'B1',
      userId: 'U0BOT',
    },
    tokenType: 'bot',
    isEnterpriseInstall: false,
    appId: 'A0APP',
    authVersion: 'v2',
    ...extra,
  } as Installation<'v2', false>;
}

function org(enterpriseId: string, token: string): Installation<'v2', true> {
  return {
    team: undefined,
    enterprise: { id: enterpriseId, name: 'Org' },
    user: { id: 'U0ADMIN', token: undefined, scopes: undefined },
    bot: { token, scopes: ['commands'], id: 'B2', userId: 'U0BOT2' },
    tokenType: 'bot',
    isEnterpriseInstall: true,
    enterpriseUrl: 'https://org.enterprise.slack.com/',
    appId: 'A0APP',
    authVersion: 'v2',
  };
}

forEachInstallationsBackend((ctx) => {
  let store: PgInstallationStore;
  beforeEach(async () => {
    await ctx.handle.db.delete(slackInstallations);
    store = new PgInstallationStore(ctx.handle.db);
  });

  it('stores a workspace install and fetches it back whole', async () => {
    const installation = workspace('T1', 'xoxb-1', { metadata: 'from-install-page' });
    await store.storeInstallation(installation);
    const fetched = await store.fetchInstallation({
      teamId: 'T1',
      enterpriseId: undefined,
      isEnterpriseInstall: false,
    });
    expect(fetched).toEqual(installation);
  });

  it('keeps workspaces apart and the latest install of each', async () => {
    await store.storeInstallation(workspace('T1', 'xoxb-1'));
    await store.storeInstallation(workspace('T2', 'xoxb-2'));
    await store.storeInstallation(workspace('T1', 'xoxb-1b'));
    const q = (teamId: string) => ({ teamId, enterpriseId: undefined, isEnterpriseInstall: false as const });
    expect((await store.fetchInstallation(q('T1'))).bot?.token).toBe('xoxb-1b');
    expect((await store.fetchInstallation(q('T2'))).bot?.token).toBe('xoxb-2');
  });

  it('an org install is fetched as such and answers for its workspaces; a workspace install inside the org wins', async () => {
    await store.storeInstallation(org('E1', 'xoxb-org'));
    const asOrg = await store.fetchInstallation({
      teamId: undefined,
      enterpriseId: 'E1',
      isEnterpriseInstall: true,
    });
    expect(asOrg).toMatchObject({
      isEnterpriseInstall: true,
      enterprise: { id: 'E1' },
      bot: { token: 'xoxb-org' },
    });
    const fromTeam = await store.fetchInstallation({
      teamId: 'T9',
      enterpriseId: 'E1',
      isEnterpriseInstall: false,
    });
    expect(fromTeam.bot?.token).toBe('xoxb-org');
    await store.storeInstallation(workspace('T9', 'xoxb-t9', { enterprise: { id: 'E1' } }));
    const own = await store.fetchInstallation({
      teamId: 'T9',
      enterpriseId: 'E1',
      isEnterpriseInstall: false,
    });
    expect(own.bot?.token).toBe('xoxb-t9');
  });

  it('deletes one installation; fetching it then throws, the others stay', async () => {
    await store.storeInstallation(workspace('T1', 'xoxb-1'));
    await store.storeInstallation(workspace('T2', 'xoxb-2'));
    await store.storeInstallation(org('E1', 'xoxb-org'));
    await store.deleteInstallation({ teamId: 'T1', enterpriseId: undefined, isEnterpriseInstall: false });
    await store.deleteInstallation({ teamId: undefined, enterpriseId: 'E1', isEnterpriseInstall: true });
    await expect(
      store.fetchInstallation({ teamId: 'T1', enterpriseId: undefined, isEnterpriseInstall: false }),
    ).rejects.toBeInstanceOf(InstallationNotFound);
    await expect(
      store.fetchInstallation({ teamId: undefined, enterpriseId: 'E1', isEnterpriseInstall: true }),
    ).rejects.toBeInstanceOf(InstallationNotFound);
    expect(
      (await store.find({ teamId: 'T2', enterpriseId: undefined, isEnterpriseInstall: false }))?.bot?.token,
    ).toBe('xoxb-2');
  });

  it('a refreshed token is saved only over the refresh token it replaced', async () => {
    await store.storeInstallation(workspace('T1', 'xoxb-1'));
    const key = { teamId: 'T1', enterpriseId: undefined, isEnterpriseInstall: false };
    expect(
      await store.updateBotToken(key, 'r-xoxb-1', {
        token: 'xoxb-new',
        refreshToken: 'r-new',
        expiresAt: 2_000_000_000,
      }),
    ).toBe(true);
    expect(await store.updateBotToken(key, 'r-xoxb-1', { token: 'xoxb-late', refreshToken: 'r-late' })).toBe(
      false,
    );
    expect((await store.fetchInstallation(key)).bot).toMatchObject({
      token: 'xoxb-new',
      refreshToken: 'r-new',
      expiresAt: 2_000_000_000,
    });
  });
});
