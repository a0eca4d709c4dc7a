import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { type InstallationsHandle, openInstallationsDb } from './installations-db.js';

/** What a suite body receives; read `handle` inside tests or hooks. */
export interface InstallationsBackend {
  readonly kind: 'pglite' | 'postgres';
  readonly handle: InstallationsHandle;
  /** PostgreSQL only: the throwaway database's URL (to open a second connection, as a second process would). */
  readonly url: string | undefined;
}

/**
 * Declares the suite on PGlite in memory, and on PostgreSQL too when `TEST_DATABASE_URL` is set (a database
 * created for the file and dropped after it).
 */
export function forEachInstallationsBackend(body: (ctx: InstallationsBackend) => void): void {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const kinds = serverUrl ? (['pglite', 'postgres'] as const) : (['pglite'] as const);
  for (const kind of kinds) {
    describe(kind, () => {
      let handle: InstallationsHandle | undefined;
      let url: string | undefined;
      let drop: (() => Promise<void>) | undefined;
      const ctx: InstallationsBackend = {
        kind,
        get handle() {
          if (!handle) throw new Error('database not open yet: use it inside tests or hooks');
          return handle;
        },
        get url() {
          return url;
        },
      };
      beforeAll(async () => {
        if (kind === 'postgres' && serverUrl) {
          const created = await createThrowawayDatabase(serverUrl);
          url = created.url;
          drop = created.drop;
          handle = await openInstallationsDb({ url });
        } else {
          handle = await openInstallationsDb({ memory: true });
        }
      }, 30_000);
      afterAll(async () => {
        await handle?.close();
        await drop?.();
      });
      body(ctx);
    });
  }
}

/** A fresh database on the server of `serverUrl`, and the way to drop it. */
export async function createThrowawayDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `centralino_bot_test_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(sql);
    } finally {
      await admin.end();
    }
  };
  await run(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => run(`drop database if exists "${name}" with (force)`) };
}
