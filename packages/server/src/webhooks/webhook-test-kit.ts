import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccountFixture } from '@centralino/schemas';
import { expect } from 'vitest';
import { silentLogger } from '../app/logger.js';
import { officeFixture } from '../calendar/calendar-test-kit.js';
import { seedCalendarFixture } from '../calendar/seed-calendar-fixture.js';
import type { Database } from '../db/database.js';
import { createTestAccount } from '../testing/test-account.js';
import { createTestApp } from '../testing/test-app.js';
import { createEgressPolicy } from './egress-policy.js';
import { WebhookDispatcher } from './webhook-dispatcher.js';
import { createWebhookSender } from './webhook-sender.js';

/** A request a receiver got. */
export interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What a receiver answers: a status, or `hold` (answers only when the test releases it). */
export type Answer = number | { status: number; location: string } | 'hold';

/** A local HTTP endpoint that records what it receives and answers as told. */
export async function startReceiver(answer: (n: number) => Answer = () => 204) {
  const received: Received[] = [];
  const held: ServerResponse[] = [];
  let respond = answer;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const a = respond(received.length);
      if (a === 'hold') held.push(res);
      else if (typeof a === 'number') res.writeHead(a).end();
      else res.writeHead(a.status, { location: a.location }).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    held,
    answer(next: (n: number) => Answer) {
      respond = next;
    },
    release() {
      for (const res of held.splice(0)) res.writeHead(200).end();
    },
    close: () =>
      new Promise<void>((done) => {
        for (const res of held.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Polls `probe` until it returns a value (no timed assertion: vitest's test timeout bounds it). */
export async function eventually<T>(probe: () => Promise<T | undefined> | T | undefined): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

const ADMIN = 'admin-token';

/**
 * A calendar account (the office fixture) on an app with the sandbox surface and, unless `deliver: false`, a
 * running webhook dispatcher allowed to reach loopback (the receivers run there); the clock is frozen at `now`.
 */
export async function setupWebhookAccount(
  db: Database,
  now: Date,
  options: { deliver?: boolean; allowLoopback?: boolean } = {},
) {
  const { account, apiKey } = await createTestAccount(db, {
    calendarEnabled: true,
    requestsPerMinute: 1_000_000,
    requestsPerDay: 10_000_000,
    timezone: 'Europe/Rome',
  });
  await seedCalendarFixture(
    db,
    account.id,
    AccountFixture.parse({
      context: account.context,
      timezone: 'Europe/Rome',
      calendar_enabled: true,
      ...officeFixture(),
    }),
  );
  const clockRef = { now: () => testApp.clock.now() };
  const egress = createEgressPolicy(options.allowLoopback === false ? [] : ['127.0.0.1/8', 'localhost']);
  // Without `deliver` the dispatcher exists (for its egress policy) but is never started: a stopped sender.
  const dispatcher = new WebhookDispatcher({
    db,
    clock: clockRef,
    egress,
    sender: createWebhookSender(egress, 2_000),
    logger: silentLogger(),
    pollIntervalMs: 50,
  });
  const testApp = createTestApp(db, { adminToken: ADMIN, webhooks: dispatcher });
  testApp.clock.set(now);
  if (options.deliver !== false) dispatcher.start();
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const auth: Record<string, string> = path.startsWith('/v1/')
      ? { 'X-API-KEY': apiKey }
      : { Authorization: `Bearer ${ADMIN}` };
    const res = await testApp.app.request(path, {
      method,
      headers: { ...auth, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    // biome-ignore lint/suspicious/noExplicitAny: test-side JSON, read by the assertions
    return { status: res.status, body: (await res.json()) as any };
  };
  const context = account.context;
  return {
    ...testApp,
    account,
    context,
    dispatcher,
    call,
    async register(url: string, events?: string[]) {
      const res = await call('POST', `/_admin/accounts/${context}/webhooks`, {
        url,
        ...(events ? { events } : {}),
      });
      expect(res.status).toBe(201);
      return res.body as { id: number; secret: string };
    },
    async deliveries() {
      const res = await call('GET', `/_admin/accounts/${context}/webhook-deliveries`);
      expect(res.status).toBe(200);
      return res.body.data as {
        id: number;
        status: string;
        event_type: string;
        next_attempt_at: string | null;
        attempts: { attempted_at: string; status_code: number | null; error: string | null }[];
      }[];
    },
    setClock: (instant: Date) => call('PUT', '/_admin/clock', { now: instant.toISOString() }),
    stop: () => dispatcher.stop(),
  };
}
