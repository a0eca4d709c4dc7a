import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database, DatabaseKind } from './database.js';
import {
  DatabaseOpenError,
  describeConnectionError,
  firstLine,
  redactDatabaseUrl,
} from './database-error.js';
import { migratePglite, migratePostgres } from './migrate.js';
import { keepPgliteTemplate, readPgliteTemplate } from './pglite-template.js';
import * as schema from './schema/index.js';

/** Where the data lives: a PostgreSQL URL, a PGlite directory, or PGlite in memory. */
export type DatabaseLocation = { url: string } | { dataDir: string } | { memory: true };

export type OpenDatabaseOptions = DatabaseLocation & {
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** PostgreSQL pool size (default 10). */
  maxConnections?: number;
  /**
   * PGlite in memory only: a folder to keep an empty migrated database in (`pglite-template.ts`). The first open
   * creates and migrates as usual and keeps the result there; later opens load it (~1 s instead of 3–4 s).
   */
  templateCache?: string;
};

/** An open database: the Drizzle handle, its engine, a printable description and the way to close it. */
export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Human description without secrets, e.g. `PostgreSQL postgres://app:***@db:5432/pbx`. */
  description: string;
  close(): Promise<void>;
}

/**
 * Opens the database, checks it is reachable and (by default) applies the migrations.
 * Failures throw {@link DatabaseOpenError} with a one-line message.
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if ('url' in options) return openPostgres(options.url, options);
  return openPglite('dataDir' in options ? options.dataDir : undefined, options);
}

/** Parses and checks a PostgreSQL connection URL. */
export function parseDatabaseUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DatabaseOpenError('Invalid database URL: expected postgres://user:password@host:5432/database');
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new DatabaseOpenError(
      `Invalid database URL: scheme "${url.protocol.replace(/:$/, '')}" is not postgres:// or postgresql://`,
    );
  }
  if (!url.hostname) throw new DatabaseOpenError('Invalid database URL: the host is missing');
  return url;
}

async function openPostgres(raw: string, options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  const url = parseDatabaseUrl(raw);
  const pool = new pg.Pool({
    connectionString: url.href,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5_000,
  });
  // An idle client losing its connection must not crash the process; the next query reports the problem.
  pool.on('error', () => {});
  try {
    await pool.query('select 1');
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseOpenError(describeConnectionError(error, url));
  }
  if (options.migrate ?? true) {
    try {
      await migratePostgres(pool);
    } catch (error) {
      await pool.end().catch(() => {});
      throw new DatabaseOpenError(`Database migration failed: ${messageOf(error)}`);
    }
  }
  const db: Database = drizzleNodePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    description: `PostgreSQL ${redactDatabaseUrl(url)}`,
    close: () => pool.end(),
  };
}

async function openPglite(
  dataDir: string | undefined,
  options: OpenDatabaseOptions,
): Promise<DatabaseHandle> {
  const templateCache = dataDir ? undefined : options.templateCache;
  let template = templateCache ? readPgliteTemplate(templateCache) : undefined;
  const create = (loadDataDir?: Blob) =>
    PGlite.create({
      ...(dataDir ? { dataDir } : {}),
      ...(loadDataDir ? { loadDataDir } : {}),
      extensions: { btree_gist },
    });
  let client: PGlite;
  try {
    client = await create(template).catch((error: unknown) => {
      if (!template) throw error;
      template = undefined; // an unreadable template: the long way, and a new template kept below
      return create();
    });
  } catch (error) {
    const where = dataDir ? `data directory "${dataDir}"` : 'in-memory database';
    throw new DatabaseOpenError(`Cannot open PGlite ${where}: ${messageOf(error)}`);
  }
  if (options.migrate ?? true) {
    try {
      await migratePglite(client);
    } catch (error) {
      await client.close().catch(() => {});
      throw new DatabaseOpenError(`Database migration failed: ${messageOf(error)}`);
    }
    if (templateCache && !template) await keepPgliteTemplate(client, templateCache);
  }
  const db: Database = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    description: dataDir ? `PGlite in ${dataDir}` : 'PGlite in memory',
    close: () => client.close(),
  };
}

function messageOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return firstLine(cause instanceof Error ? cause.message : String(cause));
}
