import { formatLocalDate } from '@centralino/schemas';
import { cacheKey } from '../../core/redis/keys.js';
import { extensionNamesKey, rememberExtensionNames } from '../../pbx/directory/extension-names.js';
import { cacheTtlMs } from '../../work/operations/cache-ttl.js';
import { type OperationContext, read } from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import type { ExtOperationOf as Of } from './ext.schema.js';
import { extensionLinkedView, extensionListView, extensionStatusView } from './ext.view.js';

/** @see pbx-api-reference.md "Extensions" */
export const extRunners = {
  async 'ext.status'(ctx: OperationContext, op: Of<'ext.status'>) {
    const id = ctx.account.id;
    if (op.number !== undefined) {
      const number = op.number;
      const res = await read(
        ctx,
        cacheKey(id, 'ext', 'status', number),
        cacheTtlMs.live,
        'getExtensionStatus',
        (c) => c.extensions.status(number),
      );
      await rememberExtensionNames(ctx.services.redis, extensionNamesKey(ctx.services.keys.prefix, id), [
        res.data,
      ]);
      const today = formatLocalDate(new Date(), ctx.account.time_zone);
      return shown(extensionStatusView(res.data, today, ctx.locale));
    }
    const res = await read(
      ctx,
      cacheKey(id, 'ext', 'status'),
      cacheTtlMs.live,
      'listExtensionStatuses',
      (c) => c.extensions.statuses(),
    );
    // their names, remembered: a callback dialled from a desk phone is told by name (missed-call notices)
    await rememberExtensionNames(
      ctx.services.redis,
      extensionNamesKey(ctx.services.keys.prefix, id),
      res.data,
    );
    return shown(extensionListView(res, op.page, ctx.locale));
  },
  /** The extension must exist: it is read (configuration, cached a minute) before the link is stored. */
  async 'ext.link'(ctx: OperationContext, op: Of<'ext.link'>) {
    const res = await read(
      ctx,
      cacheKey(ctx.account.id, 'ext', 'detail', op.number),
      cacheTtlMs.config,
      'getExtension',
      (c) => c.extensions.get(op.number),
    );
    await ctx.services.links.set(ctx.userId, res.data.internal_number);
    return shown(extensionLinkedView(res.data, ctx.locale), false);
  },
};
