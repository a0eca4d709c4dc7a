import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FakeSlack } from './fake-slack.js';

const app = { clientId: 'cid', clientSecret: 'csecret', redirectUri: 'http://bot.test/slack/oauth_redirect' };

async function post(slack: FakeSlack, method: string, form: Record<string, string>, token?: string) {
  const res = await fetch(`${slack.apiUrl}${method}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: new URLSearchParams(form).toString(),
  });
  return (await res.json()) as Record<string, unknown>;
}

async function install(slack: FakeSlack, query: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${slack.url}/oauth/v2/authorize?client_id=cid&scope=commands&state=s1&${query}`, {
    redirect: 'manual',
  });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get('location') ?? '');
  expect(back.searchParams.get('state')).toBe('s1');
  const code = back.searchParams.get('code') ?? '';
  return post(slack, 'oauth.v2.access', { code, client_id: 'cid', client_secret: 'csecret' });
}

describe('FakeSlack OAuth v2', () => {
  let slack: FakeSlack;
  beforeEach(async () => {
    slack = await FakeSlack.start({ oauth: { ...app, tokenExpiresInSeconds: 43_200 } });
  });
  afterEach(() => slack.close());

  it('installs two workspaces, each token answering auth.test with its own team', async () => {
    const one = await install(slack, 'team=T0ONE');
    const two = await install(slack, 'team=T0TWO');
    expect(one).toMatchObject({ ok: true, team: { id: 'T0ONE' }, token_type: 'bot', expires_in: 43_200 });
    expect(await post(slack, 'auth.test', {}, String(one.access_token))).toMatchObject({ team_id: 'T0ONE' });
    expect(await post(slack, 'auth.test', {}, String(two.access_token))).toMatchObject({ team_id: 'T0TWO' });
    expect(slack.callsOf('auth.test').map((c) => c.teamId)).toEqual(['T0ONE', 'T0TWO']);
    expect(slack.callsOf('auth.test')[0]?.token).toBe(one.access_token);
  });

  it('an org install answers with the enterprise and no team', async () => {
    const org = await install(slack, 'enterprise=E0ORG');
    expect(org).toMatchObject({
      ok: true,
      team: null,
      enterprise: { id: 'E0ORG' },
      is_enterprise_install: true,
    });
    expect(await post(slack, 'auth.test', {}, String(org.access_token))).toMatchObject({
      is_enterprise_install: true,
      enterprise_id: 'E0ORG',
    });
  });

  it('a code works once; wrong client credentials are refused', async () => {
    const res = await fetch(`${slack.url}/oauth/v2/authorize?client_id=cid&scope=commands&team=T0ONE`, {
      redirect: 'manual',
    });
    const code = new URL(res.headers.get('location') ?? '').searchParams.get('code') ?? '';
    expect(
      await post(slack, 'oauth.v2.access', { code, client_id: 'cid', client_secret: 'nope' }),
    ).toMatchObject({
      error: 'bad_client_secret',
    });
    expect(
      (await post(slack, 'oauth.v2.access', { code, client_id: 'cid', client_secret: 'csecret' })).ok,
    ).toBe(true);
    expect(
      await post(slack, 'oauth.v2.access', { code, client_id: 'cid', client_secret: 'csecret' }),
    ).toMatchObject({
      error: 'code_already_used',
    });
  });

  it('refresh gives new tokens and the used refresh token stops working', async () => {
    const first = await install(slack, 'team=T0ONE');
    const refresh = { grant_type: 'refresh_token', refresh_token: String(first.refresh_token) };
    const renewed = await post(slack, 'oauth.v2.access', {
      ...refresh,
      client_id: 'cid',
      client_secret: 'csecret',
    });
    expect(renewed).toMatchObject({ ok: true, team: { id: 'T0ONE' } });
    expect(renewed.access_token).not.toBe(first.access_token);
    expect(
      await post(slack, 'oauth.v2.access', { ...refresh, client_id: 'cid', client_secret: 'csecret' }),
    ).toMatchObject({
      error: 'invalid_refresh_token',
    });
    expect(slack.oauth.refreshCount).toBe(1);
  });

  it('uninstalling revokes that workspace only', async () => {
    const one = await install(slack, 'team=T0ONE');
    const two = await install(slack, 'team=T0TWO');
    slack.oauth.uninstall('T0ONE');
    expect(await post(slack, 'auth.test', {}, String(one.access_token))).toMatchObject({
      error: 'token_revoked',
    });
    expect((await post(slack, 'auth.test', {}, String(two.access_token))).ok).toBe(true);
    expect(await post(slack, 'auth.test', {}, 'xoxb-unknown')).toMatchObject({ error: 'invalid_auth' });
  });

  it('an expired rotating token is refused', async () => {
    await slack.close();
    let now = Date.now();
    slack = await FakeSlack.start({ oauth: { ...app, tokenExpiresInSeconds: 60 }, clock: () => now });
    const one = await install(slack, 'team=T0ONE');
    now += 61_000;
    expect(await post(slack, 'auth.test', {}, String(one.access_token))).toMatchObject({
      error: 'token_expired',
    });
  });
});
