import type { InboundCall, OutboundCall } from '@centralino/schemas';
import { cacheKey } from '../../core/redis/keys.js';
import { withReadProgress } from '../../pbx/limiter/budget-denied-error.js';
import { localDay } from '../../pbx/limiter/local-day.js';
import { addDays } from '../../work/commands/date-time.js';
import { cacheTtlMs } from '../../work/operations/cache-ttl.js';
import { type OperationContext, read } from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import type { CallsOperation } from './calls.schema.js';
import { CALLS_PER_PAGE } from './calls.view.js';
import { callsDaysView, type DayOfCalls } from './calls-days.view.js';

/**
 * One day's first page (its newest calls) and the exchange's count of the day: the same read, and the same cache
 * key, as `/calls <that day>` — today's cached briefly, an ended day's ten minutes.
 */
async function dayOfCalls(
  ctx: OperationContext,
  op: CallsOperation,
  date: string,
  today: string,
): Promise<DayOfCalls<InboundCall | OutboundCall>> {
  const filter = { limit: CALLS_PER_PAGE, date, ...(op.search === undefined ? {} : { search: op.search }) };
  const key = cacheKey(ctx.account.id, 'calls', op.direction, date, op.search ?? '', 1);
  const ttl = date === today ? cacheTtlMs.recent : cacheTtlMs.pastDay;
  const res =
    op.direction === 'in'
      ? await read(ctx, key, ttl, 'listInboundCalls', (c) => c.calls.inboundPage(filter, 1))
      : await read(ctx, key, ttl, 'listOutboundCalls', (c) => c.calls.outboundPage(filter, 1));
  return { date, total: res.pagination.total_calls, calls: res.data };
}

/**
 * `/calls settimana`, `/calls ultimi 3 giorni`: the exchange lists one day at a time, so a period is one read per
 * day (today first), each cached and shared with `/calls <day>`; a week costs at most seven requests, fewer when
 * its days were read lately. The answer shows the period's newest calls and every day's count.
 * @see pbx-api-reference.md endpoints 7–10 (one date per request; default today and yesterday)
 */
export async function runCallsDays(ctx: OperationContext, op: CallsOperation & { days: number }) {
  const today = localDay(Date.now(), ctx.account.time_zone).date;
  const days: DayOfCalls<InboundCall | OutboundCall>[] = [];
  // one day after the other: each read takes its own token, in the user's place in line
  for (let back = 0; back < op.days; back++) {
    try {
      days.push(await dayOfCalls(ctx, op, addDays(today, -back), today));
    } catch (error) {
      // the days read are cached: when the job comes back they answer at once; the notice says how far it got
      throw withReadProgress(error, { done: back, of: op.days });
    }
  }
  const buttons = {
    extension: await ctx.services.links.get(ctx.userId),
    blockList: ctx.account.block_blacklist,
  };
  return shown(callsDaysView(op.direction, days, { today, search: op.search, buttons }, ctx.locale));
}
