import { parseJson } from '../../slack/button-value.js';
import { clockText } from '../../slack/views/clock-text.js';
import type { ActionContext } from '../../work/listeners/listener-deps.js';
import { accountOfClick } from '../../work/listeners/owned-account.js';
import { callTextsFor } from './call-messages.js';

/** A missed-call notice a "Richiama" or "Chiama" value names (`{ a, n }`). */
export interface CallBackNotice {
  a: string;
  n: string;
}

/**
 * The notice a callback click is about, when the value names one, the missed-call feature runs here, the
 * clicker's workspace may act on its account and the click is in the notice's channel; else `undefined`.
 */
async function noticeOfClick(ctx: ActionContext, what: string) {
  const missed = ctx.deps.missed;
  const value = parseJson(ctx.action.value) as { a?: unknown; n?: unknown } | undefined;
  if (!missed || typeof value?.a !== 'string' || typeof value.n !== 'string') return undefined;
  if (!(await accountOfClick(ctx, value.a, what))) return undefined;
  const notice = await missed.notices.get(value.a, value.n);
  if (!notice || (ctx.body.channel?.id !== undefined && ctx.body.channel.id !== notice.channel))
    return undefined;
  return { missed, notice, ref: { a: value.a, n: value.n } };
}

/**
 * "Richiama" on a notice: the notice the confirmation carries on, and the warning said first when someone else
 * is already calling the number back (they confirmed "Chiama" from the notice).
 */
export async function callBackNotice(
  ctx: ActionContext,
): Promise<{ notice?: CallBackNotice; warning?: string } | undefined> {
  const found = await noticeOfClick(ctx, 'call.callback');
  if (!found) return undefined;
  const calling = found.notice.calling;
  if (!calling || calling.by === ctx.body.user.id) return { notice: found.ref };
  const time = clockText(calling.at, ctx.r.account.time_zone);
  return {
    notice: found.ref,
    warning: callTextsFor(ctx.r.locale).call.alreadyCalling(`<@${calling.by}>`, time),
  };
}

/** "Chiama" of a callback from a notice, once the call is enqueued: the notice shows at once who calls back. */
export async function markCallingBack(ctx: ActionContext, extension: string): Promise<void> {
  const found = await noticeOfClick(ctx, 'call.callback');
  if (!found) return;
  const { missed, notice } = found;
  const version = await missed.notices.calling(
    notice.accountId,
    notice.id,
    ctx.body.user.id,
    extension,
    Date.now(),
  );
  if (version > 0) await missed.outbox.enqueue(notice.accountId, notice.id, version);
}
