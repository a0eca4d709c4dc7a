import type { Logger } from 'pino';
import type { ActionContext } from '../../work/listeners/listener-deps.js';
import { accountOfClick } from '../../work/listeners/owned-account.js';
import { missedActionIds, noticeRef } from './missed-ids.js';
import type { TodayLine } from './missed-line.view.js';
import { todayListView } from './missed-line.view.js';
import { missedMessagesFor } from './missed-messages.js';
import type { MissedStore } from './missed-store.js';
import type { NoticeOutbox } from './notice-outbox.js';
import type { NoticeStore } from './notice-store.js';

/** What the notices' buttons need (the web role has it too: Redis and the Slack queue's producer). */
export interface MissedActionDeps {
  notices: NoticeStore;
  outbox: NoticeOutbox;
  store: MissedStore;
  logger: Logger;
}

/**
 * The notice a click is about, if it is ours, in the channel clicked, and of an account the clicker's workspace
 * may act on (a notice seen through a Slack Connect channel is refused).
 */
async function noticeOf(ctx: ActionContext, what: string) {
  const deps = ctx.deps.missed;
  const ref = noticeRef(ctx.action.value);
  if (!deps || !ref) return undefined;
  if (!(await accountOfClick(ctx, ref.accountId, what))) return undefined;
  const notice = await deps.notices.get(ref.accountId, ref.noticeId);
  if (!notice || (ctx.body.channel?.id !== undefined && ctx.body.channel.id !== notice.channel))
    return undefined;
  return { deps, notice };
}

/**
 * "Me ne occupo io": the first click takes the notice (it shows who); anyone else clicking is told who already
 * has it. Audited like the other writes from a button.
 */
export async function takeNotice(ctx: ActionContext): Promise<void> {
  const found = await noticeOf(ctx, 'missed.take');
  if (!found) return;
  const { deps, notice } = found;
  const t = missedMessagesFor(ctx.r.locale).notice;
  const result = await deps.notices.take(notice.accountId, notice.id, ctx.body.user.id, Date.now());
  if (result.kind === 'held') return void (await ctx.say(t.alreadyTaken(`<@${result.by}>`)));
  // a second click of whoever has it is answered too (a client waiting for a reply would otherwise wait on)
  if (result.kind === 'mine') return void (await ctx.say(t.alreadyTaken(`<@${ctx.body.user.id}>`)));
  if (result.kind === 'closed') return void (await ctx.say(t.closed));
  if (result.kind !== 'taken') return;
  deps.logger.child({ audit: true }).info(
    {
      user: ctx.body.user.id,
      account: notice.accountId,
      operation: 'missed.take',
      params: { notice: notice.id },
    },
    'audit',
  );
  await deps.outbox.enqueue(notice.accountId, notice.id, result.version);
}

/** "Fatto": closes the notice (it says by whom); a later missed call from the number opens it again. */
export async function closeNotice(ctx: ActionContext): Promise<void> {
  const found = await noticeOf(ctx, 'missed.done');
  if (!found) return;
  const { deps, notice } = found;
  const version = await deps.notices.done(notice.accountId, notice.id, ctx.body.user.id, Date.now());
  if (version === 0) return void (await ctx.say(missedMessagesFor(ctx.r.locale).notice.closed));
  deps.logger.child({ audit: true }).info(
    {
      user: ctx.body.user.id,
      account: notice.accountId,
      operation: 'missed.done',
      params: { notice: notice.id },
    },
    'audit',
  );
  await deps.outbox.enqueue(notice.accountId, notice.id, version);
}

/** "Mostrale" on the line posted when a rule is enabled: today's earlier missed calls, for who asked. */
export async function showToday(ctx: ActionContext): Promise<void> {
  const deps = ctx.deps.missed;
  let ref: { a?: unknown; r?: unknown } | undefined;
  try {
    ref = JSON.parse(ctx.action.value ?? '') as { a?: unknown; r?: unknown };
  } catch {
    ref = undefined;
  }
  if (!deps || typeof ref?.a !== 'string' || typeof ref.r !== 'string') return;
  if (!(await accountOfClick(ctx, ref.a, 'missed.today'))) return;
  const lines = (await deps.store.today(ref.a, ref.r)) as TodayLine[];
  const view = todayListView(lines, ctx.r.locale);
  await ctx
    .respond({ response_type: 'ephemeral', replace_original: false, text: view.text, blocks: view.blocks })
    .catch((err: unknown) => deps.logger.warn({ err: String(err) }, 'respond failed'));
}

export const missedActions = {
  [missedActionIds.take]: takeNotice,
  [missedActionIds.done]: closeNotice,
  [missedActionIds.showToday]: showToday,
};
