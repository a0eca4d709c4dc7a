import { randomBytes } from 'node:crypto';
import type { StoredView } from '@centralino/slack-sandbox';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { KeyCipher } from '../tenancy/accounts/key-cipher.js';
import { richAccount } from './e2e-fixture.js';
import { blocksText, type PbxServer, startPbxServer, waitForAnswer } from './e2e-harness.js';
import { type InstallableBot, installThroughBrowser, startInstallableBot } from './install-e2e-kit.js';

const ADMIN = 'U0CAROL01';
const MEMBER = 'U0BOB0001';
const TEAM = 'T0ONE';

let server: PbxServer;
let apiKey: string;
let context: string;
let bot: InstallableBot | undefined;

beforeAll(async () => {
  server = await startPbxServer();
  ({ apiKey, context } = await server.createAccount(richAccount()));
}, 30_000);
afterAll(() => server.close());
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

/** A deployment with no account in its file: workspaces connect theirs from Slack. */
async function startConnectableBot(
  options: { encrypt: boolean; alerts?: Record<string, unknown> } = { encrypt: true },
): Promise<InstallableBot> {
  const b = await startInstallableBot({
    server,
    apiKey: 'unused',
    installations: { memory: true },
    config: {
      accounts: [],
      worker: { concurrency: 10, notify_after_ms: 3000 },
      // the alert rules' writer (the file's writers; connecting needs no entry)
      ...(options.alerts ? { alerts: options.alerts, permissions: { users: [ADMIN], usergroups: [] } } : {}),
    },
    connectedAccounts: { cipher: new KeyCipher({ current: options.encrypt ? randomBytes(32) : undefined }) },
  });
  b.slack.directory.addUser({ id: ADMIN, name: 'carol', isAdmin: true, tz: 'Europe/Rome' });
  b.slack.directory.addUser({ id: MEMBER, name: 'bob' });
  await installThroughBrowser(b, { team: TEAM });
  return b;
}

/** The modal the user has on top once Slack's `views.open` (or an update) was applied. */
async function modalOf(b: InstallableBot, userId: string, callbackId: string): Promise<StoredView> {
  for (let i = 0; i < 200; i++) {
    const view = b.slack.views.current(userId);
    if (view?.view.callback_id === callbackId) return view;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no modal ${callbackId} for ${userId}`);
}

/** The Home the bot published for the user. */
async function homeOf(b: InstallableBot, userId: string): Promise<StoredView> {
  for (let i = 0; i < 200; i++) {
    const view = b.slack.views.home(userId);
    if (view) return view;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no Home for ${userId}`);
}

/** `/pbx connect` by the admin, the form filled with `url` and `key`, then "Collega": the done modal's text. */
async function connectFromSlack(b: InstallableBot, url: string, key: string, teamId = TEAM): Promise<string> {
  const agent = b.agent();
  await agent.sendCommand({ command: '/pbx', text: 'connect', teamId, userId: ADMIN });
  const form = await modalOf(b, ADMIN, 'connect_form');
  const checked = await agent.submitView({
    view: form,
    values: { connect_url: url, connect_key: key },
  });
  expect(checked.errors).toBeUndefined();
  const confirm = await modalOf(b, ADMIN, 'connect_confirm');
  await agent.submitView({ view: confirm });
  return blocksText({ blocks: (await modalOf(b, ADMIN, 'connect_confirm')).view.blocks });
}

/** `/queue alert add assistenza waiting>=5` by the admin in #C0ALERTS: the rule is created. */
async function watchAssistenza(b: InstallableBot): Promise<void> {
  const added = await b.agent().sendCommand({
    command: '/queue',
    text: 'alert add assistenza waiting>=5',
    teamId: TEAM,
    userId: ADMIN,
    channelId: 'C0ALERTS',
  });
  expect(blocksText(await waitForAnswer(b.slack, added))).toContain('creato');
}

