import {
  formatLocalDate,
  formatMs,
  type QueueDetail,
  startOfNextZonedDay,
  startOfZonedDay,
} from '@centralino/schemas';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { inboundCalls } from '../../db/schema/index.js';

/**
 * Today's statistics of a queue in the account's time zone, from the call database: calls that entered it,
 * answered, abandoned, and the average wait of those calls (seconds and `mm:ss`).
 * @see ../../../../shared/pbx-api-reference.md#queue-configuration (statistics)
 */
export async function queueStatistics(
  db: Database,
  account: { id: number; timezone: string },
  queueName: string,
  now: Date,
): Promise<QueueDetail['statistics']> {
  const t = inboundCalls;
  const [row] = await db
    .select({
      entered: sql<number>`count(*)::int`,
      answered: sql<number>`(count(*) filter (where ${t.status} = 'answered'))::int`,
      abandoned: sql<number>`(count(*) filter (where ${t.status} = 'abandoned'))::int`,
      avgWait: sql<number>`coalesce(round(avg(${t.waitSeconds})), 0)::int`,
    })
    .from(t)
    .where(
      and(
        eq(t.accountId, account.id),
        eq(t.queueName, queueName),
        gte(t.calldate, startOfZonedDay(now, account.timezone)),
        lt(t.calldate, startOfNextZonedDay(now, account.timezone)),
      ),
    );
  const avgWait = Number(row?.avgWait ?? 0);
  return {
    date: formatLocalDate(now, account.timezone),
    calls_entered: Number(row?.entered ?? 0),
    calls_answered: Number(row?.answered ?? 0),
    calls_abandoned: Number(row?.abandoned ?? 0),
    avg_wait_time: avgWait,
    avg_wait_time_formatted: formatMs(avgWait),
  };
}
