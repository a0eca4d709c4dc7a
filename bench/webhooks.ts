/**
 * Booking webhooks, in one run on embedded PGlite: booking → delivery latency (request sent → body received by the
 * endpoint) p50/p99 with 1 endpoint, 10 endpoints, and 10 endpoints plus a dead one (connection refused, retried
 * in the background); and the booking API's own latency p50/p99 with deliveries on (10 endpoints + the dead one,
 * dispatcher running) against off (no endpoint), interleaved in the same run. Prints ratios; asserts nothing.
 *
 * Then the burst ("1,000 bookings in a minute, all delivered, none twice"), part of the default run: N bookings
 * spread evenly over 60 s of real time (or as fast as the API takes them when it is slower; the `pace` line says
 * which) on a fresh database against 1 healthy endpoint, then again against 10; after the dispatcher is idle it
 * prints bookings made, deliveries received, distinct webhook-ids, duplicates, missing, delivery p50/p99, the time
 * from the last booking to the last delivery, and "all delivered, none twice: yes/no". About 2.5 minutes in all on
 * a quiet machine; on a loaded one the 10 endpoints' backlog can take it past 3 (`BENCH_BURST_ENDPOINTS=1` skips
 * that pass).
 *
 * Run: `pnpm exec tsx bench/webhooks.ts` (`BENCH_BOOKINGS`, default 40 per scenario; `BENCH_BURST`, default 1000,
 * 0 skips the burst; `BENCH_BURST_SECONDS`, default 60; `BENCH_BURST_ENDPOINTS`, the passes, default `1,10`).
 */
import { officeFixture } from '../packages/server/src/calendar/calendar-test-kit.js';
import { ms, percentile } from './support/latency-stats.js';
import {
  BENCH_FIRST_DAY,
  book,
  createBenchAccount,
  freeSlots,
  openWebhookBench,
  type WebhookBenchEnv,
} from './support/webhook-bench-env.js';
import { runBurst } from './support/webhook-burst.js';
import { printBurst } from './support/webhook-burst-report.js';
import { startReceiver } from './support/webhook-receiver.js';

const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 40);
const BURST = Number(process.env.BENCH_BURST ?? 1000);
const BURST_MS = Number(process.env.BENCH_BURST_SECONDS ?? 60) * 1000;
const BURST_ENDPOINTS = (process.env.BENCH_BURST_ENDPOINTS ?? '1,10').split(',').map(Number);

const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p99: percentile(sorted, 99) };
};

/** An account of the small office with `endpoints`; returns a function that books its next free `visita`. */
async function account(env: WebhookBenchEnv, endpoints: string[]) {
  const acc = await createBenchAccount(env, endpoints, officeFixture());
  const free = await freeSlots(env, acc, 'visita', BENCH_FIRST_DAY, '2025-06-30');
  let next = 0;
  /** Books the next free slot; returns the request's start and duration. */
  return async () => {
    const { status, start, took } = await book(env, acc, 'visita', free[next++]!);
    if (status !== 201) throw new Error(`booking: ${status}`);
    return { start, took };
  };
}

/** The latency scenarios and the booking API with deliveries on against off. */
async function latencyScenarios(env: WebhookBenchEnv) {
  const receivers = await Promise.all(Array.from({ length: 10 }, startReceiver));
  const dead = 'http://127.0.0.1:1/h';
  const scenarios = [
    ['1 endpoint', [receivers[0]!.url]],
    ['10 endpoints', receivers.map((r) => r.url)],
    ['10 endpoints + 1 dead', [...receivers.map((r) => r.url), dead]],
  ] as const;
  const latencies: Record<string, { p50: number; p99: number }> = {};
  for (const [name, urls] of scenarios) {
    const bookNext = await account(env, [...urls]);
    const live = receivers.filter((r) => (urls as readonly string[]).includes(r.url));
    const values: number[] = [];
    for (let i = 0; i < BOOKINGS; i++) {
      const before = live.map((r) => new Set(r.arrivals.keys()));
      const { start } = await bookNext();
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

  const withHooks = await account(env, [...receivers.map((r) => r.url), dead]);
  const without = await account(env, []);
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

  await Promise.all(receivers.map((r) => r.close()));
}

async function main() {
  console.log(`bench/webhooks: ${BOOKINGS} bookings per scenario, PGlite in memory, receivers on loopback\n`);
  const env = await openWebhookBench();
  await latencyScenarios(env);
  await env.close();
  if (BURST <= 0) return;
  const verdicts: string[] = [];
  for (const endpoints of BURST_ENDPOINTS) {
    const fresh = await openWebhookBench();
    const figures = printBurst(await runBurst(fresh, BURST, endpoints, BURST_MS));
    verdicts.push(`${endpoints} endpoint${endpoints > 1 ? 's' : ''}: ${figures.ok ? 'yes' : 'no'}`);
    await fresh.close();
  }
  console.log(
    `\n${BURST.toLocaleString('en-US')} bookings in ${ms(BURST_MS)}, all delivered, none twice: ${verdicts.join('; ')}`,
  );
}

await main();