/** How many times the server was asked for the live queues with `apiKey`. */
const liveReadsOf = (apiKey: string) =>
  server.requests.filter((r) => r.apiKey === apiKey && r.path === '/v1/queue/live').length;

/** `/queue [text]` from a member of the workspace: its answer. */
async function queueFrom(b: InstallableBot, text = '') {
  const sent = await b.agent().sendCommand({ command: '/queue', text, teamId: TEAM, userId: MEMBER });
  return waitForAnswer(b.slack, sent);
}

it('an admin connects the exchange from Slack: wrong key and URL refused on the fields, nothing stored; the right one is shown, confirmed, and the workspace’s /queue reads it', async () => {
  bot = await startConnectableBot();
  const b = bot;
  const agent = b.agent();
  const store = b.bots[0]!.accounts.connectedStore!;

  // no account yet: the workspace is told an admin can connect one
  const before = await agent.sendCommand({ command: '/queue', teamId: TEAM, userId: MEMBER });
  expect(JSON.stringify(before.json)).toContain('/pbx connect');

  // a member who is not an admin is refused, no modal opens
  const refused = await agent.sendCommand({ command: '/pbx', text: 'connect', teamId: TEAM, userId: MEMBER });
  expect(JSON.stringify(refused.json)).toContain('Solo gli amministratori');
  expect(b.slack.views.current(MEMBER)).toBeUndefined();

  // the App Home: the admin has the button, which opens the same modal; a member has none
  await agent.openHome({ teamId: TEAM, userId: MEMBER });
  await agent.openHome({ teamId: TEAM, userId: ADMIN });
  const home = await homeOf(b, ADMIN);
  expect(blocksText({ blocks: home.view.blocks })).toContain('Sei amministratore');
  expect(JSON.stringify((await homeOf(b, MEMBER)).view.blocks)).not.toContain('connect_open');
  await agent.clickButton({ target: home, actionId: 'connect_open' });
  await agent.closeView({ view: await modalOf(b, ADMIN, 'connect_form') });

  const opened = await agent.sendCommand({ command: '/pbx', text: 'connect', teamId: TEAM, userId: ADMIN });
  expect(opened.status).toBe(200);
  const form = await modalOf(b, ADMIN, 'connect_form');

  const wrongKey = await agent.submitView({
    view: form,
    values: { connect_url: server.url, connect_key: 'not-the-key' },
    teamId: TEAM,
  });
  expect(wrongKey.responseAction).toBe('errors');
  expect(wrongKey.errors?.connect_key).toContain('ha rifiutato la chiave');
  const wrongUrl = await agent.submitView({
    view: form,
    values: { connect_url: 'http://127.0.0.1:1', connect_key: apiKey },
    teamId: TEAM,
  });
  expect(wrongUrl.responseAction).toBe('errors');
  expect(wrongUrl.errors?.connect_url).toContain('Nessuna risposta');
  expect(await store.allIds()).toEqual([]);

  const checked = await agent.submitView({
    view: form,
    values: { connect_url: server.url, connect_key: apiKey },
    teamId: TEAM,
  });
  expect(checked.responseAction).toBe('update');
  const confirm = await modalOf(b, ADMIN, 'connect_confirm');
  const shown = blocksText({ blocks: confirm.view.blocks });
  expect(shown).toContain(context);
  expect(shown).toContain('Chiave');
  expect(shown).not.toContain(apiKey);
  expect(confirm.view.private_metadata).not.toContain(apiKey);
  // nothing is saved before "Collega"
  expect(await store.allIds()).toEqual([]);

  const done = await agent.submitView({ view: confirm, teamId: TEAM });
  expect(done.responseAction).toBe('update');
  expect(blocksText({ blocks: (await modalOf(b, ADMIN, 'connect_confirm')).view.blocks })).toContain(
    'collegato',
  );
  const [id] = await store.allIds();
  expect(id).toMatch(new RegExp(`^${context}-[a-z2-7]{20}$`));
  expect((await store.forWorkspace(TEAM)).map((a) => a.isDefault)).toEqual([true]);

  // any member of the workspace now reads that exchange, with its key
  const seen = server.requests.length;
  const queue = await agent.sendCommand({ command: '/queue', teamId: TEAM, userId: MEMBER });
  expect(JSON.stringify(queue.json)).toContain('Richiesta ricevuta');
  const answer = await waitForAnswer(b.slack, queue);
  expect(blocksText(answer)).toContain('assistenza');
  const read = server.requests.slice(seen).find((r) => r.path.startsWith('/v1/queue'));
  expect(read?.apiKey).toBe(apiKey);
  expect(read?.status).toBe(200);

  // the list shows the key's name, never the key
  const list = await agent.sendCommand({ command: '/pbx', text: 'list', teamId: TEAM, userId: ADMIN });
  const listed = JSON.stringify(list.json);
  expect(listed).toContain(id!);
  expect(listed).not.toContain(apiKey);
  expect(b.logs.join('\n')).not.toContain(apiKey);

  // a second exchange for one channel: connected (not the default), then `/pbx use <id>` in that channel
  const branch = await server.createAccount(richAccount());
  expect(await connectFromSlack(b, server.url, branch.apiKey)).toContain('collegato in aggiunta');
  const branchId = (await store.allIds()).find((x) => x !== id)!;
  const use = await agent.sendCommand({
    command: '/pbx',
    text: `use ${branchId}`,
    teamId: TEAM,
    userId: ADMIN,
    channelId: 'C0BRANCH',
  });
  expect(JSON.stringify(use.json)).toContain(branch.context);
  const keysOf = async (channelId: string) => {
    const from = server.requests.length;
    const sent = await agent.sendCommand({
      command: '/queue',
      text: 'vendite',
      teamId: TEAM,
      userId: MEMBER,
      channelId,
    });
    await waitForAnswer(b.slack, sent);
    return [...new Set(server.requests.slice(from).map((r) => r.apiKey))];
  };
  expect(await keysOf('C0BRANCH')).toEqual([branch.apiKey]);
  expect(await keysOf('C0GENERAL')).toEqual([apiKey]);
  await agent.sendCommand({ command: '/pbx', text: `disconnect ${branchId}`, teamId: TEAM, userId: ADMIN });
  expect(await store.allIds()).toEqual([id]);

  // another workspace connecting the same key gets an account of its own (its own row, a random id), and
  // spends the same budget: the exchange's
  await installThroughBrowser(b, { team: 'T0TWO' });
  expect(await connectFromSlack(b, `${server.url}/`, apiKey, 'T0TWO')).toContain('collegato');
  const twoId = (await store.allIds()).find((x) => x !== id)!;
  expect((await store.allIds()).sort()).toEqual([id, twoId].sort());
  expect((await store.workspacesOf(id!)).map((w) => w.teamId)).toEqual([TEAM]);
  expect((await store.workspacesOf(twoId)).map((w) => w.teamId)).toEqual(['T0TWO']);
  const directory = b.bots[0]!.accounts;
  await directory.entry(id!);
  await directory.entry(twoId);
  expect(directory.budgetIdOf(twoId)).toBe(directory.budgetIdOf(id!));
  expect(b.logs.join('\n')).not.toContain(apiKey);
}, 120_000);

