import { randomUUID } from 'node:crypto';
import { normalizePhoneNumber, OriginateRequest } from '@centralino/schemas';
import { numberOf, parseJson } from '../../slack/button-value.js';
import { errorView } from '../../slack/views/notice.view.js';
import type { ActionContext } from '../../work/listeners/listener-deps.js';
import type { CallOperation } from './call.schema.js';
import { callConfirmView } from './call.view.js';
import { callBackNotice, markCallingBack } from './call-back-notice.js';
import { callTextsFor } from './call-messages.js';

/** A confirmation is answered by one call for a day, however often it is clicked or delivered. */
const CONFIRMATION_CLAIM_SECONDS = 86_400;
/** A double click (or a redelivery) of "Richiama" shows one confirmation, not two. */
const CALLBACK_CLAIM_SECONDS = 5;

/** Where the clicked message is: its channel and timestamp. */
function messageOf({ body }: ActionContext): string {
  const container = body.container as { message_ts?: unknown; channel_id?: unknown } | undefined;
  return `${String(container?.channel_id ?? body.channel?.id ?? '-')}:${String(container?.message_ts ?? body.message?.ts ?? '-')}`;
}

/** The user may place calls and has a linked extension; otherwise they are told why not. */
async function callerExtension({ deps, r, say }: ActionContext): Promise<string | undefined> {
  const t = callTextsFor(r.locale);
  if (!(await deps.permissions.canWrite(r.userId, r.teamId)))
    return void (await say(errorView(t.common.notPermitted, r.locale).text));
  const extension = await deps.links.get(r.userId);
  if (!extension) return void (await say(errorView(t.call.notLinked, r.locale).text));
  return extension;
}

/**
 * "Richiama" on a call row never dials: like `/call`, it asks first, saying which extension rings and which
 * number is called, with a "Chiama" button of a new confirmation (one call at most) below the list.
 */
export async function callBackButton(ctx: ActionContext): Promise<void> {
  const { deps, r, action, body, respond } = ctx;
  const extension = await callerExtension(ctx);
  if (!extension) return;
  const shown = numberOf(action.value) ?? '';
  const number = OriginateRequest.shape.number.safeParse(normalizePhoneNumber(shown) ?? shown);
  if (!number.success) return;
  const key = deps.keys.callClaim(`callback:${messageOf(ctx)}:${action.action_id}:${body.user.id}`);
  if (!(await deps.claims.claim(key, CALLBACK_CLAIM_SECONDS))) return;
  const onNotice = await callBackNotice(ctx);
  const confirm = callConfirmView(number.data, extension, randomUUID(), r.locale, onNotice);
  await respond({
    response_type: 'ephemeral',
    replace_original: false,
    text: confirm.text,
    blocks: confirm.blocks,
  }).catch((err: unknown) => deps.logger.warn({ err: String(err) }, 'respond failed'));
}

/**
 * "Chiama" of a confirmation (`/call` or "Richiama"), for permitted users with a linked extension: the first
 * click (or redelivery) of a confirmation claims it in Redis and enqueues the call; later ones are told the
 * call was already started.
 */
export async function callButton(ctx: ActionContext): Promise<void> {
  const { deps, r, action, say, enqueue } = ctx;
  const t = callTextsFor(r.locale);
  const extension = await callerExtension(ctx);
  if (!extension) return;
  const number = OriginateRequest.shape.number.safeParse(numberOf(action.value));
  if (!number.success) return;
  // every click of one confirmation (and every redelivery of it) gets here: only the first dials
  const confirmation = (parseJson(action.value) as { confirmation?: unknown } | undefined)?.confirmation;
  const id = typeof confirmation === 'string' ? confirmation : messageOf(ctx);
  // scoped to the clicker: a confirmation id from another workspace's payload cannot pre-claim this one
  const key = deps.keys.callClaim(`confirmation:${r.teamId ?? '-'}:${r.userId}:${id}`);
  if (!(await deps.claims.claim(key, CONFIRMATION_CLAIM_SECONDS))) {
    deps.logger.info({ actionId: action.action_id }, 'call already started from this confirmation');
    return void (await say(t.call.alreadyStarted));
  }
  const call: CallOperation = { type: 'call.originate', extension, number: number.data };
  const enqueued = await enqueue(call, true);
  if (!enqueued) return void (await deps.claims.release(key));
  // a callback from a missed-call notice: the notice says at once who is calling back
  await markCallingBack(ctx, extension).catch((err: unknown) =>
    deps.logger.warn({ err: String(err) }, 'could not mark the notice as being called back'),
  );
}
