import { PbxApiError } from '@centralino/client';
import { cacheKey } from '../../core/redis/keys.js';
import { esc, section } from '../../slack/views/blocks.js';
import { cacheTtlMs } from '../../work/operations/cache-ttl.js';
import { type OperationContext, read } from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import type { CallOperation } from './call.schema.js';
import { callMessagesFor } from './call-messages.js';

/**
 * `/call 203`: the exchange dials only numbers of 6 digits or more, so a short number is not dialled; when it
 * is an extension (read as `/ext` reads one, cached a minute) the answer names whose, and says to use the phone.
 * @see pbx-api-reference.md endpoints 4 and 15 (rule 1)
 */
export async function explainShortNumber(
  ctx: OperationContext,
  op: Extract<CallOperation, { type: 'call.short-number' }>,
) {
  const t = callMessagesFor(ctx.locale);
  let text: string;
  try {
    const res = await read(
      ctx,
      cacheKey(ctx.account.id, 'ext', 'detail', op.number),
      cacheTtlMs.config,
      'getExtension',
      (c) => c.extensions.get(op.number),
    );
    text = t.colleague(esc(op.number), esc(res.data.description || res.data.internal_number));
  } catch (error) {
    if (!(error instanceof PbxApiError) || error.status !== 404) throw error;
    text = t.tooShort(esc(op.number));
  }
  return shown({ text, blocks: [section(`:information_source: ${text}`)] }, false);
}
