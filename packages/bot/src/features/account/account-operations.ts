import { cacheKey } from '../../core/redis/keys.js';
import type { SlackMessage } from '../../slack/views/blocks.js';
import type { AccountRequester, ListenerDeps } from '../../work/listeners/listener-deps.js';
import { cacheTtlMs } from '../../work/operations/cache-ttl.js';
import { type OperationContext, read } from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import { accountView } from './account.view.js';
import { accountBudgetView } from './account-budget.view.js';

/**
 * `/pbx account` in the worker: the server's view of the account (when the budget allows a request), the bot's
 * budget, the commands waiting and what other features add (the live queue alerts).
 */
export async function runAccountShow(ctx: OperationContext) {
  const id = ctx.account.id;
  const res = await read(ctx, cacheKey(id, 'account'), cacheTtlMs.live, 'getAccount', (c) => c.account.get());
  const [budget, waiting, rows] = await Promise.all([
    ctx.services.budget.snapshot(id),
    ctx.services.waitingCount(id),
    ctx.hooks.accountRows(ctx),
  ]);
  return shown(accountView({ account: res.data, budget, waiting, rows }, ctx.locale), false);
}

/** `/pbx account` at once from the local budget (the server's figures follow when the budget allows). */
export async function localAccountView(deps: ListenerDeps, r: AccountRequester): Promise<SlackMessage> {
  const accountId = r.account.id;
  const [budget, waiting] = await Promise.all([
    deps.budget.snapshot(accountId),
    deps.queue.waitingCount(accountId),
  ]);
  return accountBudgetView({ accountId, budget, waiting }, r.locale);
}
