import { cacheKey } from '../../core/redis/keys.js';
import type { CallRecord } from '../charts/call-figures.js';
import { addDays } from '../commands/date-time.js';
import { cacheTtlMs } from '../operations/cache-ttl.js';
import { type OperationContext, read } from '../operations/operation-context.js';

/** Calls per page of `GET /v1/calls/in/{date}` (the API's maximum). */
export const HISTORY_PAGE_SIZE = 500;
/** A closed day never changes: its pages are kept a day. */
export const CLOSED_DAY_TTL_MS = 86_400_000;
/** Calls still in progress at midnight are listed under yesterday once they end: yesterday closes an hour later. */
const LATE_CALLS_MS = 3_600_000;

/** One page as cached: only what the figures read. */
interface HistoryPage {
  records: CallRecord[];
  totalPages: number;
}

/**
 * How long a page of `date` is cached: briefly for today (calls keep ending), a day for a closed day; yesterday
 * counts as closed an hour after midnight (`sinceMidnightMs`).
 */
export function historyTtlMs(date: string, today: string, sinceMidnightMs: number): number {
  if (date >= today) return cacheTtlMs.recent;
  if (date === addDays(today, -1) && sinceMidnightMs < LATE_CALLS_MS) return cacheTtlMs.recent;
  return CLOSED_DAY_TTL_MS;
}

function readPage(ctx: OperationContext, date: string, page: number, ttlMs: number): Promise<HistoryPage> {
  return read(
    ctx,
    cacheKey(ctx.account.id, 'calls', 'in-day', date, HISTORY_PAGE_SIZE, page),
    ttlMs,
    'listInboundCallsByDate',
    async (c) => {
      const res = await c.calls.inboundPage({ date, limit: HISTORY_PAGE_SIZE }, page);
      return {
        records: res.data.map((r) => ({
          id: r.id,
          calldate: r.calldate,
          status: r.status,
          total_duration: r.total_duration,
        })),
        totalPages: res.pagination.total_pages,
      };
    },
  );
}

/**
 * Every inbound record of `date`: page 1, then the pages it announces (through `read`: coalesced, cached, each
 * on a command token). A page read later may repeat records as the day grows; the figures count each id once.
 * @see pbx-api-reference.md endpoint 8
 */
export async function dayRecords(
  ctx: OperationContext,
  date: string,
  clock: { today: string; sinceMidnightMs: number },
): Promise<CallRecord[]> {
  const ttl = historyTtlMs(date, clock.today, clock.sinceMidnightMs);
  const first = await readPage(ctx, date, 1, ttl);
  const records = [...first.records];
  for (let page = 2; page <= first.totalPages; page++)
    records.push(...(await readPage(ctx, date, page, ttl)).records);
  return records;
}
