import { PbxApiError } from '@centralino/client';
import { cacheTtlMs } from '../../operations/cache-ttl.js';
import { type OperationContext, read, write } from '../../operations/operation-context.js';
import { shown } from '../../operations/shown.js';
import { cacheArea, cacheKey } from '../../redis/keys.js';
import type { BlacklistOperationOf as Of } from './blacklist.schema.js';
import {
  blacklistAddedView,
  blacklistCreatedView,
  blacklistDetailView,
  blacklistListView,
  blacklistPickView,
  blacklistRemovedView,
  blacklistUpdatedView,
} from './blacklist.view.js';

/** The account's blacklists (configuration, cached a minute). */
function blacklists(ctx: OperationContext) {
  return read(ctx, cacheKey(ctx.account.id, 'blacklists', 'list'), cacheTtlMs.config, 'listBlacklists', (c) =>
    c.blacklists.list(),
  );
}

/** Writes drop every cached blacklist read of the account. */
const changed = (ctx: OperationContext) => [cacheArea(ctx.account.id, 'blacklists')];

/** @see pbx-api-reference.md "Blacklist", endpoints 17–23 */
export const blacklistRunners = {
  async 'blacklist.list'(ctx: OperationContext, op: Of<'blacklist.list'>) {
    const res = await blacklists(ctx);
    return shown(blacklistListView(res.data, op.page, ctx.locale));
  },
  async 'blacklist.show'(ctx: OperationContext, op: Of<'blacklist.show'>) {
    const res = await read(
      ctx,
      cacheKey(ctx.account.id, 'blacklists', 'show', op.name),
      cacheTtlMs.config,
      'getBlacklist',
      (c) => c.blacklists.get(op.name),
    );
    return shown(blacklistDetailView(res.data, op.page, ctx.locale));
  },
  async 'blacklist.create'(ctx: OperationContext, op: Of<'blacklist.create'>) {
    const res = await write(ctx, 'createBlacklist', changed(ctx), (c) => c.blacklists.create(op.name));
    return shown(blacklistCreatedView(res.data, ctx.locale), false);
  },
  async 'blacklist.add'(ctx: OperationContext, op: Of<'blacklist.add'>) {
    const body = {
      number: op.number,
      ...(op.description === undefined ? {} : { description: op.description }),
    };
    const res = await write(ctx, 'addBlacklistNumber', changed(ctx), (c) =>
      c.blacklists.addNumber(op.name, body),
    );
    return shown(blacklistAddedView(op.name, res.data, ctx.locale), false);
  },
  async 'blacklist.block'(ctx: OperationContext, op: Of<'blacklist.block'>) {
    const body = {
      number: op.number,
      ...(op.description === undefined ? {} : { description: op.description }),
    };
    try {
      const res = await write(ctx, 'addBlacklistNumber', changed(ctx), (c) =>
        c.blacklists.addNumber(op.name, body),
      );
      return shown(blacklistAddedView(op.name, res.data, ctx.locale), false);
    } catch (error) {
      if (!(error instanceof PbxApiError) || error.status !== 404) throw error;
      // the configured blacklist does not exist: offer the account's own
      const lists = await blacklists(ctx);
      return shown(blacklistPickView(op.number, op.name, lists.data, ctx.locale), false);
    }
  },
  async 'blacklist.edit'(ctx: OperationContext, op: Of<'blacklist.edit'>) {
    const body = {
      ...(op.number === undefined ? {} : { number: op.number }),
      ...(op.description === undefined ? {} : { description: op.description }),
    };
    const res = await write(ctx, 'updateBlacklistNumber', changed(ctx), (c) =>
      c.blacklists.updateNumber(op.name, op.id, body),
    );
    return shown(blacklistUpdatedView(op.name, res.data, ctx.locale), false);
  },
  async 'blacklist.remove'(ctx: OperationContext, op: Of<'blacklist.remove'>) {
    await write(ctx, 'deleteBlacklistNumber', changed(ctx), (c) => c.blacklists.deleteNumber(op.name, op.id));
    return shown(blacklistRemovedView(op.name, op.id, ctx.locale), false);
  },
};
