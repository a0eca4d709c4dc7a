import { PbxApiError } from '@centralino/client';
import { cacheKey } from '../../core/redis/keys.js';
import { matchName } from '../../work/commands/name-match.js';
import { nameMatchText } from '../../work/commands/name-match-text.js';
import { cacheTtlMs } from '../../work/operations/cache-ttl.js';
import {
  type OperationContext,
  type OperationResult,
  read,
} from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import type { QueueOperation, QueueOperationOf } from './queue.schema.js';
import { queueChoicesView } from './queue-choices.view.js';
import { queueDetailView } from './queue-detail.view.js';
import { queueListView } from './queue-list.view.js';
import { queueLiveListView, queueLiveView } from './queue-live.view.js';
import { runQueueStats } from './queue-stats-operations.js';

/** The account's queues (configuration, cached a minute); the way on of an unknown queue reads them too. */
function queues(ctx: OperationContext) {
  return read(ctx, cacheKey(ctx.account.id, 'queues', 'list'), cacheTtlMs.config, 'listQueues', (c) =>
    c.queues.list(),
  );
}

/** `/queue`. @see pbx-api-reference.md "Queues" */
export async function runQueueList(ctx: OperationContext, op: QueueOperationOf<'queue.list'>) {
  const res = await queues(ctx);
  return shown(queueListView(res.data, op.page, ctx.locale));
}

/**
 * The queue a typed name designates (`Assistenza`, `assist`: regardless of case and accents when only one
 * queue answers to it), read from the cached list; otherwise the answer to give: the queues that exist, or the
 * candidates, as buttons.
 */
async function resolveQueue(
  ctx: OperationContext,
  typed: string,
  live: boolean,
): Promise<{ name: string } | { answer: OperationResult }> {
  const names = (await queues(ctx)).data.map((q) => q.queue_name);
  const match = matchName(typed, names, (name) => [name]);
  if (match.kind === 'found') return { name: match.item };
  const offered = match.kind === 'ambiguous' ? match.items : names;
  const message = nameMatchText(match.kind, 'queue', typed, offered, ctx.locale);
  const usage = ctx.hooks.usage('queue', ctx.locale);
  return { answer: shown(queueChoicesView(message, offered, live, usage, ctx.locale), false) };
}

/** `/queue <name>`. */
export async function runQueueDetail(ctx: OperationContext, op: QueueOperationOf<'queue.detail'>) {
  const resolved = await resolveQueue(ctx, op.name, false);
  if ('answer' in resolved) return resolved.answer;
  const { name } = resolved;
  const res = await read(
    ctx,
    cacheKey(ctx.account.id, 'queues', 'detail', name),
    cacheTtlMs.recent,
    'getQueue',
    (c) => c.queues.get(name),
  );
  return shown(queueDetailView(res.data, ctx.locale));
}

/** `/queue live [name]`: reading every queue is a free sample for the features that watch queues. */
export async function runQueueLive(ctx: OperationContext, op: QueueOperationOf<'queue.live'>) {
  const id = ctx.account.id;
  if (op.name !== undefined) {
    const resolved = await resolveQueue(ctx, op.name, true);
    if ('answer' in resolved) return resolved.answer;
    const { name } = resolved;
    const res = await read(ctx, cacheKey(id, 'queues', 'live', name), cacheTtlMs.live, 'getQueueLive', (c) =>
      c.queues.live(name),
    );
    return shown(queueLiveView(res.data, ctx.locale));
  }
  const res = await read(
    ctx,
    cacheKey(id, 'queues', 'live'),
    cacheTtlMs.live,
    'listQueuesLive',
    async (c) => {
      const live = await c.queues.live();
      await ctx.hooks.liveQueues(ctx, live.data, Date.now()).catch(() => {});
      return live;
    },
  );
  return shown(queueLiveListView(res.data, op.page, ctx.locale));
}

/**
 * `/queue stats [name] [day|settimana]`: a typed queue's name is checked against the account's queues (unknown:
 * the queues there are, as buttons opening their detail).
 */
export function runQueueStatsOf(ctx: OperationContext, op: QueueOperationOf<'queue.stats'>) {
  return runQueueStats(ctx, op, (typed) => resolveQueue(ctx, typed, false));
}

/**
 * A queue gone between the list and its read (404) shows the way on instead of the bare message: the usage of
 * `/queue` and the account's queues as buttons.
 */
export async function queueWayOn(
  ctx: OperationContext,
  op: QueueOperation,
  error: unknown,
): Promise<OperationResult | undefined> {
  if (!(error instanceof PbxApiError) || error.status !== 404) return undefined;
  if (op.type !== 'queue.detail' && !(op.type === 'queue.live' && op.name !== undefined)) return undefined;
  const names = (await queues(ctx)).data.map((q) => q.queue_name);
  const usage = ctx.hooks.usage('queue', ctx.locale);
  return shown(
    queueChoicesView(error.serverMessage, names, op.type === 'queue.live', usage, ctx.locale),
    false,
  );
}
