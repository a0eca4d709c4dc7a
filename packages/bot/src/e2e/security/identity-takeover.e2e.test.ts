import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { StoredView } from '@centralino/slack-sandbox';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { KeyCipher } from '../../tenancy/accounts/key-cipher.js';
import { richAccount } from '../e2e-fixture.js';
import { blocksText, type PbxServer, startPbxServer, waitForAnswer } from '../e2e-harness.js';
import { type InstallableBot, installThroughBrowser, startInstallableBot } from '../install-e2e-kit.js';

/**
 * Issue 29, item 1: a hostile workspace takes over another's exchange through a colliding account id. Both
 * tenants' exchanges sit behind one provider's address (a plain `node:http` gateway here, in front of the
 * sandbox): the victim's account, and the intruder's, whose `GET /v1/account` claims the victim's exchange and
 * key name. Under the old ids (a hash of URL, exchange and key name) both connections are one row: the intruder's
 * connection replaced the victim's key, and the victim's `/queue live` went to the intruder's exchange.
 */

const ADMIN_A = 'U0VICTIM1';
const ADMIN_B = 'U0INTRUD1';
const TEAM_A = 'T0VICTIM';
const TEAM_B = 'T0INTRUDE';

let server: PbxServer;
let gateway: Server;
let gatewayUrl: string;
let victim: { context: string; apiKey: string };
let intruder: { context: string; apiKey: string };
let victimKeyName: string;
let bot: InstallableBot | undefined;

/** The provider's gateway: every request forwarded to the sandbox; the intruder's account claims the victim's. */
async function startGateway(): Promise<void> {
  gateway = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const headers = new Headers();
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && name !== 'host' && name !== 'connection') headers.set(name, value);
      }
      const body = chunks.length > 0 ? Buffer.concat(chunks) : undefined;
      const answer = await fetch(`${server.url}${req.url ?? '/'}`, {
        method: req.method ?? 'GET',
        headers,
        ...(body ? { body } : {}),
      });
      let text = await answer.text();
      const isIntruder = req.headers['x-api-key'] === intruder.apiKey;
      if (isIntruder && (req.url ?? '').startsWith('/v1/account')) {
        const json = JSON.parse(text) as { data: { context: string; key_name: string } };
        json.data.context = victim.context;
        json.data.key_name = victimKeyName;
        text = JSON.stringify(json);
      }
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (name !== 'content-length' && name !== 'content-encoding' && name !== 'transfer-encoding')
          out[name] = value;
      });
      res.writeHead(answer.status, out).end(text);
    });
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
}

beforeAll(async () => {
  server = await startPbxServer();
  victim = await server.createAccount(richAccount());
  intruder = await server.createAccount(richAccount());
  await startGateway();
  const account = await fetch(`${server.url}/v1/account`, { headers: { 'X-API-KEY': victim.apiKey } });
  victimKeyName = ((await account.json()) as { data: { key_name: string } }).data.key_name;
}, 300_000);
afterAll(async () => {
  await new Promise((r) => (gateway ? gateway.close(r) : r(undefined)));
  await server?.close();
});
afterEach(async () => {
  await bot?.stop();
  bot = undefined;
});

async function modalOf(b: InstallableBot, userId: string, callbackId: string): Promise<StoredView> {
  for (let i = 0; i < 400; i++) {
    const view = b.slack.views.current(userId);
    if (view?.view.callback_id === callbackId) return view;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`no modal ${callbackId} for ${userId}`);
}

/** `/pbx connect` by the workspace's admin, the form filled, "Collega": the done modal's text. */
async function connect(b: InstallableBot, who: { teamId: string; userId: string }, key: string) {
  const agent = b.agent();
  await agent.sendCommand({ command: '/pbx', text: 'connect', ...who });
  const form = await modalOf(b, who.userId, 'connect_form');
  const checked = await agent.submitView({
    view: form,
    values: { connect_url: gatewayUrl, connect_key: key },
    teamId: who.teamId,
  });
  expect(checked.errors).toBeUndefined();
  const confirm = await modalOf(b, who.userId, 'connect_confirm');
  await agent.submitView({ view: confirm, teamId: who.teamId });
  return blocksText({ blocks: (await modalOf(b, who.userId, 'connect_confirm')).view.blocks });
}

it('a workspace connecting an exchange that claims another tenant’s name and key name never takes over its account: the victim’s key and /queue live stay its own', async () => {
  bot = await startInstallableBot({
    server,
    apiKey: 'unused',
    installations: { memory: true },
    config: { accounts: [], worker: { concurrency: 10, notify_after_ms: 3000 } },
    connectedAccounts: { cipher: new KeyCipher({ current: randomBytes(32) }) },
  });
  const b = bot;
  b.slack.directory.addUser({ id: ADMIN_A, name: 'vittima', isAdmin: true, tz: 'Europe/Rome' });
  b.slack.directory.addUser({ id: ADMIN_B, name: 'intruso', isAdmin: true, tz: 'Europe/Rome' });
  await installThroughBrowser(b, { team: TEAM_A });
  await installThroughBrowser(b, { team: TEAM_B });
  const store = b.bots[0]!.accounts.connectedStore!;

  expect(await connect(b, { teamId: TEAM_A, userId: ADMIN_A }, victim.apiKey)).toContain('collegato');
  const [victimId] = await store.allIds();
  expect(await connect(b, { teamId: TEAM_B, userId: ADMIN_B }, intruder.apiKey)).toContain('collegato');

  // two rows: the intruder's is its own, with an id no one chose; the victim's row and key are untouched
  const ids = await store.allIds();
  expect(ids).toHaveLength(2);
  const intruderId = ids.find((id) => id !== victimId)!;
  expect(intruderId).toMatch(/^[a-z0-9-]+-[a-z2-7]{20}$/);
  expect((await store.credentials(victimId!))?.apiKey).toBe(victim.apiKey);
  expect((await store.workspacesOf(victimId!)).map((w) => w.teamId)).toEqual([TEAM_A]);
  expect((await store.forWorkspace(TEAM_A)).map((a) => a.id)).toEqual([victimId]);

  // the victim's /queue live goes to its own exchange with its own key
  const from = server.requests.length;
  const sent = await b.agent().sendCommand({
    command: '/queue',
    text: 'live',
    teamId: TEAM_A,
    userId: ADMIN_A,
    channelId: 'C0VICTIM',
  });
  await waitForAnswer(b.slack, sent);
  const keys = new Set(
    server.requests
      .slice(from)
      .filter((r) => r.path === '/v1/queue/live')
      .map((r) => r.apiKey),
  );
  expect([...keys]).toEqual([victim.apiKey]);
  // both accounts claim one exchange behind one address: one budget (the exchange's), whichever workspace spends it
  const directory = b.bots[0]!.accounts;
  await directory.entry(victimId!);
  await directory.entry(intruderId);
  expect(directory.budgetIdOf(victimId!)).toBe(directory.budgetIdOf(intruderId));
  expect(b.logs.join('\n')).not.toContain(victim.apiKey);
  expect(b.logs.join('\n')).not.toContain(intruder.apiKey);
}, 180_000);