it('a key revoked later: the admin who connected it is told once, background reads stop, connecting again fixes it', async () => {
  const own = await server.createAccount(richAccount());
  bot = await startConnectableBot();
  const b = bot;
  expect(await connectFromSlack(b, server.url, own.apiKey)).toContain('collegato');
  const store = b.bots[0]!.accounts.connectedStore!;
  const [connected] = await store.forWorkspace(TEAM);
  expect(blocksText(await queueFrom(b))).toContain('assistenza');

  await server.admin('DELETE', `/_admin/accounts/${own.context}/keys/${connected!.keyName}`);
  // a read not in the cache yet
  const refused = await queueFrom(b, 'live');
  expect(blocksText(refused)).not.toContain('assistenza');
  const dmsToAdmin = () =>
    b.slack.callsOf('chat.postMessage').filter((c) => (c.args as { channel?: string }).channel === ADMIN);
  for (let i = 0; i < 200 && dmsToAdmin().length === 0; i++) await new Promise((r) => setTimeout(r, 25));
  expect(dmsToAdmin()).toHaveLength(1);
  expect(String((dmsToAdmin()[0]!.args as { text?: string }).text)).toContain('ha rifiutato la chiave');
  expect((await store.find(connected!.id))?.revokedAt).toBeInstanceOf(Date);
  // background reads of the account stop; another refusal tells nobody again
  expect((await b.bots[0]!.accounts.entry(connected!.id))?.revoked).toBe(true);
  await queueFrom(b, 'assistenza');
  await new Promise((r) => setTimeout(r, 300));
  expect(dmsToAdmin()).toHaveLength(1);

  // a new key: connected again, the workspace reads with it
  const fresh = await server.admin<{ api_key: string }>('POST', `/_admin/accounts/${own.context}/keys`, {
    key_name: 'nuova',
  });
  expect(await connectFromSlack(b, server.url, fresh.api_key)).toContain('collegato');
  const seen = server.requests.length;
  expect(blocksText(await queueFrom(b))).toContain('assistenza');
  expect(server.requests.slice(seen).some((r) => r.apiKey === fresh.api_key && r.status === 200)).toBe(true);
}, 120_000);

