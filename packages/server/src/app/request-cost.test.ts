import { API_BODY_LIMIT, messages, SANDBOX_BODY_LIMIT } from '@centralino/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { officeFixture } from '../calendar/calendar-test-kit.js';
import { type RunningServer, startServer } from '../cli/start-server.js';
import { blacklists, contacts } from '../db/schema/index.js';
import { openApiSession } from '../testing/api-session.js';
import { createTestApp } from '../testing/test-app.js';
import { forEachBackend } from '../testing/test-database.js';

const ADMIN = 'request-cost-admin';
/** The depth of the measurement: 200 KB of `[`, then of `]`; 133 s of one core before the fix. */
const LEVELS = 100_000;
const nestedArrays = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const nestedObjects = (levels: number, key = 'name') =>
  `{"${key}":`.repeat(levels) + '1' + '}'.repeat(levels);
const plain = (message: string) => ({ success: false, error: message });
const tooDeep = (limit = API_BODY_LIMIT) => messages.bodyTooDeep(limit.maxDepth);
const parseBody = (text: string): unknown => (text === '' ? '' : JSON.parse(text));

/**
 * Requests that cost the server work out of proportion to their size, over real HTTP. Each is sent, and once the
 * server has it a ping is sent: the ping must be answered (and the request refused or answered) within the test's
 * time, whether the server is still busy with the request or done with it. A blocked event loop cannot be told
 * from a fast one by the order of answers alone, so the bound is the test's timeout, far from both sides: before
 * the fix a ping sent meanwhile waited 131 s (issue 20; over 20 minutes on this machine class), after it the
 * whole test takes about a second.
 */
const PING_PATIENCE_MS = 30_000;

