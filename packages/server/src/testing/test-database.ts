import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Database, DatabaseKind } from '../db/database.js';
import { type DatabaseHandle, openDatabase } from '../db/open-database.js';
import { openTestPglite } from './test-pglite.js';

/** An opened, migrated database for one test file. */
export interface TestDatabase {
  kind: DatabaseKind;
  db: Database;
  handle: DatabaseHandle;
  /** PostgreSQL only: the URL of the throwaway database, to open more connections (a second server instance). */
  url: string | undefined;
  close(): Promise<void>;
}

/** A backend a suite runs on; `open()` is called once per suite (from `beforeAll`). */
export interface TestBackend {
  kind: DatabaseKind;
  open(): Promise<TestDatabase>;
}

/**
 * The backends to run database suites on: PGlite in memory always; PostgreSQL too when `TEST_DATABASE_URL` is
 * set, in a throwaway database created on that server for the suite and dropped afterwards.
 */
export function createTestDatabases(): TestBackend[] {
  const backends: TestBackend[] = [{ kind: 'pglite', open: openPgliteTestDatabase }];
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) backends.push({ kind: 'postgres', open: () => openPostgresTestDatabase(serverUrl) });
  return backends;
}

/** What a suite body receives from {@link forEachBackend}; read `db` inside tests or hooks, not at collection. */
export interface BackendContext {
  readonly kind: DatabaseKind;
  readonly db: Database;
  readonly database: TestDatabase;
}

/**
 * Declares the suite once per backend (`describe('pglite' | 'postgres')`), opening the database before and
 * closing it after. Call it once per test file: a database takes ~1 s to open, so tests share one instance and
 * isolate themselves by creating their own account.
 *
 * @example
 * forEachBackend((ctx) => {
 *   it('stores an account', async () => {
 *     const { account } = await createTestAccount(ctx.db);
 *     expect(account.id).toBeGreaterThan(0);
 *   });
 * });
 */
export function forEachBackend(body: (ctx: BackendContext) => void): void {
  for (const backend of createTestDatabases()) {
    describe(backend.kind, () => {
      let database: TestDatabase | undefined;
      const ctx: BackendContext = {
        kind: backend.kind,
        get database() {
          if (!database) throw new Error('Test database not open yet: use ctx.db inside tests or hooks');
          return database;
        },
        get db() {
          return ctx.database.db;
        },
      };
      beforeAll(async () => {
        database = await backend.open();
      }, 30_000);
      afterAll(async () => {
        await database?.close();
      });
      body(ctx);
    });
  }
}

async function openPgliteTestDatabase(): Promise<TestDatabase> {
  const handle = await openTestPglite();
  return { kind: 'pglite', db: handle.db, handle, url: undefined, close: () => handle.close() };
}

async function openPostgresTestDatabase(serverUrl: string): Promise<TestDatabase> {
  const name = `centralino_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: serverUrl });
    await dropper.connect();
    try {
      await dropper.query(`drop database if exists "${name}" with (force)`);
    } finally {
      await dropper.end();
    }
  };
  let handle: DatabaseHandle;
  try {
    handle = await openDatabase({ url: url.href, maxConnections: 5 });
  } catch (error) {
    await drop();
    throw error;
  }
  return {
    kind: 'postgres',
    db: handle.db,
    handle,
    url: url.href,
    async close() {
      await handle.close();
      await drop();
    },
  };
}
