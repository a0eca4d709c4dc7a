/**
 * Booking webhooks, in one run on embedded PGlite: booking → delivery latency (request sent → body received by the
 * endpoint) p50/p99 with 1 endpoint, 10 endpoints, and 10 endpoints plus a dead one (connection refused, retried
 * in the background); and the booking API's own latency p50/p99 with deliveries on (10 endpoints + the dead one,
 * dispatcher running) against off (no endpoint), interleaved in the same run. Prints ratios; asserts nothing.
 *
 * Run: `pnpm exec tsx bench/webhooks.ts` (`BENCH_BOOKINGS`, default 40 per scenario).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccountFixture } from '../packages/schemas/src/index.js';
import { createAccount } from '../packages/server/src/accounts/accounts.js';
import { issueApiKey } from '../packages/server/src/accounts/api-keys.js';
import { createApp } from '../packages/server/src/app/create-app.js';
import { silentLogger } from '../packages/server/src/app/logger.js';
import { officeFixture } from '../packages/server/src/calendar/calendar-test-kit.js';
import { localInstant } from '../packages/server/src/calendar/local-date.js';
import { seedCalendarFixture } from '../packages/server/src/calendar/seed-calendar-fixture.js';
import { openDatabase } from '../packages/server/src/db/open-database.js';
import { SettableClock } from '../packages/server/src/time/clock.js';
import { createEgressPolicy } from '../packages/server/src/webhooks/egress-policy.js';
import { WebhookDispatcher } from '../packages/server/src/webhooks/webhook-dispatcher.js';
import { createWebhookSender } from '../packages/server/src/webhooks/webhook-sender.js';
import { ms, percentile } from './support/latency-stats.js';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 40);
const NOW = localInstant('2025-06-02', '08:00', 'Europe/Rome');

/** Arrival time (performance.now) of each event id, per receiver. */
async function receiver() {
  const arrivals = new Map<string, number>();
  const server = createServer((req, res) => {
    let body = '';
    req
      .on('data', (c) => (body += c))
      .on('end', () => {
        arrivals.set(String(req.headers['webhook-id']), performance.now());
        res.writeHead(204).end();
      });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/h`,
    arrivals,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

async function main() {
  const handle = await openDatabase({ memory: true });
  const { db } = handle;
  const clock = new SettableClock();
  clock.set(NOW, { frozen: false });
  const egress = createEgressPolicy(['127.0.0.1/8']);
  const webhooks = new WebhookDispatcher({
    db,
    clock,
    egress,
    sender: createWebhookSender(egress),
    logger: silentLogger(),
  });
  const app = createApp({ db, clock, webhooks, adminToken: 'bench' });
  webhooks.start();
  const admin = (path: string, body: unknown) =>
    app.request(path, {
      method: 'POST',
      headers: { Authorization: 'Bearer bench', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });

  async function account(endpoints: string[]) {
    const acc = await createAccount(db, {
      context: `bench-${Math.random().toString(36).slice(2, 8)}`,
      calendarEnabled: true,
      requestsPerMinute: 1_000_000,
      requestsPerDay: 100_000_000,
      timezone: 'Europe/Rome',
    });
    const { apiKey } = await issueApiKey(db, { accountId: acc.id, keyName: 'bench' });
    await seedCalendarFixture(
      db,
      acc.id,
      AccountFixture.parse({ context: acc.context, calendar_enabled: true, ...officeFixture() }),
    );
    for (const url of endpoints)
      await admin(`/_admin/accounts/${acc.context}/webhooks`, { url, events: ['booking.created'] });
    const slots = await app.request('/v1/calendar/availability?event=visita&from=2025-06-03&to=2025-06-30', {
      headers: { 'X-API-KEY': apiKey },
    });
    const free = ((await slots.json()) as { data: { date: string; time: string }[] }).data;
    let next = 0;
    /** Books the next free slot; returns the request's start and duration, and the booking's event id (by booking id). */
    return async () => {
      const slot = free[next++]!;
      const start = performance.now();
      const res = await app.request('/v1/calendar/bookings', {
        method: 'POST',
        headers: { 'X-API-KEY': apiKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ event: 'visita', name: 'Bench', date: slot.date, time: slot.time }),
      });
      const took = performance.now() - start;
      if (res.status !== 201) throw new Error(`booking: ${res.status}`);
      await res.json();
      return { start, took };
    };
  }

  const receivers = await Promise.all(Array.from({ length: 10 }, receiver));
  const dead = 'http://127.0.0.1:1/h';
  const scenarios = [
    ['1 endpoint', [receivers[0]!.url]],
    ['10 endpoints', receivers.map((r) => r.url)],
    ['10 endpoints + 1 dead', [...receivers.map((r) => r.url), dead]],
  ] as const;
  console.log(`bench/webhooks: ${BOOKINGS} bookings per scenario, PGlite in memory, receivers on loopback\n`);
  const latencies: Record<string, { p50: number; p99: number }> = {};
  for (const [name, urls] of scenarios) {
    const book = await account([...urls]);
    const live = receivers.filter((r) => (urls as readonly string[]).includes(r.url));
    const values: number[] = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const before = live.map((r) => new Set(r.arrivals.keys()));
      const { start } = await book();
      // Wait for every live endpoint to get this booking's event.
      for (;;) {
        const fresh = live.map((r, j) => [...r.arrivals.entries()].find(([id]) => !before[j]!.has(id)));
        if (fresh.every(Boolean)) {
          for (const entry of fresh) values.push(entry![1] - start);
          break;
        }
        await new Promise((r) => setTimeout(r, 1));
      }
    }
    latencies[name] = summary(values);
    console.log(
      `${name.padEnd(24)} booking → delivery p50 ${ms(latencies[name]!.p50)}  p99 ${ms(latencies[name]!.p99)}`,
    );
  }

  const withHooks = await account([...receivers.map((r) => r.url), dead]);
  const without = await account([]);
  const on: number[] = [];
  const off: number[] = [];
  for (let i = 0; i < BOOKINGS; i++) {
    on.push((await withHooks()).took);
    off.push((await without()).took);
  }
  const sOn = summary(on);
  const sOff = summary(off);
  console.log(`\nPOST /v1/calendar/bookings, interleaved, ${BOOKINGS} each:`);
  console.log(`  deliveries off  p50 ${ms(sOff.p50)}  p99 ${ms(sOff.p99)}`);
  console.log(`  deliveries on   p50 ${ms(sOn.p50)}  p99 ${ms(sOn.p99)}  (11 endpoints, one dead)`);
  console.log(
    `  ratio on/off    p50 ${(sOn.p50 / sOff.p50).toFixed(2)}  p99 ${(sOn.p99 / sOff.p99).toFixed(2)}`,
  );
  const one = latencies['1 endpoint']!;
  const ten = latencies['10 endpoints']!;
  const deadTen = latencies['10 endpoints + 1 dead']!;
  console.log(
    `\ndelivery p99 ratios: 10 vs 1 endpoint ${(ten.p99 / one.p99).toFixed(2)}, with a dead one vs without ${(deadTen.p99 / ten.p99).toFixed(2)}`,
  );

  await webhooks.stop();
  await Promise.all(receivers.map((r) => r.close()));
  await handle.close();
}

await main();
