import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { extensions, inboundCalls, outboundCalls } from '../../db/schema/index.js';
import { pageOffset } from './call-pagination.js';
import type { CallRange } from './call-range.js';

export type InboundCallRow = typeof inboundCalls.$inferSelect;
export type OutboundCallRow = typeof outboundCalls.$inferSelect;

/** What every call list query shares. */
export interface CallListQuery {
  accountId: number;
  range: CallRange;
  /** Part of a number; empty or undefined means no search. */
  search: string | undefined;
  page: number;
  limit: number;
}

/** One page of a call list and the number of calls matching the filters over all pages. */
export interface CallPage<Row> {
  rows: Row[];
  total: number;
}

/** `%text%` for LIKE, with the wildcards of the text escaped (backslash is PostgreSQL's default escape). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, '\\$&')}%`;
}

/**
 * Inbound calls of the range, newest first: `search` matches part of the caller number, `numbers` keeps the
 * calls to those VoIP numbers (destination). Filtering, counting and paging run in SQL (index
 * `inbound_calls_account_calldate_idx`), in one read-only snapshot so that the total matches the page.
 * @see ../../../../shared/pbx-api-reference.md#endpoints (7, 8)
 */
export async function findInboundCalls(
  db: Database,
  query: CallListQuery & { numbers: readonly string[] },
): Promise<CallPage<InboundCallRow>> {
  const t = inboundCalls;
  const conditions: SQL[] = [eq(t.accountId, query.accountId), gte(t.calldate, query.range.from)];
  conditions.push(lt(t.calldate, query.range.until));
  if (query.search) conditions.push(ilike(t.callerNumber, containsPattern(query.search)));
  if (query.numbers.length > 0) conditions.push(inArray(t.destination, [...query.numbers]));
  const where = and(...conditions);
  return readPage(db, async (tx) => {
    const [counted] = await tx.select({ total: count() }).from(t).where(where);
    const rows = await tx
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.calldate), desc(t.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit));
    return { rows, total: counted?.total ?? 0 };
  });
}

/**
 * Outbound calls of the range, newest first: `search` matches part of the destination or of the source,
 * `extensions` keeps the calls placed by those extensions (each given by internal number, as in `source`, or by
 * technical name, as endpoint 4 accepts). Same SQL paging as {@link findInboundCalls}.
 * @see ../../../../shared/pbx-api-reference.md#endpoints (9, 10)
 */
export async function findOutboundCalls(
  db: Database,
  query: CallListQuery & { extensions: readonly string[] },
): Promise<CallPage<OutboundCallRow>> {
  const t = outboundCalls;
  const conditions: SQL[] = [eq(t.accountId, query.accountId), gte(t.calldate, query.range.from)];
  conditions.push(lt(t.calldate, query.range.until));
  if (query.search) {
    const pattern = containsPattern(query.search);
    conditions.push(or(ilike(t.destination, pattern), ilike(t.source, pattern))!);
  }
  if (query.extensions.length > 0) {
    const names = [...query.extensions];
    const byName = db
      .select({ internalNumber: extensions.internalNumber })
      .from(extensions)
      .where(and(eq(extensions.accountId, query.accountId), inArray(extensions.extension, names)));
    conditions.push(or(inArray(t.source, names), inArray(t.source, byName))!);
  }
  const where = and(...conditions);
  return readPage(db, async (tx) => {
    const [counted] = await tx.select({ total: count() }).from(t).where(where);
    const rows = await tx
      .select()
      .from(t)
      .where(where)
      .orderBy(desc(t.calldate), desc(t.id))
      .limit(query.limit)
      .offset(pageOffset(query.page, query.limit));
    return { rows, total: counted?.total ?? 0 };
  });
}

/** Runs the count and the page in one read-only snapshot. */
function readPage<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction((tx) => read(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}
