import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CalendarTestAccount,
  officeFixture,
  setupCalendarAccount,
} from '../../calendar/calendar-test-kit.js';
import { localInstant } from '../../calendar/local-date.js';
import { type DatabaseHandle, openDatabase } from '../../db/open-database.js';
import { bookings, idempotencyKeys } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { createTestDatabases, type TestDatabase } from '../../testing/test-database.js';

const NOW = localInstant('2025-06-02', '08:00', 'Europe/Rome');
const BODY = { event: 'visita', name: 'Mario Rossi', date: '2025-06-03', time: '09:00' };
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) {
  console.warn(
    'booking-race.test.ts skipped: set TEST_DATABASE_URL=postgres://… to run the PostgreSQL race tests',
  );
}

/**
 * Concurrency on real PostgreSQL: PGlite has one connection, so its locks never contend. Two app instances with
 * their own pools stand for two server processes.
 */
describe.skipIf(!serverUrl)(
  `booking races on PostgreSQL${serverUrl ? '' : ' (skipped: TEST_DATABASE_URL is not set)'}`,
  () => {
    let database: TestDatabase;
    const pools: DatabaseHandle[] = [];
    let servers: TestApp[] = [];

    beforeAll(async () => {
      const backend = createTestDatabases().find((b) => b.kind === 'postgres')!;
      database = await backend.open();
      for (let i = 0; i < 2; i++) {
        pools.push(await openDatabase({ url: database.url!, migrate: false, maxConnections: 20 }));
      }
      servers = pools.map((pool) => {
        const server = createTestApp(pool.db);
        server.clock.set(NOW);
        return server;
      });
    }, 30_000);

    afterAll(async () => {
      for (const pool of pools) await pool.close();
      await database?.close();
    });

    const post = async (t: CalendarTestAccount, i: number, body: object, key: string) => {
      const res = await servers[i % servers.length]!.requestWithKey(t.apiKey, '/v1/calendar/bookings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': key },
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as { created?: boolean; data?: { id: number } } };
    };
    const stored = async (accountId: number) =>
      database.db.select().from(bookings).where(eq(bookings.accountId, accountId));
    const tally = (statuses: number[]) => {
      const counts: Record<number, number> = {};
      for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
      return counts;
    };

    it('50 concurrent bookings of one single-capacity slot with distinct keys: one 201, 49 × 409', async () => {
      const t = await setupCalendarAccount(database.db, officeFixture(), { now: NOW });
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => post(t, i, { ...BODY, name: `Persona ${i}` }, `race-${i}`)),
      );
      expect(tally(results.map((r) => r.status))).toEqual({ 201: 1, 409: 49 });
      expect(await stored(t.account.id)).toHaveLength(1);
      const keys = await database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.accountId, t.account.id));
      expect(keys.map((k) => k.state)).toEqual(['done']);
    }, 30_000);

    it('a request finding the calendar held by others does not queue behind them when the slot is gone', async () => {
      const t = await setupCalendarAccount(database.db, officeFixture(), { now: NOW });
      expect((await post(t, 0, BODY, 'first')).status).toBe(201);
      // Another request is looking at the calendar (it shares the row, as waiting requests do).
      const other = new pg.Client({ connectionString: database.url });
      const observer = new pg.Client({ connectionString: database.url });
      await other.connect();
      await observer.connect();
      try {
        await other.query('begin');
        await other.query('select id from calendars where account_id = $1 for share', [t.account.id]);
        let answered = false;
        const late = post(t, 1, { ...BODY, name: 'In ritardo' }, 'late').finally(() => {
          answered = true;
        });
        // Until it is answered, no session of this database may be waiting for a lock.
        let queued = false;
        while (!answered && !queued) {
          const { rows } = await observer.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
          );
          queued = rows[0]!.n > 0;
        }
        await other.query('rollback');
        expect(queued).toBe(false);
        expect(await late).toMatchObject({ status: 409, body: { error: { code: 'slot_unavailable' } } });
      } finally {
        await other.end();
        await observer.end();
      }
    }, 30_000);

    it('30 concurrent bookings of a capacity-2 slot: two 201 on seats 0 and 1', async () => {
      const t = await setupCalendarAccount(database.db, officeFixture(), { now: NOW });
      const body = { event: 'gruppo', name: 'Persona', date: '2025-06-03', time: '14:00' };
      const results = await Promise.all(Array.from({ length: 30 }, (_, i) => post(t, i, body, `group-${i}`)));
      expect(tally(results.map((r) => r.status))).toEqual({ 201: 2, 409: 28 });
      expect((await stored(t.account.id)).map((b) => b.slot).sort()).toEqual([0, 1]);
    }, 30_000);

    it('20 concurrent requests with one key: one booking, no 5xx, the rest replay or wait', async () => {
      const t = await setupCalendarAccount(database.db, officeFixture(), { now: NOW });
      const results = await Promise.all(Array.from({ length: 20 }, (_, i) => post(t, i, BODY, 'one-key')));
      const statuses = results.map((r) => r.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.every((s) => s === 201 || s === 200 || s === 409)).toBe(true);
      const made = await stored(t.account.id);
      expect(made).toHaveLength(1);
      for (const r of results) {
        if (r.status === 200) expect(r.body).toMatchObject({ created: false, data: { id: made[0]!.id } });
        if (r.status === 409)
          expect(r.body).toMatchObject({ error: { code: 'idempotency_key_in_progress' } });
      }
      const replay = await post(t, 0, BODY, 'one-key');
      expect(replay).toMatchObject({ status: 200, body: { created: false, data: { id: made[0]!.id } } });
    }, 30_000);
  },
);
