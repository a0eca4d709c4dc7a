/**
 * Cost of the client per request against raw openapi-fetch, in one run:
 * - canned: a trivial in-process fetch returning a ready response (isolates the client's own cost);
 * - server: the real server app in-process (`app.fetch`, PGlite in memory), the same endpoint.
 * Variants: raw openapi-fetch with the key as a header; our `client.raw` (middleware only); our typed facade
 * (middleware + typed errors); the facade with `validate: zodValidator`. Rounds interleave the variants and the
 * median per-request time is reported. Run: `pnpm exec tsx bench/client-overhead.ts`.
 */
import { createRequire } from 'node:module';
import type { Client } from 'openapi-fetch';
import type { paths } from '../packages/client/src/index.js';
import { createPbxClient } from '../packages/client/src/index.js';
import { zodValidator } from '../packages/client/src/validate.js';
import {
  createAccount,
  createApp,
  issueApiKey,
  openDatabase,
  systemClock,
} from '../packages/server/src/index.js';

const clientRequire = createRequire(new URL('../packages/client/package.json', import.meta.url));
const { default: createClient } = (await import(clientRequire.resolve('openapi-fetch'))) as {
  default: <P extends {}>(options: object) => Client<P>;
};

const BASE_URL = 'http://pbx.test';
type Fetch = (request: Request) => Promise<Response>;
type Variant = [name: string, run: () => Promise<unknown>];

function variants(fetch: Fetch, apiKey: string): Variant[] {
  const raw = createClient<paths>({ baseUrl: BASE_URL, fetch, headers: { 'X-API-KEY': apiKey } });
  const client = createPbxClient({ baseUrl: BASE_URL, apiKey, fetch });
  const validated = createPbxClient({ baseUrl: BASE_URL, apiKey, fetch, validate: zodValidator });
  return [
    [
      'openapi-fetch (raw)',
      async () => {
        const { data } = await raw.GET('/v1/blacklists');
        if (!data) throw new Error('no data');
      },
    ],
    [
      'client.raw (middleware)',
      async () => {
        const { data } = await client.raw.GET('/v1/blacklists');
        if (!data) throw new Error('no data');
      },
    ],
    ['client.blacklists.list()', () => client.blacklists.list()],
    ['…with validate: zodValidator', () => validated.blacklists.list()],
  ];
}

async function bench(title: string, list: Variant[], perRound: number, rounds: number): Promise<void> {
  for (const [, run] of list) for (let i = 0; i < perRound; i++) await run(); // warm-up
  const samples = new Map<string, number[]>(list.map(([name]) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, run] of round % 2 ? [...list].reverse() : list) {
      const started = performance.now();
      for (let i = 0; i < perRound; i++) await run();
      samples.get(name)?.push(((performance.now() - started) * 1000) / perRound);
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  const baseline = median(samples.get(list[0]?.[0] ?? '') ?? []);
  console.log(`\n${title} (${rounds} rounds × ${perRound} requests, median µs/request)`);
  for (const [name] of list) {
    const us = median(samples.get(name) ?? []);
    const delta = us - baseline;
    const extra =
      name === list[0]?.[0]
        ? ''
        : `  ${delta >= 0 ? '+' : ''}${delta.toFixed(1)} µs (${((us / baseline - 1) * 100).toFixed(0)}%)`;
    console.log(`  ${name.padEnd(32)} ${us.toFixed(1).padStart(8)} µs${extra}`);
  }
}

const cannedBody = JSON.stringify({
  success: true,
  data: [{ name: 'spam', numbers_count: 2, used_by_rules: ['0612345678'] }],
  count: 1,
});
const cannedHeaders = {
  'Content-Type': 'application/json',
  'X-RateLimit-Limit-Minute': '1000000',
  'X-RateLimit-Remaining-Minute': '999999',
  'X-RateLimit-Limit-Day': '100000000',
  'X-RateLimit-Remaining-Day': '99999999',
};
const canned: Fetch = async () => new Response(cannedBody, { status: 200, headers: cannedHeaders });

console.log(`node ${process.version}, ${process.arch}`);
await bench('canned fetch', variants(canned, 'cnt_bench'), 2000, 9);

const handle = await openDatabase({ memory: true });
try {
  const db = handle.db;
  const app = createApp({ db, clock: systemClock });
  const account = await createAccount(db, {
    context: 'bench',
    requestsPerMinute: 100_000_000,
    requestsPerDay: 100_000_000,
  });
  const { apiKey } = await issueApiKey(db, { accountId: account.id, keyName: 'bench' });
  await bench(
    'server app in-process (PGlite)',
    variants(async (request) => app.fetch(request), apiKey),
    100,
    15,
  );
} finally {
  await handle.close();
}