forEachBackend((ctx) => {
  let server: RunningServer;
  let api: Awaited<ReturnType<typeof openApiSession>>;
  let contactPath: string;
  /** Resolves the next time a request reaches the app (its headers have been read). */
  let onArrival: (() => void) | undefined;

  beforeAll(async () => {
    api = await openApiSession(ctx.db, {
      calendar_enabled: true,
      ...officeFixture(),
      contacts: [{ number: '0612345678', name: 'Studio Rossi' }],
    });
    const [row] = await ctx.db
      .select({ id: contacts.id })
      .from(contacts)
      .where(eq(contacts.accountId, api.account.id));
    contactPath = `/v1/contacts/${row?.id}`;
    const { app } = createTestApp(ctx.db, { adminToken: ADMIN });
    server = await startServer({
      fetch: (request) => {
        onArrival?.();
        return app.fetch(request);
      },
      port: 0,
      hostname: '127.0.0.1',
    });
  });
  afterAll(() => server?.close());

  const url = (path: string) => `http://127.0.0.1:${server.port}${path}`;
  const withKey = () => ({ 'X-API-KEY': api.apiKey, 'Content-Type': 'application/json' });
  const asAdmin = { Authorization: `Bearer ${ADMIN}`, 'Content-Type': 'application/json' };

  interface Reply {
    status: number;
    body: unknown;
  }

  /**
   * Sends `request`; once the server has it, sends a ping. Returns both answers and the order in which they
   * came. The ping is answered whether the server is still working on the request or has refused it already:
   * what it must never do is wait for minutes of work on one request.
   */
  async function withPing(request: () => Promise<Response>): Promise<{ reply: Reply; ping: number }> {
    const arrived = new Promise<void>((resolve) => {
      onArrival = resolve;
    });
    const pending = request().then(async (res) => ({
      status: res.status,
      body: parseBody(await res.text()),
    }));
    await Promise.race([arrived, pending]); // Node refuses some requests before the app sees them

    onArrival = undefined;
    const ping = await fetch(url('/v1/ping'));
    return { reply: await pending, ping: ping.status };
  }

  const post = (path: string, body: string, headers: Record<string, string> = withKey(), method = 'POST') =>
    withPing(() => fetch(url(path), { method, headers, body }));

  it(
    'refuses 100,000 nested arrays (200 KB) with 400 before parsing them, and answers a ping meanwhile',
    async () => {
      const { reply, ping } = await post('/v1/blacklists', nestedArrays(LEVELS));
      expect(reply).toEqual({ status: 400, body: plain(tooDeep()) });
      expect(ping).toBe(200);
      const names = await ctx.db.select().from(blacklists).where(eq(blacklists.accountId, api.account.id));
      expect(names).toEqual([]);
    },
    PING_PATIENCE_MS,
  );

  it(
    'refuses 100,000 nested objects the same way, even in a field the route reads',
    async () => {
      const { reply, ping } = await post(contactPath, nestedObjects(LEVELS), withKey(), 'PUT');
      expect(reply).toEqual({ status: 400, body: plain(tooDeep()) });
      expect(ping).toBe(200);
    },
    PING_PATIENCE_MS,
  );

  it(
    'answers in the calendar envelope under /v1/calendar',
    async () => {
      const { reply, ping } = await post('/v1/calendar/bookings', nestedArrays(LEVELS));
      expect(reply).toEqual({
        status: 400,
        body: { success: false, error: { code: 'body_too_complex', message: tooDeep() } },
      });
      expect(ping).toBe(200);
    },
    PING_PATIENCE_MS,
  );

  it(
    'bounds the sandbox bodies too (16 MB allowed there): /_admin and /_sim',
    async () => {
      const deep = nestedArrays(1_000_000); // 2 MB
      const admin = await post('/_admin/accounts', deep, asAdmin);
      expect(admin).toEqual({ reply: { status: 400, body: plain(tooDeep(SANDBOX_BODY_LIMIT)) }, ping: 200 });
      const sim = await post(`/_sim/${api.account.context}/queues/assistenza/callers`, deep, asAdmin);
      expect(sim).toEqual({ reply: { status: 400, body: plain(tooDeep(SANDBOX_BODY_LIMIT)) }, ping: 200 });
    },
    PING_PATIENCE_MS,
  );

  it(
    'refuses a body of more values than the limit (60,000 keys; a flat array) with 400',
    async () => {
      const keys = `{${Array.from({ length: 60_000 }, (_, i) => `"k${i}":1`).join(',')}}`;
      const tooMany = plain(messages.bodyTooManyValues(API_BODY_LIMIT.maxValues));
      expect(await post(contactPath, keys, withKey(), 'PUT')).toEqual({
        reply: { status: 400, body: tooMany },
        ping: 200,
      });
      const flat = `[${'0,'.repeat(400_000)}0]`;
      expect(await post('/v1/blacklists', flat)).toEqual({
        reply: { status: 400, body: tooMany },
        ping: 200,
      });
    },
    PING_PATIENCE_MS,
  );

  it(
    'lets a body exactly at the bounds reach the route and its own rules',
    async () => {
      const atDepth = `{"name":"ok","x":${nestedArrays(API_BODY_LIMIT.maxDepth - 1)}}`;
      expect((await post('/v1/blacklists', atDepth)).reply).toEqual({
        status: 400,
        body: plain(messages.unknownField('x')),
      });
      const values = `{"name":"ok","x":[${'0,'.repeat(API_BODY_LIMIT.maxValues - 4)}0]}`; // exactly maxValues
      expect((await post('/v1/blacklists', values)).reply).toEqual({
        status: 400,
        body: plain(messages.unknownField('x')),
      });
    },
    PING_PATIENCE_MS,
  );

  it(
    'tests a 1 MB string against a pattern in linear time',
    async () => {
      const name = JSON.stringify({ name: `${'a'.repeat(API_BODY_LIMIT.bytes - 20)}!` });
      expect(await post('/v1/blacklists', name)).toEqual({
        reply: { status: 400, body: plain(messages.blacklistNameTooLong) },
        ping: 200,
      });
    },
    PING_PATIENCE_MS,
  );

  it(
    'refuses a URL of 100,000 repeated numbers[] (over 16 KB of request line) and a huge path segment',
    async () => {
      const numbers = Array.from({ length: 100_000 }, (_, i) => `numbers[]=${i}`).join('&');
      const query = await withPing(() => fetch(url(`/v1/calls/in?${numbers}`), { headers: withKey() }));
      expect(query).toEqual({ reply: expect.objectContaining({ status: 431 }), ping: 200 });
      const segment = await withPing(() =>
        fetch(url(`/v1/blacklists/${'a'.repeat(100_000)}`), { headers: withKey() }),
      );
      expect(segment).toEqual({ reply: expect.objectContaining({ status: 431 }), ping: 200 });
    },
    PING_PATIENCE_MS,
  );

  it(
    'answers a request with 1,000 headers',
    async () => {
      const headers: Record<string, string> = { 'X-API-KEY': api.apiKey };
      for (let i = 0; i < 1000; i++) headers[`x-extra-${i}`] = 'v';
      const many = await withPing(() => fetch(url('/v1/account'), { headers }));
      expect(many).toEqual({ reply: expect.objectContaining({ status: 200 }), ping: 200 });
    },
    PING_PATIENCE_MS,
  );
});
