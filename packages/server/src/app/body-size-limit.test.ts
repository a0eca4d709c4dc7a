import { API_BODY_LIMIT, messages, SANDBOX_BODY_LIMIT } from '@centralino/schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { officeFixture } from '../calendar/calendar-test-kit.js';
import { type RunningServer, startServer } from '../cli/start-server.js';
import { blacklists } from '../db/schema/index.js';
import { openApiSession } from '../testing/api-session.js';
import { createTestApp } from '../testing/test-app.js';
import { forEachBackend } from '../testing/test-database.js';

const ADMIN = 'body-limit-admin';
const tooLarge = (label: string) => messages.bodyTooLarge(label);

/** `{"name": …}` padded with spaces (still valid JSON) to exactly `bytes` bytes. */
function paddedBody(value: object, bytes: number): string {
  const json = JSON.stringify(value);
  return json + ' '.repeat(bytes - Buffer.byteLength(json));
}

/** The same bytes as a stream, so the request goes out without `Content-Length` (chunked). */
function streamed(text: string): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + 64 * 1024));
      offset += 64 * 1024;
    },
  });
}

/** Request bodies over the limit, over real HTTP: refused with 413 before a route reads them. */
forEachBackend((ctx) => {
  let server: RunningServer;
  let api: Awaited<ReturnType<typeof openApiSession>>;

  beforeAll(async () => {
    api = await openApiSession(ctx.db, { calendar_enabled: true, ...officeFixture() });
    const { app } = createTestApp(ctx.db, { adminToken: ADMIN });
    server = await startServer({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
  });
  afterAll(() => server?.close());

  async function send(path: string, body: string | ReadableStream<Uint8Array>, auth: Record<string, string>) {
    const res = await fetch(`http://127.0.0.1:${server.port}${path}`, {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json' },
      body,
      ...(typeof body === 'string' ? {} : { duplex: 'half' }),
    } as RequestInit);
    connection = res.headers.get('connection');
    return { status: res.status, body: (await res.json()) as unknown };
  }
  let connection: string | null = null;
  const withKey = () => ({ 'X-API-KEY': api.apiKey });
  const asAdmin = { Authorization: `Bearer ${ADMIN}` };
  const blacklistNames = async () =>
    (await ctx.db.select().from(blacklists).where(eq(blacklists.accountId, api.account.id))).map(
      (b) => b.name,
    );

  it('refuses an API body one byte over 1 MB, declared or streamed, and stores nothing', async () => {
    const body = paddedBody({ name: 'troppo' }, API_BODY_LIMIT.bytes + 1);
    const refused = { status: 413, body: { success: false, error: tooLarge('1 MB') } };
    expect(await send('/v1/blacklists', body, withKey())).toEqual(refused);
    expect(connection).toBe('close'); // the unread rest is still on the connection: not to be reused
    expect(await send('/v1/blacklists', streamed(body), withKey())).toEqual(refused);
    expect(await blacklistNames()).not.toContain('troppo');
  });

  it('reads an API body of exactly 1 MB, declared or streamed', async () => {
    const declared = await send(
      '/v1/blacklists',
      paddedBody({ name: 'al-limite' }, API_BODY_LIMIT.bytes),
      withKey(),
    );
    expect(declared.status).toBe(201);
    const chunked = paddedBody({ name: 'al-limite-2' }, API_BODY_LIMIT.bytes);
    expect((await send('/v1/blacklists', streamed(chunked), withKey())).status).toBe(201);
    expect(await blacklistNames()).toEqual(expect.arrayContaining(['al-limite', 'al-limite-2']));
  });

  it('answers in the calendar envelope under /v1/calendar', async () => {
    const booking = { event: 'consulenza', name: 'Anna', date: '2025-06-03', time: '09:00' };
    expect(
      await send('/v1/calendar/bookings', paddedBody(booking, 2 * API_BODY_LIMIT.bytes), withKey()),
    ).toEqual({
      status: 413,
      body: { success: false, error: { code: 'payload_too_large', message: tooLarge('1 MB') } },
    });
  });

  it('checks the key first: an unknown key gets 401, whatever the size', async () => {
    const reply = await send('/v1/blacklists', paddedBody({ name: 'x' }, 2 * API_BODY_LIMIT.bytes), {
      'X-API-KEY': 'cnt_unknown',
    });
    expect(reply.status).toBe(401);
  });

  it('gives the sandbox routes 16 MB: a 2 MB fixture is read, a larger body refused', async () => {
    const fixture = { context: `big-${ctx.kind}`, key_name: 'main' };
    const read = await send('/_admin/accounts', paddedBody(fixture, 2 * API_BODY_LIMIT.bytes), asAdmin);
    expect(read.status).toBe(201);
    const over = paddedBody({ context: `bigger-${ctx.kind}` }, SANDBOX_BODY_LIMIT.bytes + 1);
    expect(await send('/_admin/accounts', streamed(over), asAdmin)).toEqual({
      status: 413,
      body: { success: false, error: tooLarge('16 MB') },
    });
  });

  describe('after refusing', () => {
    it('goes on serving on the same server', async () => {
      const res = await fetch(`http://127.0.0.1:${server.port}/v1/ping`, { headers: withKey() });
      expect(res.status).toBe(200);
    });
  });
});
