import { OriginateRequest } from '@centralino/schemas';
import { numberOf, parseJson } from '../../slack/button-value.js';
import type { ActionContext } from '../../slack/listener-deps.js';
import { baseActionId } from '../../views/action-ids.js';
import { errorView } from '../../views/notice.view.js';
import type { CallOperation } from './call.schema.js';
import { callConfirmId } from './call-ids.js';
import { callTextsFor } from './call-messages.js';

/** A confirmation is answered by one call for a day; a "Richiama" row button by one call per double click. */
const CONFIRMATION_CLAIM_SECONDS = 86_400;
const CALLBACK_CLAIM_SECONDS = 30;

/** What one click of a call button may dial at most once, and for how long that holds. */
function callClaimOf({ body, action }: ActionContext): { id: string; ttlSeconds: number } {
  const container = body.container as { message_ts?: unknown; channel_id?: unknown } | undefined;
  const where = `${String(container?.channel_id ?? body.channel?.id ?? '-')}:${String(container?.message_ts ?? body.message?.ts ?? '-')}`;
  if (baseActionId(action.action_id) === callConfirmId) {
    const confirmation = (parseJson(action.value) as { confirmation?: unknown } | undefined)?.confirmation;
    return {
      id: typeof confirmation === 'string' ? `confirmation:${confirmation}` : `confirmation:${where}`,
      ttlSeconds: CONFIRMATION_CLAIM_SECONDS,
    };
  }
  return { id: `row:${where}:${action.action_id}:${body.user.id}`, ttlSeconds: CALLBACK_CLAIM_SECONDS };
}

/**
 * "Chiama" of a `/call` confirmation and "Richiama" on a call row, for permitted users with a linked
 * extension: the first click (or redelivery) of a button claims it in Redis and enqueues the call; later ones
 * are told the call was already started.
 */
export async function callButton(ctx: ActionContext): Promise<void> {
  const { deps, r, action, say, enqueue } = ctx;
  const t = callTextsFor(r.locale);
  if (!(await deps.permissions.canWrite(r.userId)))
    return void (await say(errorView(t.common.notPermitted, r.locale).text));
  const extension = await deps.links.get(r.userId);
  if (!extension) return void (await say(errorView(t.call.notLinked, r.locale).text));
  const number = OriginateRequest.shape.number.safeParse(numberOf(action.value));
  if (!number.success) return;
  // every click of one confirmation (and every redelivery of it) gets here: only the first dials
  const claim = callClaimOf(ctx);
  const key = deps.keys.callClaim(claim.id);
  if (!(await deps.claims.claim(key, claim.ttlSeconds))) {
    deps.logger.info({ actionId: action.action_id }, 'call already started from this button');
    return void (await say(t.call.alreadyStarted));
  }
  const call: CallOperation = { type: 'call.originate', extension, number: number.data };
  const enqueued = await enqueue(call, action.action_id === callConfirmId);
  if (!enqueued) await deps.claims.release(key);
}