it('no encryption key: the admin is told what is missing, no modal opens, nothing is stored', async () => {
  bot = await startConnectableBot({ encrypt: false });
  const b = bot;
  const sent = await b.agent().sendCommand({ command: '/pbx', text: 'connect', teamId: TEAM, userId: ADMIN });
  expect(JSON.stringify(sent.json)).toContain('PBX_KEY_ENCRYPTION_KEY');
  await new Promise((r) => setTimeout(r, 200));
  expect(b.slack.callsOf('views.open')).toHaveLength(0);
  expect(await b.bots[0]!.accounts.connectedStore!.allIds()).toEqual([]);
}, 60_000);

it('a workspace that uninstalls the app: its exchange leaves it and is read no more (its alerts stop); the other workspace is untouched', async () => {
  const own = await server.createAccount(richAccount());
  const other = await server.createAccount(richAccount());
  bot = await startConnectableBot({
    encrypt: true,
    alerts: { base_interval_ms: 300, clear_after_ms: 1000, unreachable_after_ms: 2000 },
  });
  const b = bot;
  expect(await connectFromSlack(b, server.url, own.apiKey)).toContain('collegato');
  await installThroughBrowser(b, { team: 'T0TWO' });
  expect(await connectFromSlack(b, server.url, other.apiKey, 'T0TWO')).toContain('collegato');
  const store = b.bots[0]!.accounts.connectedStore!;
  const [mine] = await store.forWorkspace(TEAM);
  await watchAssistenza(b);
  const liveReads = liveReadsOf;
  for (let i = 0; i < 200 && liveReads(own.apiKey) < 2; i++) await new Promise((r) => setTimeout(r, 25));
  expect(liveReads(own.apiKey)).toBeGreaterThanOrEqual(2);

  // uninstalled from T0ONE: Slack revokes its tokens and sends app_uninstalled
  b.slack.oauth.uninstall(TEAM);
  const ack = await b.agent().sendEvent({ event: { type: 'app_uninstalled' }, teamId: TEAM });
  expect(ack.status).toBe(200);
  for (let i = 0; i < 200 && (await store.allIds()).includes(mine!.id); i++)
    await new Promise((r) => setTimeout(r, 25));
  expect(await store.allIds()).not.toContain(mine!.id);
  // the poll in flight ends; after that its exchange is not read again
  await new Promise((r) => setTimeout(r, 1500));
  const after = liveReads(own.apiKey);
  await new Promise((r) => setTimeout(r, 2000));
  expect(liveReads(own.apiKey)).toBe(after);
  // the other workspace still reads its own exchange
  const sent = await b.agent().sendCommand({ command: '/queue', text: '', teamId: 'T0TWO', userId: MEMBER });
  expect(blocksText(await waitForAnswer(b.slack, sent))).toContain('assistenza');
  expect(await store.forWorkspace('T0TWO')).toHaveLength(1);
}, 120_000);

