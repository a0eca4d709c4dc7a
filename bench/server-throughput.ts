/**
 * HTTP throughput of the server over loopback, in one run: authenticated `GET /v1/extensions` (10 extensions)
 * served by `@hono/node-server` on a free port, on PGlite in memory and on PostgreSQL, each as a ratio to a bare
 * Hono hello-world server measured with the same autocannon settings. The account's limits are lifted (fixture
 * maximums), so every request is authenticated and counted by the rate limiter but none is refused.
 *
 * Besides the full app, two stripped pipelines (built here from the server's own middleware and route module,
 * the server is not changed) show where the time goes: without the rate limiter, and without authentication
 * either (the account is set in memory). Set BENCH_BREAKDOWN=0 to skip them.
 *
 * The servers run on the main thread; autocannon runs in a worker thread, so the load generator does not share
 * the server's event loop. The hello-world is measured before, between and after the database groups; ratios are
 * to the mean of those runs (the table shows each, as a measure of the machine's noise).
 *
 * The peer a team would otherwise run is measured in the same run: a Prism mock (`@stoplight/prism-cli`, its own
 * process, default settings) of `spec/openapi.json` answering the same operation with the same key header. Every
 * row shows its ratio to bare Hono and to Prism. The full app logs at `info` (as `serve` does) to /dev/null.
 *
 * Run: `pnpm exec tsx bench/server-throughput.ts`. Environment: BENCH_DURATION (seconds measured, default 5),
 * BENCH_WARMUP (seconds discarded first, default 1), BENCH_CONNECTIONS (default 10), DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres; used only to create a throwaway database, dropped at the end).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { pino } from 'pino';
import { AccountFixture } from '../packages/schemas/src/index.js';
import { createApiKeyCache } from '../packages/server/src/accounts/api-key-cache.js';
import { type AuthenticatedKey, authenticateApiKey } from '../packages/server/src/accounts/api-keys.js';
import type { RouteDeps } from '../packages/server/src/app/app-deps.js';
import type { AppEnv } from '../packages/server/src/app/app-env.js';
import { apiKeyAuth } from '../packages/server/src/app/auth-middleware.js';
import { createApp } from '../packages/server/src/app/create-app.js';
import { createErrorHandler, handleNotFound } from '../packages/server/src/app/error-handler.js';
import { createLogger, silentLogger } from '../packages/server/src/app/logger.js';
import { requestLogger } from '../packages/server/src/app/request-logger.js';
import { startServer } from '../packages/server/src/cli/start-server.js';
import type { Database } from '../packages/server/src/db/database.js';
import { executeRows } from '../packages/server/src/db/execute-rows.js';
import { openDatabase } from '../packages/server/src/db/open-database.js';
import { demoExtensions } from '../packages/server/src/demo/demo-directory.js';
import { loadAccountFixture } from '../packages/server/src/fixtures/load-account-fixture.js';
import { createRateLimiter } from '../packages/server/src/rate-limit/rate-limiter-service.js';
import { extensionsRoute } from '../packages/server/src/routes/extensions/extensions.route.js';
import { SimulatedTelephony } from '../packages/server/src/telephony/simulated-telephony.js';
import { systemClock } from '../packages/server/src/time/clock.js';
import { createEgressPolicy } from '../packages/server/src/webhooks/egress-policy.js';

const DURATION = positive('BENCH_DURATION', 5);
const WARMUP = positive('BENCH_WARMUP', 1);
const CONNECTIONS = positive('BENCH_CONNECTIONS', 10);
const BREAKDOWN = process.env.BENCH_BREAKDOWN !== '0';
const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

type Fetch = (request: Request) => Response | Promise<Response>;

interface Target {
  name: string;
  /** Served in this process on a free port; or `url`, a server already listening elsewhere. */
  fetch?: Fetch;
  url?: string;
  path: string;
  headers?: Record<string, string>;
}

interface Measured {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
}

/** The subset of autocannon's result this script reads. */
interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  latency: { p50: number; p99: number; totalCount: number };
}

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

