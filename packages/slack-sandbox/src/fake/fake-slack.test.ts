import { webApi } from '@slack/bolt';
import { afterEach, describe, expect, it } from 'vitest';
import { createManualClock } from '../clock/manual-clock.js';
import { FakeSlack } from './fake-slack.js';

let fake: FakeSlack;
afterEach(async () => {
  await fake.close();
});

const silent = {
  debug() {},
  info() {},
  warn() {},
  error() {},
  setLevel() {},
  getLevel: () => webApi.LogLevel.ERROR,
  setName() {},
};
const client = (token = fake.botToken, options: webApi.WebClientOptions = {}) =>
  new webApi.WebClient(token, {
    slackApiUrl: fake.apiUrl,
    retryConfig: { retries: 0 },
    logger: silent,
    ...options,
  });

async function post(method: string, body: Record<string, string>, token = fake.botToken) {
  const res = await fetch(`${fake.apiUrl}${method}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
    body: new URLSearchParams(body).toString(),
  });
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as Record<string, unknown>,
  };
}

describe('FakeSlack Web API', () => {
  it('answers auth.test for the bot token and refuses other tokens', async () => {
    fake = await FakeSlack.start();
    await expect(client().auth.test()).resolves.toMatchObject({
      ok: true,
      team_id: fake.team.id,
      user_id: fake.bot.userId,
      bot_id: fake.bot.botId,
      team: fake.team.name,
      url: 'https://centralino.slack.com/',
    });
    await expect(client('xoxb-wrong').auth.test()).rejects.toMatchObject({ data: { error: 'invalid_auth' } });
    const anonymous = await fetch(`${fake.apiUrl}auth.test`, { method: 'POST' });
    expect(await anonymous.json()).toEqual({ ok: false, error: 'not_authed' });
    expect((await post('no.such', {})).body).toMatchObject({ ok: false, error: 'unknown_method' });
    expect(fake.calls.map((c) => c.method)).toEqual(['auth.test', 'auth.test', 'auth.test', 'no.such']);
  });

  it('posts, threads, updates and deletes messages like chat.*', async () => {
    fake = await FakeSlack.start();
    const web = client();
    const blocks = [{ type: 'section', text: { type: 'mrkdwn', text: '*3* waiting' } }];
    const first = await web.chat.postMessage({ channel: 'C0GENERAL', text: '3 waiting', blocks });
    const second = await web.chat.postMessage({ channel: '#general', text: 'again' });
    expect(first).toMatchObject({
      ok: true,
      channel: 'C0GENERAL',
      message: { text: '3 waiting', blocks, bot_id: 'B0BOT0001' },
    });
    expect(second.ts).not.toBe(first.ts);

    await web.chat.postMessage({ channel: 'C0GENERAL', text: 'reply', thread_ts: first.ts ?? '' });
    await web.chat.update({ channel: 'C0GENERAL', ts: first.ts ?? '', text: '2 waiting' });
    await expect(web.chat.update({ channel: 'C0GENERAL', ts: '1.000001', text: 'x' })).rejects.toMatchObject({
      data: { error: 'message_not_found' },
    });
    await web.chat.delete({ channel: 'C0GENERAL', ts: second.ts ?? '' });
    const eph = await web.chat.postEphemeral({ channel: 'C0GENERAL', user: 'U0ALICE01', text: 'psst' });

    const [parent] = fake.messages.messages('C0GENERAL');
    // chat.update without blocks keeps the previous blocks, like Slack.
    expect(parent).toMatchObject({
      text: '2 waiting',
      blocks,
      replyCount: 1,
      edits: [{ text: '3 waiting' }],
    });
    expect(fake.messages.replies('C0GENERAL', first.ts ?? '').map((m) => m.text)).toEqual(['reply']);
    expect(fake.messages.ephemerals('U0ALICE01')).toMatchObject([
      { text: 'psst', messageTs: eph.message_ts },
    ]);
    expect(fake.activities.filter((a) => a.type !== 'api_call').map((a) => a.type)).toEqual([
      'message_posted',
      'message_posted',
      'message_posted',
      'message_updated',
      'message_deleted',
      'ephemeral_posted',
    ]);
  });

  it('refuses invalid blocks and empty messages with Slack errors', async () => {
    fake = await FakeSlack.start();
    const tooLong = [{ type: 'header', text: { type: 'plain_text', text: 'h'.repeat(151) } }];
    expect(
      (await post('chat.postMessage', { channel: 'C0GENERAL', blocks: JSON.stringify(tooLong) })).body,
    ).toMatchObject({
      ok: false,
      error: 'invalid_blocks',
      errors: ['must be less than 151 characters [json-pointer:/blocks/0/text/text]'],
    });
    expect((await post('chat.postMessage', { channel: 'C0GENERAL' })).body).toEqual({
      ok: false,
      error: 'no_text',
    });
    expect((await post('chat.postMessage', { channel: 'nowhere', text: 'x' })).body).toEqual({
      ok: false,
      error: 'channel_not_found',
    });
  });

  it('answers 429 with Retry-After when told to, and @slack/web-api waits and retries', async () => {
    fake = await FakeSlack.start({ rateLimits: false });
    fake.forceRateLimit('chat.update', 1, 3);
    expect(await post('chat.update', { channel: 'C0GENERAL', ts: '1.1', text: 'x' })).toEqual({
      status: 429,
      retryAfter: '3',
      body: { ok: false, error: 'ratelimited' },
    });

    fake.forceRateLimit('chat.postMessage', 1, 1);
    const started = Date.now();
    const rateLimited: number[] = [];
    const web = client(fake.botToken, {
      retryConfig: { retries: 1, factor: 1, minTimeout: 0, maxTimeout: 0 },
    });
    web.on(webApi.WebClientEvent.RATE_LIMITED, (seconds: number) => rateLimited.push(seconds));
    await expect(web.chat.postMessage({ channel: 'C0GENERAL', text: 'hi' })).resolves.toMatchObject({
      ok: true,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(rateLimited).toEqual([1]);
    expect(fake.callsOf('chat.postMessage').map((c) => c.status)).toEqual([429, 200]);
  });

  it('limits chat.postMessage per channel by default', async () => {
    const clock = createManualClock(1_700_000_000_000);
    fake = await FakeSlack.start({ clock });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post('chat.postMessage', { channel: 'C0GENERAL', text: `${i}` })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await post('chat.postMessage', { channel: 'C0OTHER', text: 'x' })).status).toBe(200);
    clock.advance(1000);
    expect((await post('chat.postMessage', { channel: 'C0GENERAL', text: 'x' })).status).toBe(200);
  });

  it('opens modals only with a fresh, unused trigger_id', async () => {
    const clock = createManualClock(1_700_000_000_000);
    fake = await FakeSlack.start({ clock });
    const view = {
      type: 'modal' as const,
      title: { type: 'plain_text' as const, text: 'Pause' },
      blocks: [],
    };
    const web = client();
    const stale = fake.issueTrigger('U0ALICE01');
    clock.advance(3001);
    await expect(web.views.open({ trigger_id: stale, view })).rejects.toMatchObject({
      data: { error: 'expired_trigger_id' },
    });
    await expect(web.views.open({ trigger_id: 'made.up.id', view })).rejects.toMatchObject({
      data: { error: 'invalid_trigger_id' },
    });

    const fresh = fake.issueTrigger('U0ALICE01');
    clock.advance(2999);
    const opened = await web.views.open({
      trigger_id: fresh,
      view: { ...view, private_metadata: 'q=sales' },
    });
    expect(opened.view).toMatchObject({
      type: 'modal',
      private_metadata: 'q=sales',
      root_view_id: opened.view?.id,
    });
    await expect(web.views.open({ trigger_id: fresh, view })).rejects.toMatchObject({
      data: { error: 'exchanged_trigger_id' },
    });
    expect(fake.views.current('U0ALICE01')?.id).toBe(opened.view?.id);
  });

  it('updates views by id with hash checks and pushes up to three', async () => {
    fake = await FakeSlack.start();
    const web = client();
    const view = (text: string) => ({
      type: 'modal' as const,
      title: { type: 'plain_text' as const, text },
      blocks: [],
    });
    const opened = await web.views.open({ trigger_id: fake.issueTrigger('U0ALICE01'), view: view('One') });
    const id = opened.view?.id ?? '';
    const updated = await web.views.update({ view_id: id, hash: opened.view?.hash ?? '', view: view('Two') });
    expect(updated.view).toMatchObject({ id, title: { text: 'Two' } });
    await expect(
      web.views.update({ view_id: id, hash: opened.view?.hash ?? '', view: view('Three') }),
    ).rejects.toMatchObject({
      data: { error: 'hash_conflict' },
    });
    await expect(web.views.update({ view_id: 'V404', view: view('x') })).rejects.toMatchObject({
      data: { error: 'not_found' },
    });
    await expect(
      web.views.open({
        trigger_id: fake.issueTrigger('U0ALICE01'),
        view: view('A title longer than 24 chars'),
      }),
    ).rejects.toMatchObject({
      data: {
        error: 'invalid_arguments',
        response_metadata: {
          messages: ['[ERROR] must be less than 25 characters [json-pointer:/view/title/text]'],
        },
      },
    });
    await web.views.push({ trigger_id: fake.issueTrigger('U0ALICE01'), view: view('Pushed 2') });
    await web.views.push({ trigger_id: fake.issueTrigger('U0ALICE01'), view: view('Pushed 3') });
    await expect(
      web.views.push({ trigger_id: fake.issueTrigger('U0ALICE01'), view: view('Pushed 4') }),
    ).rejects.toMatchObject({
      data: { error: 'push_limit_reached' },
    });
    expect(fake.views.stack('U0ALICE01').map((v) => v.view.previous_view_id)).toEqual([
      null,
      id,
      expect.any(String),
    ]);
  });

  it('publishes a user’s Home tab: one view per user, replaced with a new hash, stale hashes refused', async () => {
    fake = await FakeSlack.start({});
    const web = client();
    const home = (text: string) => ({
      type: 'home' as const,
      blocks: [{ type: 'section' as const, text: { type: 'mrkdwn' as const, text } }],
    });
    const first = (await web.views.publish({ user_id: 'U0ALICE01', view: home('uno') })) as {
      view: { id: string; hash: string };
    };
    const second = (await web.views.publish({
      user_id: 'U0ALICE01',
      view: home('due'),
      hash: first.view.hash,
    })) as { view: { id: string; hash: string } };
    expect(second.view.id).toBe(first.view.id);
    expect(second.view.hash).not.toBe(first.view.hash);
    expect(fake.views.home('U0ALICE01')?.view.blocks).toMatchObject([{ text: { text: 'due' } }]);
    await expect(
      web.views.publish({ user_id: 'U0ALICE01', view: home('tre'), hash: first.view.hash }),
    ).rejects.toMatchObject({ data: { error: 'hash_conflict' } });
    await expect(
      web.views.publish({ user_id: 'U0ALICE01', view: { ...home('x'), type: 'modal' } as never }),
    ).rejects.toMatchObject({ data: { error: 'invalid_arguments' } });
    expect(fake.activities.filter((a) => a.type === 'home_published')).toHaveLength(2);
  });

  it('describes users and channels', async () => {
    fake = await FakeSlack.start();
    const web = client();
    await expect(web.users.info({ user: 'U0ALICE01' })).resolves.toMatchObject({
      user: { id: 'U0ALICE01', name: 'alice', real_name: 'Alice Operator', tz: 'Europe/Rome', is_bot: false },
    });
    await expect(web.conversations.info({ channel: 'C0GENERAL' })).resolves.toMatchObject({
      channel: { id: 'C0GENERAL', name: 'general', is_channel: true, is_member: true },
    });
    await expect(web.users.info({ user: 'nobody' })).rejects.toMatchObject({
      data: { error: 'user_not_found' },
    });
    // admins and owners, as a workspace's settings make them
    fake.directory.addUser({ id: 'U0CAROL01', name: 'carol', isAdmin: true });
    fake.directory.addUser({ id: 'U0OWNER01', name: 'olga', isOwner: true });
    await expect(web.users.info({ user: 'U0CAROL01' })).resolves.toMatchObject({
      user: { is_admin: true, is_owner: false },
    });
    await expect(web.users.info({ user: 'U0OWNER01' })).resolves.toMatchObject({
      user: { is_admin: false, is_owner: true },
    });
    await expect(web.users.info({ user: 'U0ALICE01' })).resolves.toMatchObject({
      user: { is_admin: false, is_owner: false },
    });
    // user groups: the members of a group of the token's workspace; another workspace's group is unknown
    fake.directory.addUserGroup({ id: 'S0WRITERS', users: ['U0CAROL01'] });
    fake.directory.addUserGroup({ id: 'S0OTHERS1', teamId: 'T0ELSEWHERE', users: ['U0OWNER01'] });
    await expect(web.usergroups.users.list({ usergroup: 'S0WRITERS' })).resolves.toMatchObject({
      users: ['U0CAROL01'],
    });
    await expect(web.usergroups.users.list({ usergroup: 'S0OTHERS1' })).rejects.toMatchObject({
      data: { error: 'no_such_subteam' },
    });
  });
});

describe('FakeSlack response_url', () => {
  const postJson = async (url: string, body: unknown) => {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.text() };
  };

  it('accepts 5 uses, then answers 404 used_url', async () => {
    fake = await FakeSlack.start();
    const { url, id } = fake.issueResponseUrl({ channel: 'C0GENERAL', user: 'U0ALICE01' });
    expect(url).toBe(`${fake.url}/response/${id}`);
    const results = [];
    for (let i = 1; i <= 6; i++) results.push(await postJson(url, { text: `reply ${i}` }));
    expect(results.map((r) => `${r.status} ${r.body}`)).toEqual([
      '200 ok',
      '200 ok',
      '200 ok',
      '200 ok',
      '200 ok',
      '404 used_url',
    ]);
    expect(fake.responseReplies(id)).toHaveLength(5);
    expect(fake.messages.ephemerals('U0ALICE01').map((e) => e.text)).toEqual([
      'reply 1',
      'reply 2',
      'reply 3',
      'reply 4',
      'reply 5',
    ]);
  });

  it('expires after 30 minutes', async () => {
    const clock = createManualClock(1_700_000_000_000);
    fake = await FakeSlack.start({ clock });
    const { url } = fake.issueResponseUrl({ channel: 'C0GENERAL', user: 'U0ALICE01' });
    clock.advance(30 * 60 * 1000 + 1);
    expect(await postJson(url, { text: 'late' })).toEqual({ status: 404, body: 'expired_url' });
  });

  it('posts in channel, replaces and deletes the original message', async () => {
    fake = await FakeSlack.start();
    const original = fake.messages.post(
      { text: 'Pause agent 42?' },
      { channel: 'C0GENERAL', user: fake.bot.userId, source: { via: 'slack' } },
    );
    const { url } = fake.issueResponseUrl({
      channel: 'C0GENERAL',
      user: 'U0ALICE01',
      original: { kind: 'message', channel: 'C0GENERAL', ts: original.ts },
    });
    expect(await postJson(url, { response_type: 'in_channel', text: 'Agent 42 paused' })).toEqual({
      status: 200,
      body: 'ok',
    });
    expect(await postJson(url, { replace_original: true, text: 'Paused ✓' })).toEqual({
      status: 200,
      body: 'ok',
    });
    expect(original).toMatchObject({ text: 'Paused ✓', edits: [{ text: 'Pause agent 42?' }] });
    expect(await postJson(url, { delete_original: true })).toEqual({ status: 200, body: 'ok' });
    expect(original.deleted).toBe(true);
    expect(await postJson(url, {})).toEqual({ status: 400, body: 'no_text' });
    expect(fake.messages.messages('C0GENERAL').map((m) => m.text)).toEqual(['Paused ✓', 'Agent 42 paused']);
  });
});
