/**
 * The booking race on real PostgreSQL, in one run: 50 concurrent `POST /v1/calendar/bookings` for the same
 * single-capacity slot, each with its own `Idempotency-Key`, through two in-process server instances with their
 * own connection pools (two server processes). Exactly one must get 201 and the other 49 a 409; no 5xx.
 * Prints the outcome counts and p50/p99 latency per round and overall (a warm-up round is not counted).
 *
 * Run: `pnpm exec tsx bench/booking-race.ts`. Uses `DATABASE_URL` (default
 * postgres://postgres@127.0.0.1:5432/postgres) only to create a throwaway database, dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import { AccountFixture } from '../packages/schemas/src/index.js';
import { createAccount } from '../packages/server/src/accounts/accounts.js';
import { issueApiKey } from '../packages/server/src/accounts/api-keys.js';
import { createApp } from '../packages/server/src/app/create-app.js';
import { localInstant } from '../packages/server/src/calendar/local-date.js';
import { seedCalendarFixture } from '../packages/server/src/calendar/seed-calendar-fixture.js';
import { executeRows } from '../packages/server/src/db/execute-rows.js';
import { type DatabaseHandle, openDatabase } from '../packages/server/src/db/open-database.js';
import { SettableClock } from '../packages/server/src/time/clock.js';

const CONCURRENCY = 50;
const ROUNDS = 5;
const TIME_ZONE = 'Europe/Rome';
/** A Monday morning; the slots booked are on the Tuesday after. */
const NOW = localInstant('2025-06-02', '08:00', TIME_ZONE);
const DAY = '2025-06-03';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

function summary(latencies: readonly number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms`;
}

async function withThrowawayDatabase(run: (url: string) => Promise<void>): Promise<void> {
  const name = `centralino_bench_${randomBytes(6).toString('hex')}`;
  const admin = await openDatabase({ url: serverUrl, migrate: false, maxConnections: 1 });
  try {
    await executeRows(admin.db, `create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    try {
      await run(url.href);
    } finally {
      await executeRows(admin.db, `drop database if exists "${name}" with (force)`);
    }
  } finally {
    await admin.close();
  }
}

async function main(): Promise<void> {
  await withThrowawayDatabase(async (url) => {
    const pools: DatabaseHandle[] = [];
    try {
      // The first open applies the migrations; the second instance finds them done.
      pools.push(await openDatabase({ url, maxConnections: 20 }));
      pools.push(await openDatabase({ url, migrate: false, maxConnections: 20 }));
      const db = pools[0]!.db;

      const account = await createAccount(db, {
        context: 'bench',
        calendarEnabled: true,
        timezone: TIME_ZONE,
        requestsPerMinute: 1_000_000,
        requestsPerDay: 100_000_000,
      });
      const { apiKey } = await issueApiKey(db, { accountId: account.id, keyName: 'bench' });
      const fixture = AccountFixture.parse({
        context: 'bench',
        timezone: TIME_ZONE,
        calendars: [{ slug: 'studio', name: 'Studio' }],
        events: [
          {
            slug: 'visita',
            name: 'Visita',
            duration_minutes: 30,
            calendars: ['studio'],
            min_notice_minutes: 0,
          },
        ],
        opening_hours: [{ calendar: 'studio', weekday: 2, start: '08:00', end: '12:00' }],
      });
      await seedCalendarFixture(db, account.id, fixture);

      const servers = pools.map((pool) => {
        const clock = new SettableClock();
        clock.set(NOW);
        return createApp({ db: pool.db, clock });
      });

      const round = async (time: string) => {
        const outcomes = await Promise.all(
          Array.from({ length: CONCURRENCY }, async (_, i) => {
            const started = performance.now();
            const res = await servers[i % servers.length]!.request('/v1/calendar/bookings', {
              method: 'POST',
              headers: {
                'X-API-KEY': apiKey,
                'Content-Type': 'application/json',
                'Idempotency-Key': `bench-${time}-${i}`,
              },
              body: JSON.stringify({ event: 'visita', name: `Persona ${i}`, date: DAY, time }),
            });
            await res.arrayBuffer();
            return { status: res.status, ms: performance.now() - started };
          }),
        );
        const counts: Record<number, number> = {};
        for (const { status } of outcomes) counts[status] = (counts[status] ?? 0) + 1;
        return { counts, latencies: outcomes.map((o) => o.ms) };
      };

      await round('08:00');
      console.log(
        `booking race: ${CONCURRENCY} concurrent requests per slot, 2 server instances, PostgreSQL`,
      );
      const all: number[] = [];
      let correct = 0;
      for (let r = 0; r < ROUNDS; r++) {
        const time = `${String(8 + Math.floor((r + 1) / 2)).padStart(2, '0')}:${(r + 1) % 2 === 0 ? '00' : '30'}`;
        const { counts, latencies } = await round(time);
        all.push(...latencies);
        const ok = counts[201] === 1 && counts[409] === CONCURRENCY - 1;
        if (ok) correct++;
        const outcome = Object.entries(counts)
          .map(([status, n]) => `${n} × ${status}`)
          .join(', ');
        console.log(`  slot ${DAY} ${time}: ${outcome} — ${summary(latencies)}${ok ? '' : '  ← UNEXPECTED'}`);
      }
      console.log(
        `overall: ${correct}/${ROUNDS} rounds with exactly one 201; ${summary(all)} over ${all.length} requests`,
      );
      if (correct !== ROUNDS) process.exitCode = 1;
    } finally {
      for (const pool of pools) await pool.close();
    }
  });
}

await main();
