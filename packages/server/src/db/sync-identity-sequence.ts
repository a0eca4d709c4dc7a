import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';

/**
 * Moves the identity sequence of `table.id` past the largest id, after rows were inserted with chosen ids
 * (sandbox fixtures for extensions, switches, contacts), so that later inserts do not collide. The sequence
 * never moves backwards (ids handed out to transactions not yet committed stay reserved).
 */
export async function syncIdentitySequence(db: Database, table: PgTable): Promise<void> {
  const name = getTableName(table);
  const sequence = sql`pg_get_serial_sequence(${`"${name}"`}, 'id')`;
  await db.execute(
    sql`select setval(${sequence}, greatest((select coalesce(max(id), 0) from ${table}), nextval(${sequence})))`,
  );
}
