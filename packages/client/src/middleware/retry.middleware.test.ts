import { forEachBackend, TEST_NOW } from '@centralino/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPbxClient } from '../client/create-pbx-client.js';
import { PbxApiError } from '../errors/pbx-api-error.js';
import type { RateLimitSnapshot } from '../rate-limit/rate-limit-snapshot.js';
import { createPbxSandbox, type PbxSandbox } from '../testing/pbx-sandbox.js';
import { FIXTURE, richFixture } from '../testing/sandbox-fixture.js';

forEachBackend((ctx) => {
  let sandbox: PbxSandbox;
  beforeAll(() => {
    sandbox = createPbxSandbox(ctx.db);
  });

  describe('429: Retry-After', () => {
    it('waits Retry-After and sends again when opted in', async () => {
      const { apiKey } = await sandbox.createAccount({
        limits: { requests_per_minute: 2, requests_per_day: 1000 },
      });
      // The server clock runs with real time from 1 s before a minute boundary: the third request is refused
      // with Retry-After: 1 and the retry, a real second later, lands in the next minute.
      const { clock } = sandbox.testApp;
      clock.set(new Date('2025-06-02T10:00:59Z'), { frozen: false });
      const snapshots: RateLimitSnapshot[] = [];
      const { client, seen } = sandbox.client(apiKey, {
        retry: { rateLimit: { maxRetries: 1, maxWaitSeconds: 2 } },
        onRateLimit: (s) => snapshots.push(s),
      });
      try {
        await client.blacklists.list();
        await client.blacklists.list();
        const started = performance.now();
        await client.blacklists.list();
        const waited = performance.now() - started;

        expect(seen.map((r) => r.status)).toEqual([200, 200, 429, 200]);
        expect(waited).toBeGreaterThanOrEqual(1000);
        expect(waited).toBeLessThan(2000);
        expect(snapshots.map((s) => [s.status, s.minute.remaining, s.retryAfter])).toEqual([
          [200, 1, undefined],
          [200, 0, undefined],
          [429, 0, 1],
          [200, 1, undefined],
        ]);
        expect(client.rateLimit).toBe(snapshots[3]);
      } finally {
        clock.set(TEST_NOW);
      }
    });

    it('is off by default: the 429 is thrown with retryAfter', async () => {
      const { apiKey } = await sandbox.createAccount({
        limits: { requests_per_minute: 1, requests_per_day: 1000 },
      });
      const { client, seen } = sandbox.client(apiKey);
      await client.blacklists.list();
      const error = await client.blacklists.list().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PbxApiError);
      // The test clock is frozen at 10:00:15 UTC: 45 s to the next minute.
      expect(error).toMatchObject({ status: 429, retryAfter: 45 });
      expect(seen).toHaveLength(2);
    });

    it('does not wait longer than maxWaitSeconds', async () => {
      const { apiKey } = await sandbox.createAccount({
        limits: { requests_per_minute: 1, requests_per_day: 1000 },
      });
      const { client, seen } = sandbox.client(apiKey, { retry: { rateLimit: { maxWaitSeconds: 10 } } });
      await client.blacklists.list();
      const started = performance.now();
      await expect(client.blacklists.list()).rejects.toMatchObject({ status: 429, retryAfter: 45 });
      expect(performance.now() - started).toBeLessThan(500);
      expect(seen).toHaveLength(2);
    });
  });

  describe('503: telephone server unreachable', () => {
    it('never retries POST /v1/call/originate', async () => {
      const { apiKey, context } = await sandbox.createAccount(richFixture().fixture);
      await sandbox.admin('PUT', `/_sim/${context}/telephony`, { reachable: false });
      const { client, seen } = sandbox.client(apiKey, {
        retry: { rateLimit: true, serverErrors: { maxRetries: 5, baseDelayMs: 1 } },
      });
      const error = await client.calls.originate({ extension: '101', number: '0299887766' }).catch((e) => e);
      expect(error).toMatchObject({ status: 503, operation: 'originateCall' });
      expect(seen.filter((r) => r.target === '/v1/call/originate')).toHaveLength(1);
      const placed = await sandbox.admin<{ count: number }>('GET', `/_sim/${context}/originated`);
      expect(placed.count).toBe(0);
    });

    it('retries a GET until the telephone server is back', async () => {
      const { apiKey, context } = await sandbox.createAccount(richFixture().fixture);
      await sandbox.admin('PUT', `/_sim/${context}/telephony`, { reachable: false });
      const { client, seen } = sandbox.client(apiKey, {
        intercept: async (_request, response) => {
          if (response.status === 503)
            await sandbox.admin('PUT', `/_sim/${context}/telephony`, { reachable: true });
        },
      });
      const live = await client.queues.live(FIXTURE.queue);
      expect(live.data.queue_name).toBe(FIXTURE.queue);
      expect(seen.map((r) => r.status)).toEqual([503, 200]);
    });

    it('gives up on a GET after maxRetries', async () => {
      const { apiKey, context } = await sandbox.createAccount(richFixture().fixture);
      await sandbox.admin('PUT', `/_sim/${context}/telephony`, { reachable: false });
      const { client, seen } = sandbox.client(apiKey, {
        retry: { serverErrors: { maxRetries: 2, baseDelayMs: 1 } },
      });
      await expect(client.queues.live()).rejects.toMatchObject({ status: 503, operation: 'listQueuesLive' });
      expect(seen.map((r) => r.status)).toEqual([503, 503, 503]);
    });
  });
});

