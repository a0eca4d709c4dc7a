import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';
import { executeRows } from './execute-rows.js';
import { accountIdCounters } from './schema/account-ids.js';

/**
 * Makes later inserts into `table` continue after the largest id, after rows were inserted with chosen ids.
 * For a table numbered per account (`account_id`, `id`: extensions, switches, contacts…) each account's counter
 * moves past that account's largest id; inserts through the database already do this, so this only repairs
 * counters after rows were written around the trigger (a restore, for instance). For a table with an identity
 * column the sequence moves past the largest id. Neither ever moves backwards (ids handed out to transactions
 * not yet committed stay reserved).
 */
export async function syncIdentitySequence(db: Database, table: PgTable): Promise<void> {
  const name = getTableName(table);
  const [identity] = await executeRows<{ sequence: string | null }>(
    db,
    sql`select pg_get_serial_sequence(${`"${name}"`}, 'id') as sequence`,
  );
  if (!identity?.sequence) {
    await db.execute(
      sql`insert into ${accountIdCounters} (account_id, kind, last_id)
          select account_id, ${name}, max(id) from ${table} group by account_id
          on conflict (account_id, kind) do update
            set last_id = greatest(${accountIdCounters.lastId}, excluded.last_id)`,
    );
    return;
  }
  const sequence = identity.sequence;
  await db.execute(
    sql`select setval(${sequence}::regclass, greatest((select coalesce(max(id), 0) from ${table}), nextval(${sequence}::regclass)))`,
  );
}
