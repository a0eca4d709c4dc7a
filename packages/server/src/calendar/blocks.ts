import type { CalendarBlock } from '@centralino/schemas';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { blocks, calendars } from '../db/schema/index.js';
import { calendarError } from './calendar-error.js';
import { overlapsInterval } from './calendar-store.js';
import { resolveDateRange } from './date-range.js';
import { formatUtc, localLabel, localToday } from './local-date.js';

/** Longest span of the block list, in days (both ends included). */
export const BLOCK_LIST_MAX_DAYS = 366;

/**
 * Blocks (manual and holiday) overlapping the local days `from`…`to` (default today and the next 30 days),
 * optionally only those that apply to one calendar (its own and the account-wide ones), in time order.
 * @see ../../../shared/pbx-api-reference.md#calendar-conventions-and-records
 */
export async function listBlocks(
  db: Database,
  account: { id: number; timezone: string },
  query: { from?: string | undefined; to?: string | undefined; calendar?: string | undefined },
  now: Date,
): Promise<{ from: string; to: string; blocks: CalendarBlock[] }> {
  const timeZone = account.timezone;
  const range = resolveDateRange(query, {
    today: localToday(now, timeZone),
    timeZone,
    defaultSpanDays: 30,
    maxDays: BLOCK_LIST_MAX_DAYS,
  });
  const rows = await db
    .select({
      id: blocks.id,
      calendar: calendars.slug,
      period: blocks.period,
      reason: blocks.reason,
      source: blocks.source,
    })
    .from(blocks)
    .leftJoin(calendars, eq(calendars.id, blocks.calendarId))
    .where(
      and(
        eq(blocks.accountId, account.id),
        overlapsInterval(blocks.period, range.start, range.end),
        query.calendar === undefined
          ? undefined
          : or(isNull(blocks.calendarId), eq(calendars.slug, query.calendar)),
      ),
    )
    .orderBy(asc(blocks.period), asc(blocks.id));
  return {
    from: range.from,
    to: range.to,
    blocks: rows.map((row) => {
      const start = localLabel(row.period.start, timeZone);
      const end = localLabel(row.period.end, timeZone);
      return {
        id: row.id,
        calendar: row.calendar,
        date: start.date,
        start_time: start.time,
        end_date: end.date,
        end_time: end.time,
        starts_at_utc: formatUtc(row.period.start),
        ends_at_utc: formatUtc(row.period.end),
        reason: row.reason,
        source: row.source,
      };
    }),
  };
}

/**
 * Deletes a manual block, making its interval bookable again: 404 `not_found`, 409 `holiday_managed` for a
 * block generated from a holiday (switched off from the panel's holiday settings instead).
 * @see ../../../shared/pbx-api-reference.md#endpoints (endpoint 28, rule 6)
 */
export async function deleteBlock(db: Database, accountId: number, id: number): Promise<void> {
  const deleted = await db
    .delete(blocks)
    .where(and(eq(blocks.accountId, accountId), eq(blocks.id, id), eq(blocks.source, 'manual')))
    .returning({ id: blocks.id });
  if (deleted.length > 0) return;
  const [existing] = await db
    .select({ source: blocks.source })
    .from(blocks)
    .where(and(eq(blocks.accountId, accountId), eq(blocks.id, id)))
    .limit(1);
  if (!existing) throw calendarError(404, 'not_found');
  throw calendarError(409, 'holiday_managed');
}