describe('retry policy (canned responses)', () => {
  function cannedClient(statuses: number[], retry: Parameters<typeof createPbxClient>[0]['retry'] = {}) {
    const seen: string[] = [];
    const waits: number[] = [];
    const client = createPbxClient({
      baseUrl: 'http://pbx.test',
      apiKey: 'cnt_test',
      retry: { ...retry, sleep: async (ms) => void waits.push(ms) },
      fetch: async (request) => {
        seen.push(`${request.method} ${await request.text()}`);
        const status = statuses.shift() ?? 200;
        const headers = status === 429 ? { 'Retry-After': '3' } : undefined;
        return Response.json(
          status < 400 ? { success: true, data: [], count: 0 } : { success: false, error: 'x' },
          {
            status,
            headers,
          },
        );
      },
    });
    return { client, seen, waits };
  }

  it('retries 500, 502, 503, 504 on GET with growing backoff', async () => {
    const { client, seen, waits } = cannedClient([500, 502, 503, 504], {
      serverErrors: { maxRetries: 4, baseDelayMs: 100, maxDelayMs: 1000 },
    });
    await client.queues.list();
    expect(seen).toHaveLength(5);
    expect(waits).toHaveLength(4);
    waits.forEach((ms, i) => {
      const ceiling = Math.min(1000, 100 * 2 ** i);
      expect(ms).toBeGreaterThanOrEqual(ceiling / 2);
      expect(ms).toBeLessThanOrEqual(ceiling);
    });
  });

  it('does not retry 4xx other than 429, nor writes on 5xx', async () => {
    const notFound = cannedClient([404]);
    await expect(notFound.client.queues.list()).rejects.toMatchObject({ status: 404 });
    expect(notFound.seen).toHaveLength(1);
    const write = cannedClient([500, 503]);
    await expect(write.client.contacts.update(1, { name: 'A' })).rejects.toMatchObject({ status: 500 });
    expect(write.seen).toHaveLength(1);
  });

  it('retries a write refused with 429 with the same body', async () => {
    const { client, seen, waits } = cannedClient([429], { rateLimit: true });
    await client.blacklists.create('molesti');
    expect(seen).toEqual(['POST {"name":"molesti"}', 'POST {"name":"molesti"}']);
    expect(waits).toEqual([3000]);
  });

  it('can be turned off', async () => {
    const { client, seen } = cannedClient([503], { serverErrors: false });
    await expect(client.queues.list()).rejects.toMatchObject({ status: 503 });
    expect(seen).toHaveLength(1);
  });

  it('an aborted request stops waiting', async () => {
    const controller = new AbortController();
    const client = createPbxClient({
      baseUrl: 'http://pbx.test',
      apiKey: 'cnt_test',
      retry: { serverErrors: { baseDelayMs: 10_000, maxDelayMs: 10_000 } },
      fetch: async () => {
        setTimeout(() => controller.abort(new Error('stop')), 10);
        return Response.json({ success: false, error: 'x' }, { status: 503 });
      },
    });
    const started = performance.now();
    await expect(client.queues.list({ signal: controller.signal })).rejects.toThrow('stop');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
