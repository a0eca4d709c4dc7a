import { BlacklistNumberValue, normalizePhoneNumber } from '@centralino/schemas';
import type { Logger } from 'pino';
import { messagesFor } from '../../core/i18n/catalog.js';
import { errorView } from '../../slack/views/notice.view.js';
import type { ActionContext } from '../../work/listeners/listener-deps.js';
import { accountOfClick } from '../../work/listeners/owned-account.js';
import type { MissedBlock } from './missed-block.schema.js';
import { missedActionIds, noticeRef } from './missed-ids.js';
import type { TodayLine } from './missed-line.view.js';
import { todayListView } from './missed-line.view.js';
import { missedMessagesFor } from './missed-messages.js';
import { isDialable } from './missed-record.js';
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

/**
 * "Blocca numero" on a notice, confirmed in its dialog: for permitted users, the caller's number (as the notice
 * holds it, not as a button could say it) into the account's blacklist for blocking, by a job (`missed.block`).
 */
export async function blockNotice(ctx: ActionContext): Promise<void> {
  const found = await noticeOf(ctx, 'missed.block');
  if (!found) return;
  const { notice } = found;
  const { deps, r } = ctx;
  if (!(await deps.permissions.canWrite(r.userId, r.teamId)))
    return void (await ctx.say(errorView(messagesFor(r.locale).common.notPermitted, r.locale).text));
  // the job blocks on the clicker's account: a notice of another account is not theirs to block from here
  if (notice.accountId !== r.account.id) return void (await ctx.say(messagesFor(r.locale).common.notYours));
  if (notice.blocked)
    return void (await ctx.say(missedMessagesFor(r.locale).notice.alreadyBlocked(`<@${notice.blocked.by}>`)));
  const number = BlacklistNumberValue.safeParse(normalizePhoneNumber(notice.caller) ?? notice.caller);
  if (!isDialable(notice.caller) || !number.success) return;
  const block: MissedBlock = {
    type: 'missed.block',
    notice: notice.id,
    name: r.account.block_blacklist,
    number: number.data,
  };
  await ctx.enqueue(block, false);
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
  [missedActionIds.block]: blockNotice,
  [missedActionIds.showToday]: showToday,
};
