import type { SQLWrapper } from 'drizzle-orm';
import type { Database } from './database.js';

/**
 * Runs raw SQL and returns its rows on both drivers (`db.execute` returns a driver-specific result object;
 * both carry `rows`).
 */
export async function executeRows<Row extends Record<string, unknown>>(
  db: Database,
  query: SQLWrapper | string,
): Promise<Row[]> {
  const result = (await db.execute<Row>(query)) as { rows: Row[] };
  return result.rows;
}
