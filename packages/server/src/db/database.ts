import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema/index.js';

/** The full Drizzle schema, as passed to both drivers. */
export type Schema = typeof schema;

/**
 * The one database type every module uses, whichever driver is behind it (node-postgres or PGlite).
 * Use the query builder (`select`/`insert`/`update`/`delete` with `.returning()`) or `db.query`: their results
 * have the same shape on both drivers. `db.execute()` does not; use {@link executeRows} for raw SQL.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** A transaction handle, as received by `db.transaction(async (tx) => …)`; usable wherever a Database is. */
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** Which engine a {@link Database} runs on. */
export type DatabaseKind = 'pglite' | 'postgres';
