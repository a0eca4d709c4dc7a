import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PbxServer, startPbxServer } from '../../e2e/e2e-harness.js';
import { LOOPBACK_ALLOWANCE_TEXT, NO_ALLOWANCE, parseAllowance } from '../../pbx/egress/egress-allowance.js';
import { createEgressFetch } from '../../pbx/egress/egress-fetch.js';
import { NEUTRAL_FAILURE_MS, normalizeBaseUrl, probeAccount } from './account-probe.js';
import { connectedAccountId } from './connected-account-id.js';

let server: PbxServer;
let apiKey: string;
let context: string;
let other: Server;
let otherUrl: string;
/** The sandbox listens on 127.0.0.1: these tests allow loopback, as the e2e kits do. */
const loopback = createEgressFetch({ allowance: parseAllowance(LOOPBACK_ALLOWANCE_TEXT) });
const strict = createEgressFetch({ allowance: NO_ALLOWANCE });

beforeAll(async () => {
  server = await startPbxServer();
  ({ apiKey, context } = await server.createAccount({
    limits: { requests_per_minute: 30, requests_per_day: 900 },
  }));
  // a web server that is not the PBX: a page for every path, a 401 of its own under /private, a redirect
  other = createServer((req, res) => {
    if (req.url?.startsWith('/private')) res.writeHead(401, { 'content-type': 'application/json' });
    else if (req.url?.startsWith('/moved')) res.writeHead(307, { location: `${server.url}/v1/account` });
    else res.writeHead(200, { 'content-type': 'text/html' });
    res.end(req.url?.startsWith('/private') ? '{"error":"admin token required"}' : '<html>ciao</html>');
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
}, 120_000);
afterAll(async () => {
  await loopback.close();
  await strict.close();
  await server.close();
  await new Promise((r) => other.close(r));
});

describe('probeAccount (GET /v1/account on the sandbox server)', () => {
  it('the right key: the exchange, the key name and the limits', async () => {
    const result = await probeAccount({
      baseUrl: `${server.url}/`,
      apiKey,
      timeoutMs: 20_000,
      fetch: loopback.fetch,
    });
    expect(result).toEqual({
      ok: true,
      account: {
        baseUrl: server.url,
        exchange: context,
        keyName: expect.any(String),
        limits: { requestsPerMinute: 30, requestsPerDay: 900 },
      },
    });
  });

  it.each([
    ['a wrong key', () => ({ baseUrl: server.url, apiKey: 'wrong-key' }), 'unauthorized'],
    ['not a URL', () => ({ baseUrl: 'pbx example', apiKey }), 'invalid_url'],
    ['another scheme', () => ({ baseUrl: 'ftp://pbx.example.com', apiKey }), 'invalid_url'],
    ['nothing listening', () => ({ baseUrl: 'http://127.0.0.1:1', apiKey }), 'unreachable'],
    ['a web page, not the API', () => ({ baseUrl: otherUrl, apiKey }), 'not_pbx'],
    ['the API under a wrong path', () => ({ baseUrl: `${server.url}/wrong`, apiKey }), 'not_pbx'],
    ['a 401 that is not the API’s', () => ({ baseUrl: `${otherUrl}/private`, apiKey }), 'unreachable'],
    ['a redirect to the API', () => ({ baseUrl: `${otherUrl}/moved`, apiKey }), 'unreachable'],
  ])('%s', async (_name, given, problem) => {
    const waits: number[] = [];
    const sleep = async (ms: number) => void waits.push(ms);
    const result = await probeAccount({
      ...given(),
      timeoutMs: 20_000,
      fetch: loopback.fetch,
      now: () => 0,
      sleep,
    });
    expect(result).toEqual({ ok: false, problem });
    // failures that say nothing of the address are answered at one instant, the others at once
    expect(waits).toEqual(problem === 'unreachable' || problem === 'not_pbx' ? [NEUTRAL_FAILURE_MS] : []);
  });

  it('without an allowance, an exchange on loopback is not reached at all (also by default)', async () => {
    const seen = server.requests.length;
    for (const fetch of [strict.fetch, undefined]) {
      const result = await probeAccount({
        baseUrl: server.url,
        apiKey,
        timeoutMs: 20_000,
        fetch,
        sleep: async () => {},
      });
      expect(result).toEqual({ ok: false, problem: 'unreachable' });
    }
    expect(server.requests.length).toBe(seen);
  });
});

describe('account ids', () => {
  it.each([
    ['https://PBX.example.com/', 'https://pbx.example.com'],
    ['https://pbx.example.com/api//', 'https://pbx.example.com/api'],
    ['http://127.0.0.1:8080', 'http://127.0.0.1:8080'],
    ['https://user:pw@pbx.example.com', undefined],
    ['mailto:a@b.c', undefined],
  ])('normalizeBaseUrl(%s)', (given, want) => {
    expect(normalizeBaseUrl(given)).toBe(want);
  });

  it('one id per base URL + exchange + key name, fitting the configuration ids', () => {
    const id = connectedAccountId('https://pbx.example.com', 'Studio Rossì & C.', 'slack');
    expect(id).toMatch(/^studio-rossi-c-[0-9a-f]{10}$/);
    expect(connectedAccountId('https://pbx.example.com', 'Studio Rossì & C.', 'slack')).toBe(id);
    expect(connectedAccountId('https://pbx.example.com', 'Studio Rossì & C.', 'other')).not.toBe(id);
    expect(connectedAccountId('https://pbx2.example.com', 'Studio Rossì & C.', 'slack')).not.toBe(id);
    expect(connectedAccountId('https://x', '***', 'k')).toMatch(/^pbx-[0-9a-f]{10}$/);
    expect(connectedAccountId('https://x', 'a'.repeat(60), 'k').length).toBeLessThanOrEqual(40);
  });
});