function run(url: string, headers: Record<string, string> | undefined, seconds: number) {
  return autocannon({
    url,
    headers,
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
  }) as unknown as Promise<AutocannonResult>;
}

/** Serves the target on a free loopback port, warms it up, measures it, stops it. */
async function measure(target: Target): Promise<Measured> {
  const server = target.fetch
    ? await startServer({ fetch: target.fetch, port: 0, hostname: '127.0.0.1' })
    : undefined;
  try {
    const url = `${server ? `http://127.0.0.1:${server.port}` : target.url}${target.path}`;
    const probe = await fetch(url, { headers: target.headers });
    const body = await probe.text();
    if (probe.status !== 200) throw new Error(`${target.name}: probe answered ${probe.status}: ${body}`);
    await run(url, target.headers, WARMUP);
    const result = await run(url, target.headers, DURATION);
    const failed = result.errors + result.timeouts + result.non2xx;
    if (failed > 0)
      throw new Error(
        `${target.name}: ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      );
    return {
      name: target.name,
      requestsPerSecond: result.latency.totalCount / result.duration,
      p50: result.latency.p50,
      p99: result.latency.p99,
    };
  } finally {
    await server?.close();
  }
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** A Prism mock of the published spec in its own process, listening on a free loopback port. */
async function startPrism(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const spec = fileURLToPath(new URL('../spec/openapi.json', import.meta.url));
  const bin = fileURLToPath(new URL('./node_modules/.bin/prism', import.meta.url));
  const child = spawn(bin, ['mock', spec, '--host', '127.0.0.1', '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism exited with ${child.exitCode}`);
    try {
      await fetch(`${url}/v1/ping`);
      return { url, child };
    } catch {
      if (Date.now() > deadline) {
        child.kill();
        throw new Error('prism did not start within 60 s');
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function helloWorld(): Target {
  const app = new Hono();
  app.get('/', (c) => c.text('Hello Hono!'));
  return { name: 'hello-world (bare Hono)', fetch: app.fetch, path: '/' };
}

/** The account with 10 extensions and the highest limits a fixture accepts. */
async function seedAccount(db: Database): Promise<string> {
  const fixture = AccountFixture.parse({
    context: 'bench',
    key_name: 'bench',
    limits: { requests_per_minute: 1_000_000, requests_per_day: 100_000_000 },
    extensions: demoExtensions,
  });
  const { apiKey } = await loadAccountFixture(db, fixture, { now: systemClock.now() });
  return apiKey;
}

/**
 * The app's pipeline rebuilt with only the extensions route: request id, (silent) request logger, then
 * authentication unless `presetAuth` is given (the account is then set from memory); never the rate limiter.
 */
function strippedApp(db: Database, presetAuth?: AuthenticatedKey): Fetch {
  const logger = silentLogger();
  const apiKeys = createApiKeyCache(db, systemClock);
  const deps: RouteDeps = {
    db,
    clock: systemClock,
    telephony: new SimulatedTelephony({ db, clock: systemClock }),
    sip: { server: 'sip.centralino.local', stunServer: 'stun.centralino.local' },
    logger,
    rateLimiter: createRateLimiter(db, systemClock),
    apiKeys,
    adminToken: undefined,
    webhooks: undefined,
    egress: createEgressPolicy(),
  };
  const app = new Hono<AppEnv>();
  app.use(requestId());
  app.use(requestLogger(logger));
  if (presetAuth) {
    app.use('/v1/*', async (c, next) => {
      c.set('auth', presetAuth);
      await next();
    });
  } else {
    app.use('/v1/*', apiKeyAuth(apiKeys));
  }
  extensionsRoute.register(app, deps);
  app.notFound(handleNotFound);
  app.onError(createErrorHandler(logger));
  return app.fetch;
}

async function databaseTargets(label: string, db: Database): Promise<Target[]> {
  const apiKey = await seedAccount(db);
  const headers = { 'X-API-KEY': apiKey };
  const path = '/v1/extensions';
  // The level and the JSON line `serve` writes, to a sink.
  const logger = createLogger({ level: 'info', destination: pino.destination('/dev/null') });
  const full: Target = {
    name: `${label}: full app`,
    fetch: createApp({ db, clock: systemClock, logger }).fetch,
    path,
    headers,
  };
  if (!BREAKDOWN) return [full];
  const auth = await authenticateApiKey(db, apiKey, systemClock.now());
  if (!auth) throw new Error('the bench key does not authenticate');
  return [
    full,
    { name: `${label}: without rate limit`, fetch: strippedApp(db), path, headers },
    { name: `${label}: without auth, rate limit`, fetch: strippedApp(db, auth), path, headers },
  ];
}

async function withThrowawayDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  const name = `centralino_bench_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: serverUrl, migrate: false, maxConnections: 1 });
  try {
    await executeRows(admin.db, `create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      return await run(url.href);
    } finally {
      await executeRows(admin.db, `drop database if exists "${name}" with (force)`);
    }
  } finally {
    await admin.close();
  }
}

function printTable(rows: Measured[], baseline: number, prism: number | undefined): void {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', '÷ Hono', '÷ Prism'];
  const cells = rows.map((r) => [
    r.name,
    r.requestsPerSecond.toFixed(0),
    String(r.p50),
    String(r.p99),
    `${(r.requestsPerSecond / baseline).toFixed(3)}×`,
    prism ? `${(r.requestsPerSecond / prism).toFixed(2)}×` : '-',
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (c: string[]) =>
    c.map((v, i) => (i === 0 ? v.padEnd(widths[i]!) : v.padStart(widths[i]!))).join('  ');
  console.log(`\n${line(header)}\n${widths.map((w) => '-'.repeat(w)).join('  ')}`);
  for (const c of cells) console.log(line(c));
}

async function main(): Promise<void> {
  console.log(
    `node ${process.version}; autocannon: ${CONNECTIONS} connections, ${WARMUP} s warm-up + ${DURATION} s per target`,
  );
  const rows: Measured[] = [];
  const baselines: number[] = [];
  const hello = helloWorld();
  const measureHello = async () => {
    const result = await measure(hello);
    baselines.push(result.requestsPerSecond);
    rows.push({ ...result, name: `${result.name} #${baselines.length}` });
  };

  await measureHello();
  let prismRate: number | undefined;
  const prism = await startPrism();
  try {
    const peer = await measure({
      name: 'Prism mock of spec/openapi.json',
      url: prism.url,
      path: '/v1/extensions',
      headers: { 'X-API-KEY': `cnt_${'a'.repeat(43)}` },
    });
    prismRate = peer.requestsPerSecond;
    rows.push(peer);
  } finally {
    prism.child.kill();
  }
  const pglite = await openDatabase({ memory: true });
  try {
    for (const target of await databaseTargets('PGlite', pglite.db)) rows.push(await measure(target));
  } finally {
    await pglite.close();
  }
  await measureHello();

  let skipped: string | undefined;
  try {
    const probe = await openDatabase({ url: serverUrl, migrate: false, maxConnections: 1 });
    await probe.close();
  } catch (error) {
    skipped = `PostgreSQL skipped: ${error instanceof Error ? error.message : String(error)}`;
  }
  if (!skipped) {
    await withThrowawayDatabase(async (url) => {
      // The pool size `serve` uses (10).
      const pg = await openDatabase({ url });
      try {
        for (const target of await databaseTargets('PostgreSQL', pg.db)) rows.push(await measure(target));
      } finally {
        await pg.close();
      }
    });
    await measureHello();
  }

  const baseline = baselines.reduce((a, b) => a + b, 0) / baselines.length;
  printTable(rows, baseline, prismRate);
  console.log(
    `÷ Hono = req/s ÷ mean hello-world req/s (${baseline.toFixed(0)}; runs ${baselines.map((b) => b.toFixed(0)).join(', ')}). ` +
      'Latency resolution is 1 ms (autocannon).',
  );
  if (skipped) console.log(skipped);
}

await main();
