import { PbxApiError } from '@centralino/client';
import { calendarChoicesView, queueChoicesView } from '../features/book/book-choices.view.js';
import { cacheKey } from '../redis/keys.js';
import type { Operation } from './operation.schema.js';
import { type OperationContext, type OperationResult, read } from './operation-context.js';

/** Configuration reads are cached for a minute (as `cacheTtlMs.config`). */
const CONFIG_TTL_MS = 60_000;

function calendarsOf(error: PbxApiError): string[] {
  const body = error.body as { error?: { calendars?: unknown } } | undefined;
  const calendars = body?.error?.calendars;
  return Array.isArray(calendars) ? calendars.filter((c): c is string => typeof c === 'string') : [];
}

/**
 * When the API refuses an operation because something is not found or a choice is missing, the answer that
 * shows the way on instead of the bare message: an unknown queue → the usage and the queues as buttons;
 * `calendar_required` → the calendars the API listed as buttons. `undefined`: no way on, show the error.
 */
export async function wayOn(
  ctx: OperationContext,
  op: Operation,
  error: unknown,
): Promise<OperationResult | undefined> {
  if (!(error instanceof PbxApiError)) return undefined;
  const message = (m: ReturnType<typeof queueChoicesView>): OperationResult => ({
    kind: 'message',
    message: m,
    shareable: false,
  });
  if (
    (op.type === 'queue.detail' || (op.type === 'queue.live' && op.name !== undefined)) &&
    error.status === 404
  ) {
    const queues = await read(
      ctx,
      cacheKey(ctx.account.id, 'queues', 'list'),
      CONFIG_TTL_MS,
      'listQueues',
      (c) => c.queues.list(),
    );
    const names = queues.data.map((q) => q.queue_name);
    return message(queueChoicesView(error.serverMessage, names, op.type === 'queue.live', ctx.locale));
  }
  if (op.type === 'book.create' && error.code === 'calendar_required') {
    return message(calendarChoicesView(error.serverMessage, op, calendarsOf(error), ctx.locale));
  }
  return undefined;
}
