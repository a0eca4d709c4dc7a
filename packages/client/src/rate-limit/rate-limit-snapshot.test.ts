import { forEachBackend } from '@centralino/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPbxSandbox, type PbxSandbox } from '../testing/pbx-sandbox.js';
import type { RateLimitSnapshot } from './rate-limit-snapshot.js';
import { readRateLimitSnapshot } from './rate-limit-snapshot.js';

const full = {
  'X-RateLimit-Limit-Minute': '20',
  'X-RateLimit-Remaining-Minute': '19',
  'X-RateLimit-Limit-Day': '1000',
  'X-RateLimit-Remaining-Day': '998',
};

describe('readRateLimitSnapshot', () => {
  const now = new Date('2025-06-02T10:00:15Z');
  it.each([
    [
      'all four headers',
      200,
      full,
      { minute: { limit: 20, remaining: 19 }, day: { limit: 1000, remaining: 998 } },
    ],
    ['a 429 adds Retry-After', 429, { ...full, 'Retry-After': '45' }, { retryAfter: 45 }],
    ['Retry-After outside a 429 is ignored', 503, { ...full, 'Retry-After': '5' }, { retryAfter: undefined }],
  ])('%s', (_name, status, headers, want) => {
    const snapshot = readRateLimitSnapshot(new Response(null, { status, headers }), now);
    expect(snapshot).toMatchObject({ ...want, status, receivedAt: now });
  });

  it.each([
    ['no headers (ping, 401)', {}],
    ['one missing', { ...full, 'X-RateLimit-Remaining-Day': undefined }],
    ['not a number', { ...full, 'X-RateLimit-Limit-Minute': 'many' }],
    ['negative', { ...full, 'X-RateLimit-Remaining-Minute': '-1' }],
  ])('none with %s', (_name, headers) => {
    const defined = Object.fromEntries(
      Object.entries(headers).filter(([, v]) => v !== undefined),
    ) as HeadersInit;
    expect(readRateLimitSnapshot(new Response(null, { headers: defined }))).toBeUndefined();
  });
});

forEachBackend((ctx) => {
  let sandbox: PbxSandbox;
  beforeAll(() => {
    sandbox = createPbxSandbox(ctx.db);
  });

  it('keeps the latest snapshot per client and reports each one; errors count too', async () => {
    const { apiKey } = await sandbox.createAccount({
      limits: { requests_per_minute: 5, requests_per_day: 50 },
    });
    const seen: RateLimitSnapshot[] = [];
    const { client } = sandbox.client(apiKey, { onRateLimit: (s) => seen.push(s) });
    const other = sandbox.client(apiKey).client;

    expect(client.rateLimit).toBeUndefined();
    await client.ping();
    expect(client.rateLimit).toBeUndefined();
    await client.blacklists.list();
    await client.blacklists.get('nessuna').catch(() => undefined);
    await other.blacklists.list();
    await client.blacklists.list();

    expect(seen.map((s) => [s.status, s.minute, s.day])).toEqual([
      [200, { limit: 5, remaining: 4 }, { limit: 50, remaining: 49 }],
      [404, { limit: 5, remaining: 3 }, { limit: 50, remaining: 48 }],
      // The other client's request used the shared account budget.
      [200, { limit: 5, remaining: 1 }, { limit: 50, remaining: 46 }],
    ]);
    expect(client.rateLimit).toBe(seen[2]);
    expect(other.rateLimit?.minute.remaining).toBe(2);
  });
});
