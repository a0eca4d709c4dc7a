import type { IncomingMessage, ServerResponse } from 'node:http';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { richAccount } from '../e2e-fixture.js';
import {
  blocksText,
  type PbxServer,
  startPbxServer,
  TEST_PBX_ALLOWANCE,
  waitForAnswer,
} from '../e2e-harness.js';
import type { InstallableBot } from '../install-e2e-kit.js';
import { ADMIN, connectForm, internalService, modalOf, startConnectableBot, TEAM } from './egress-e2e-kit.js';

/*
 * Issue 29: an exchange that answers with a redirect to another origin. Redirects are never followed: the
 * target receives nothing (no request, no key), at connect time and on every later command. Loopback is
 * allowed here (the sandbox exchange runs on it), so only the redirect rule stands between the bot and the
 * internal target.
 */

const NEUTRAL_CONNECT = "Nessuna risposta dell'API del centralino a questo indirizzo";
const SECRET_TEXT = 'internal-service-says-4711';

let server: PbxServer;
let apiKey: string;
/** One deployment for both tests: the first stores nothing, the second compares with what was there before it. */
let bot: InstallableBot;
let target: Awaited<ReturnType<typeof internalService>>;
let front: Awaited<ReturnType<typeof internalService>>;
/** Whether the exchange's front answers every request with a 307 to the internal target. */
let redirecting = false;

/** The exchange behind a front that forwards to the sandbox, or redirects (307 keeps the method and body). */
async function forward(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (redirecting) {
    res.writeHead(307, { location: `http://127.0.0.1:${target.port}/internal${req.url}` }).end();
    return;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(
      ([name, v]) => typeof v === 'string' && !['host', 'connection'].includes(name),
    ),
  ) as Record<string, string>;
  const answer = await fetch(`${server.url}${req.url}`, {
    method: req.method ?? 'GET',
    headers,
    ...(chunks.length > 0 ? { body: Buffer.concat(chunks) } : {}),
  });
  const body = Buffer.from(await answer.arrayBuffer());
  res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
  res.end(body);
}

beforeAll(async () => {
  server = await startPbxServer();
  ({ apiKey } = await server.createAccount(richAccount()));
  target = await internalService((_req, res) =>
    res
      .writeHead(200, { 'content-type': 'application/json' })
      .end(JSON.stringify({ success: true, data: SECRET_TEXT })),
  );
  front = await internalService((req, res) => void forward(req, res).catch(() => res.writeHead(502).end()));
  bot = await startConnectableBot(server, TEST_PBX_ALLOWANCE);
}, 300_000);
afterAll(async () => {
  await bot?.stop();
  await Promise.all([target?.close(), front?.close(), server?.close()]);
});
afterEach(() => {
  redirecting = false;
  target.seen.length = 0;
});

it('at connect time: the check is refused with the neutral message and the target receives nothing', async () => {
  const store = bot.bots[0]!.accounts.connectedStore!;
  const before = await store.allIds();
  redirecting = true;
  const submit = await connectForm(bot);
  const result = await submit(`http://127.0.0.1:${front.port}`, apiKey);
  expect(result.responseAction).toBe('errors');
  expect(result.errors?.connect_url).toContain(NEUTRAL_CONNECT);
  expect(target.seen).toEqual([]);
  expect(await store.allIds()).toEqual(before);
}, 300_000);

it('on a later command: `/blacklist create x` is not turned into a POST to the target; the user is told the exchange is unreachable', async () => {
  const b = bot;
  const before = await b.bots[0]!.accounts.connectedStore!.allIds();
  const submit = await connectForm(b);
  expect((await submit(`http://127.0.0.1:${front.port}`, apiKey)).responseAction).toBe('update');
  await b.agent().submitView({ view: await modalOf(b, 'connect_confirm'), teamId: TEAM });
  expect(await b.bots[0]!.accounts.connectedStore!.allIds()).toHaveLength(before.length + 1);

  redirecting = true;
  const seenBefore = server.requests.length;
  const sent = await b
    .agent()
    .sendCommand({ command: '/blacklist', text: 'create x', teamId: TEAM, userId: ADMIN });
  const answer = await waitForAnswer(b.slack, sent, 30_000);
  const shown = `${String(answer.payload.text)}\n${blocksText(answer)}`;
  expect(shown).toContain('Il centralino non è raggiungibile');
  expect(shown).not.toContain(SECRET_TEXT);
  expect(target.seen).toEqual([]);
  // nothing was created on the exchange either
  expect(server.requests.slice(seenBefore).filter((r) => r.method === 'POST')).toEqual([]);
}, 300_000);
