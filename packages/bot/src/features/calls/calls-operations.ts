import { cacheKey } from '../../core/redis/keys.js';
import { cacheTtlMs } from '../../work/operations/cache-ttl.js';
import { type OperationContext, read } from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import type { CallsOperation } from './calls.schema.js';
import { CALLS_PER_PAGE, inboundCallsView, outboundCallsView } from './calls.view.js';
import { runCallsDays } from './calls-days.js';

/**
 * `/calls`: one page of inbound or outbound calls, with "Richiama" (the user's linked extension shown in its
 * confirmation) and "Blocca numero" (into the account's configured blacklist).
 * @see pbx-api-reference.md endpoints 7–10
 */
export async function runCallsList(ctx: OperationContext, op: CallsOperation) {
  if (op.days !== undefined) return runCallsDays(ctx, { ...op, days: op.days });
  const { account, locale } = ctx;
  const filter = {
    limit: CALLS_PER_PAGE,
    ...(op.date === undefined ? {} : { date: op.date }),
    ...(op.search === undefined ? {} : { search: op.search }),
  };
  const key = cacheKey(account.id, 'calls', op.direction, op.date ?? 'recent', op.search ?? '', op.page);
  const buttons = {
    extension: await ctx.services.links.get(ctx.userId),
    blockList: account.block_blacklist,
  };
  if (op.direction === 'in') {
    const res = await read(ctx, key, cacheTtlMs.recent, 'listInboundCalls', (c) =>
      c.calls.inboundPage(filter, op.page),
    );
    return shown(inboundCallsView(res, op, buttons, locale));
  }
  const res = await read(ctx, key, cacheTtlMs.recent, 'listOutboundCalls', (c) =>
    c.calls.outboundPage(filter, op.page),
  );
  return shown(outboundCallsView(res, op, buttons, locale));
}
