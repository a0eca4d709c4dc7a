import { randomUUID } from 'node:crypto';
import { FakeSlack } from '@centralino/slack-sandbox';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { PgInstallationStore } from './installation-store.js';
import { InstallationTokens, REFRESH_WITHIN_SECONDS, TokenRefreshError } from './installation-tokens.js';
import { slackInstallations } from './installations.schema.js';
import { forEachInstallationsBackend } from './installations-test-kit.js';

const app = {
  clientId: 'cid',
  clientSecret: 'csecret',
  redirectUri: 'http://bot.test/cb',
  tokenExpiresInSeconds: 43_200,
};
const redis = new Redis('redis://127.0.0.1:6379');
let slack: FakeSlack;
beforeAll(async () => {
  slack = await FakeSlack.start({ oauth: app });
});
afterAll(async () => {
  await slack.close();
  await redis.quit();
});

/** Installs T0ONE in the stand-in and stores it as Bolt would, expiring `expiresInSeconds` from now. */
async function installed(store: PgInstallationStore, expiresInSeconds: number) {
  const res = await fetch(`${slack.url}/oauth/v2/authorize?client_id=cid&scope=commands&team=T0ONE`, {
    redirect: 'manual',
  });
  const code = new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const body = new URLSearchParams({ code, client_id: 'cid', client_secret: 'csecret' });
  const grant = (await (await fetch(`${slack.apiUrl}oauth.v2.access`, { method: 'POST', body })).json()) as {
    access_token: string;
    refresh_token: string;
  };
  await store.storeInstallation({
    team: { id: 'T0ONE' },
    enterprise: undefined,
    user: { id: 'U1', token: undefined, scopes: undefined },
    bot: {
      token: grant.access_token,
      refreshToken: grant.refresh_token,
      expiresAt: Math.floor(Date.now() / 1000) + expiresInSeconds,
      scopes: ['commands'],
      id: 'B1',
      userId: 'U0BOT',
    },
    isEnterpriseInstall: false,
    authVersion: 'v2',
  });
  return grant;
}

const query = { teamId: 'T0ONE', enterpriseId: undefined, isEnterpriseInstall: false };

forEachInstallationsBackend((ctx) => {
  let store: PgInstallationStore;
  let lockPrefix: string;
  const tokens = () =>
    new InstallationTokens({
      store,
      redis,
      lockPrefix,
      clientId: 'cid',
      clientSecret: 'csecret',
      apiUrl: slack.apiUrl,
      logger: pino({ level: 'silent' }),
    });
  beforeEach(async () => {
    await ctx.handle.db.delete(slackInstallations);
    store = new PgInstallationStore(ctx.handle.db);
    lockPrefix = `test-${randomUUID()}:slack-refresh`;
  });

  it('a token far from expiry is used as it is', async () => {
    const grant = await installed(store, 43_200);
    const before = slack.oauth.refreshCount;
    expect((await tokens().fresh(query))?.bot?.token).toBe(grant.access_token);
    expect(slack.oauth.refreshCount).toBe(before);
  });

  it('a token expiring within the window is refreshed once by two callers at the same time, and both get the new one', async () => {
    const grant = await installed(store, REFRESH_WITHIN_SECONDS - 60);
    const before = slack.oauth.refreshCount;
    const [a, b] = await Promise.all([tokens().fresh(query), tokens().fresh(query)]);
    expect(slack.oauth.refreshCount - before).toBe(1);
    expect(a?.bot?.token).not.toBe(grant.access_token);
    expect(b?.bot?.token).toBe(a?.bot?.token);
    const stored = await store.find(query);
    expect(stored?.bot?.token).toBe(a?.bot?.token);
    expect(stored?.bot?.expiresAt).toBeGreaterThan(Date.now() / 1000 + 40_000);
    // the new token works, the old refresh token does not
    expect(slack.oauth.refusal(String(a?.bot?.token))).toBeUndefined();
  });

  it('a refused refresh keeps a token that has not expired yet, and fails clearly for one that has', async () => {
    await installed(store, 120);
    await ctx.handle.db.update(slackInstallations).set({ botRefreshToken: 'xoxe-1-unknown' });
    expect((await tokens().fresh(query))?.bot?.token).toMatch(/^xoxe\.xoxb-/);
    await ctx.handle.db
      .update(slackInstallations)
      .set({ botTokenExpiresAt: Math.floor(Date.now() / 1000) - 1 });
    await expect(tokens().fresh(query)).rejects.toBeInstanceOf(TokenRefreshError);
  });
});
