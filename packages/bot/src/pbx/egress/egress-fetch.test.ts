import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NO_ALLOWANCE, parseAllowance } from './egress-allowance.js';
import { PbxEgressError } from './egress-error.js';
import { createEgressFetch, type EgressFetch } from './egress-fetch.js';
import type { ResolveAll } from './egress-lookup.js';

/** A plain listener on 127.0.0.1 that records what reaches it and answers with `reply`. */
async function listener(reply: (req: IncomingMessage, res: ServerResponse) => void) {
  const seen: { method: string; url: string; key: string | undefined }[] = [];
  const server: Server = createServer((req, res) => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      key: req.headers['x-api-key'] as string | undefined,
    });
    reply(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return { seen, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Every name resolves to `address` (a DNS the attacker controls). */
const resolvesTo =
  (address: string, family: 4 | 6 = 4): ResolveAll =>
  (_host, _options, callback) =>
    callback(null, [{ address, family }]);

const keyed = (url: string, init: RequestInit = {}) =>
  new Request(url, { ...init, headers: { 'x-api-key': 'secret-key', ...init.headers } });

async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TypeError);
  const egress = error instanceof PbxEgressError ? error : (error as { cause?: unknown }).cause;
  expect(egress).toBeInstanceOf(PbxEgressError);
  return (egress as PbxEgressError).reason;
}

let internal: Awaited<ReturnType<typeof listener>>;
const opened: EgressFetch[] = [];
const egress = (options: Parameters<typeof createEgressFetch>[0]) => {
  const made = createEgressFetch(options);
  opened.push(made);
  return made.fetch;
};

beforeAll(async () => {
  internal = await listener((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/plain' }).end('internal'),
  );
});
afterAll(() => internal.close());
afterEach(async () => {
  await Promise.all(opened.splice(0).map((f) => f.close()));
  internal.seen.length = 0;
});

describe('the egress fetch', () => {
  it.each([['127.0.0.1'], ['127.1'], ['2130706433'], ['0x7f000001']])(
    'refuses the literal %s before connecting: the listener receives nothing',
    async (host) => {
      const fetch = egress({ allowance: NO_ALLOWANCE });
      expect(await refusal(fetch(keyed(`http://${host}:${internal.port}/v1/account`)))).toBe(
        'refused_address',
      );
      expect(internal.seen).toEqual([]);
    },
  );

  it('refuses a host name that resolves to loopback (localhost), checked at connect time', async () => {
    const fetch = egress({ allowance: NO_ALLOWANCE });
    expect(await refusal(fetch(keyed(`http://localhost:${internal.port}/v1/account`)))).toBe(
      'refused_address',
    );
    expect(internal.seen).toEqual([]);
  });

  it('refuses a public-looking name whose DNS answers a private address', async () => {
    const fetch = egress({ allowance: NO_ALLOWANCE, resolve: resolvesTo('127.0.0.1') });
    expect(await refusal(fetch(keyed(`http://pbx.example.com:${internal.port}/v1/account`)))).toBe(
      'refused_address',
    );
    expect(internal.seen).toEqual([]);
  });

  it('connects to the resolved address it checked, when the allowance names the host', async () => {
    const fetch = egress({ allowance: parseAllowance('pbx.internal'), resolve: resolvesTo('127.0.0.1') });
    const response = await fetch(keyed(`http://pbx.internal:${internal.port}/v1/account`));
    expect(await response.text()).toBe('internal');
    expect(internal.seen).toHaveLength(1);
  });

  it('never follows a redirect, to another origin or its own, and never sends the key there', async () => {
    const origin = await listener((req, res) =>
      res.writeHead(307, { location: `http://127.0.0.1:${internal.port}${req.url}` }).end(),
    );
    try {
      const fetch = egress({ allowance: parseAllowance('127.0.0.0/8') });
      const call = fetch(
        keyed(`http://127.0.0.1:${origin.port}/v1/blacklists`, { method: 'POST', body: '{}' }),
      );
      expect(await refusal(call)).toBe('redirect');
      expect(origin.seen).toEqual([{ method: 'POST', url: '/v1/blacklists', key: 'secret-key' }]);
      expect(internal.seen).toEqual([]);
    } finally {
      await origin.close();
    }
  });

  it('an error answer that is not the API envelope is refused; the envelope passes as it was', async () => {
    const foreign = await listener((req, res) => {
      if (req.url === '/envelope') {
        res.writeHead(404, { 'content-type': 'application/json', 'retry-after': '7' });
        res.end(JSON.stringify({ success: false, error: 'Coda non trovata' }));
      } else res.writeHead(403, { 'content-type': 'text/html' }).end('<h1>Internal admin: token abc</h1>');
    });
    try {
      const fetch = egress({ allowance: parseAllowance('127.0.0.1') });
      expect(await refusal(fetch(keyed(`http://127.0.0.1:${foreign.port}/admin`)))).toBe('foreign_answer');
      const envelope = await fetch(keyed(`http://127.0.0.1:${foreign.port}/envelope`));
      expect(envelope.status).toBe(404);
      expect(envelope.headers.get('retry-after')).toBe('7');
      expect(await envelope.json()).toEqual({ success: false, error: 'Coda non trovata' });
    } finally {
      await foreign.close();
    }
  });

  it('applies the URL and answer checks around an injected transport too', async () => {
    const fetch = egress({
      allowance: NO_ALLOWANCE,
      transport: async () => new Response(null, { status: 302, headers: { location: 'http://10.0.0.1/' } }),
    });
    expect(await refusal(fetch(keyed('http://10.0.0.1/v1/account')))).toBe('refused_address');
    expect(await refusal(fetch(keyed('https://pbx.example.com/v1/account')))).toBe('redirect');
  });
});
