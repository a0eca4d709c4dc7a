import { randomUUID } from 'node:crypto';
import { PbxApiError } from '@centralino/client';
import { phoneNumberKey } from '@centralino/schemas';
import { type OperationContext, write } from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import type { BlacklistOperationOf as Of } from './blacklist.schema.js';
import {
  blacklistCreatedView,
  blacklistDetailView,
  blacklistListView,
  blacklistPickView,
  blacklistRemovedView,
} from './blacklist.view.js';
import { addEntry, editEntry } from './blacklist-add.js';
import { removeChoiceView } from './blacklist-ask.view.js';
import { blacklistChanges, blacklistDetail, blacklists, onBlacklist } from './blacklist-name.js';

/** Whether an entry is the number typed: the same caller to the exchange, or (digits alone) its id. */
function isEntry(entry: { id: number; number: string }, typed: string): boolean {
  const key = phoneNumberKey(typed) ?? typed;
  return (
    (phoneNumberKey(entry.number) ?? entry.number) === key ||
    (/^\d+$/.test(typed) && entry.id === Number(typed))
  );
}

/**
 * A blacklist is named regardless of case (`onBlacklist`); numbers are compared as the exchange compares
 * callers (`phoneNumberKey`).
 * @see pbx-api-reference.md "Blacklist", endpoints 17–23
 */
export const blacklistRunners = {
  async 'blacklist.list'(ctx: OperationContext, op: Of<'blacklist.list'>) {
    const res = await blacklists(ctx);
    return shown(blacklistListView(res.data, op.page, ctx.locale));
  },
  async 'blacklist.show'(ctx: OperationContext, op: Of<'blacklist.show'>) {
    return onBlacklist(ctx, op.name, async (name) => {
      const res = await blacklistDetail(ctx, name);
      return shown(blacklistDetailView(res.data, op.page, ctx.locale));
    });
  },
  async 'blacklist.create'(ctx: OperationContext, op: Of<'blacklist.create'>) {
    const res = await write(ctx, 'createBlacklist', blacklistChanges(ctx), (c) =>
      c.blacklists.create(op.name),
    );
    return shown(blacklistCreatedView(res.data, ctx.locale), false);
  },
  async 'blacklist.add'(ctx: OperationContext, op: Of<'blacklist.add'>) {
    return onBlacklist(ctx, op.name, (name) => addEntry(ctx, op, name));
  },
  async 'blacklist.block'(ctx: OperationContext, op: Of<'blacklist.block'>) {
    try {
      return await onBlacklist(ctx, op.name, (name) => addEntry(ctx, op, name));
    } catch (error) {
      if (!(error instanceof PbxApiError) || error.status !== 404) throw error;
      // the configured blacklist does not exist: offer the account's own
      const lists = await blacklists(ctx);
      return shown(blacklistPickView(op.number, op.name, lists.data, ctx.locale), false);
    }
  },
  async 'blacklist.edit'(ctx: OperationContext, op: Of<'blacklist.edit'>) {
    return onBlacklist(ctx, op.name, (name) => editEntry(ctx, op, name));
  },
  async 'blacklist.remove'(ctx: OperationContext, op: Of<'blacklist.remove'>) {
    return onBlacklist(ctx, op.name, async (name) => {
      await write(ctx, 'deleteBlacklistNumber', blacklistChanges(ctx), (c) =>
        c.blacklists.deleteNumber(name, op.id),
      );
      return shown(blacklistRemovedView(name, op.id, ctx.locale), false);
    });
  },
  async 'blacklist.find'(ctx: OperationContext, op: Of<'blacklist.find'>) {
    return onBlacklist(ctx, op.name, async (name) => {
      const res = await blacklistDetail(ctx, name);
      const entries = res.data.numbers.filter((entry) => isEntry(entry, op.number));
      return shown(removeChoiceView(name, op.number, entries, randomUUID(), ctx.locale), false);
    });
  },
};