it("an exchange two workspaces connected: each one's alert cards go to its own channel with its own token", async () => {
  const shared = await server.createAccount(richAccount());
  bot = await startConnectableBot({
    encrypt: true,
    alerts: {
      base_interval_ms: 300,
      clear_after_ms: 1000,
      unreachable_after_ms: 2000,
      slack_spacing_ms: 200,
    },
  });
  const b = bot;
  expect(await connectFromSlack(b, server.url, shared.apiKey)).toContain('collegato');
  await installThroughBrowser(b, { team: 'T0TWO' });
  expect(await connectFromSlack(b, server.url, shared.apiKey, 'T0TWO')).toContain('collegato');
  for (const [teamId, channelId] of [
    [TEAM, 'C0ONEALRT'],
    ['T0TWO', 'C0TWOALRT'],
  ] as const) {
    const added = await b.agent().sendCommand({
      command: '/queue',
      text: 'alert add assistenza waiting>=1',
      teamId,
      userId: ADMIN,
      channelId,
    });
    expect(blocksText(await waitForAnswer(b.slack, added))).toContain('creato');
  }
  await server.admin('POST', `/_sim/${shared.context}/queues/assistenza/callers`, {
    caller_number: '3471234567',
  });
  const postsTo = (channel: string) =>
    b.slack
      .callsOf('chat.postMessage')
      .filter((c) => (c.args as { channel?: string }).channel === channel && c.response.ok === true);
  for (let i = 0; i < 400 && (postsTo('C0ONEALRT').length === 0 || postsTo('C0TWOALRT').length === 0); i++)
    await new Promise((r) => setTimeout(r, 25));
  expect(postsTo('C0ONEALRT').map((c) => c.teamId)).toEqual(['T0ONE']);
  expect(postsTo('C0TWOALRT').map((c) => c.teamId)).toEqual(['T0TWO']);
}, 120_000);

it('an exchange disconnected and connected again: the alert rules it kept read again at once, not at the next rescan', async () => {
  const own = await server.createAccount(richAccount());
  bot = await startConnectableBot({
    encrypt: true,
    alerts: { base_interval_ms: 300, clear_after_ms: 1000, unreachable_after_ms: 2000 },
  });
  const b = bot;
  expect(await connectFromSlack(b, server.url, own.apiKey)).toContain('collegato');
  const [mine] = await b.bots[0]!.accounts.connectedStore!.forWorkspace(TEAM);
  await watchAssistenza(b);
  const liveReads = () => liveReadsOf(own.apiKey);
  for (let i = 0; i < 200 && liveReads() < 2; i++) await new Promise((r) => setTimeout(r, 25));
  expect(liveReads()).toBeGreaterThanOrEqual(2);

  const gone = await b.agent().sendCommand({
    command: '/pbx',
    text: `disconnect ${mine!.id}`,
    teamId: TEAM,
    userId: ADMIN,
  });
  expect(JSON.stringify(gone.json)).toContain('scollegato');
  // its reads end (the run in flight, then nothing)
  await new Promise((r) => setTimeout(r, 1500));
  const stopped = liveReads();
  await new Promise((r) => setTimeout(r, 1500));
  expect(liveReads()).toBe(stopped);

  // connected again with the same key: the rule is still there, and its reads resume within seconds
  expect(await connectFromSlack(b, server.url, own.apiKey)).toContain('collegato');
  for (let i = 0; i < 600 && liveReads() < stopped + 2; i++) await new Promise((r) => setTimeout(r, 25));
  expect(liveReads()).toBeGreaterThanOrEqual(stopped + 2);
}, 120_000);
