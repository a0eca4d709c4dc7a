import { BlacklistName, BlacklistNumberValue, cleanDialNumber, OriginateRequest } from '@centralino/schemas';
import type { AllMiddlewareArgs, BlockAction, ButtonAction, SlackActionMiddlewareArgs } from '@slack/bolt';
import { isWriteOperation } from '../commands/parsed-command.js';
import { type BlockChoice, blockConfirmView } from '../features/blacklist/blacklist.view.js';
import { messagesFor } from '../i18n/catalog.js';
import { Operation } from '../operations/operation.schema.js';
import type { PbxCommandInput } from '../queue/pbx-command.schema.js';
import { actionIds, baseActionId } from '../views/action-ids.js';
import { context } from '../views/blocks.js';
import { errorView } from '../views/notice.view.js';
import { jobFor } from './command.listener.js';
import { deferredChoice } from './deferred-choice.js';
import { type ListenerDeps, type Requester, requester } from './listener-deps.js';

type ActionArgs = SlackActionMiddlewareArgs<BlockAction<ButtonAction>> & AllMiddlewareArgs;

function parseJson(value: string | undefined): unknown {
  try {
    return value === undefined ? undefined : JSON.parse(value);
  } catch {
    return undefined;
  }
}

function numberOf(value: string | undefined): string | undefined {
  const parsed = parseJson(value) as { number?: unknown } | undefined;
  return typeof parsed?.number === 'string' ? parsed.number : undefined;
}

/** The blacklist and number a picker or confirmation button carries, checked with the API's rules. */
function blockChoiceOf(value: string | undefined): BlockChoice | undefined {
  const raw = parseJson(value) as { number?: unknown; name?: unknown } | undefined;
  const number = BlacklistNumberValue.safeParse(raw?.number);
  const name = BlacklistName.safeParse(raw?.name);
  return number.success && name.success ? { number: number.data, name: name.data } : undefined;
}

/** A confirmation is answered by one call for a day; a "Richiama" row button by one call per double click. */
const CONFIRMATION_CLAIM_SECONDS = 86_400;
const CALLBACK_CLAIM_SECONDS = 30;

/** What one click of a call button may dial at most once, and for how long that holds. */
function callClaimOf(body: ActionArgs['body'], action: ButtonAction): { id: string; ttlSeconds: number } {
  const container = body.container as { message_ts?: unknown; channel_id?: unknown } | undefined;
  const where = `${String(container?.channel_id ?? body.channel?.id ?? '-')}:${String(container?.message_ts ?? body.message?.ts ?? '-')}`;
  if (baseActionId(action.action_id) === actionIds.callConfirm) {
    const confirmation = (parseJson(action.value) as { confirmation?: unknown } | undefined)?.confirmation;
    return {
      id: typeof confirmation === 'string' ? `confirmation:${confirmation}` : `confirmation:${where}`,
      ttlSeconds: CONFIRMATION_CLAIM_SECONDS,
    };
  }
  return { id: `row:${where}:${action.action_id}:${body.user.id}`, ttlSeconds: CALLBACK_CLAIM_SECONDS };
}

/**
 * The Bolt listener of the bot's buttons (`pbx_*`): page navigation and refresh re-run a read; "Richiama",
 * the `/call` confirmation and "Blocca numero" enqueue a write for permitted users; "Condividi nel canale"
 * posts the stored answer for everyone. Always acked at once; nothing here calls the PBX.
 */
export function actionListener(deps: ListenerDeps) {
  return async ({ action, body, ack, respond }: ActionArgs): Promise<void> => {
    await ack();
    const r = requester(deps, { userId: body.user.id, teamId: body.team?.id, channelId: body.channel?.id });
    const t = messagesFor(r.locale);
    const say = (text: string, replace = false) =>
      respond({ response_type: 'ephemeral', replace_original: replace, text }).catch((err: unknown) =>
        deps.logger.warn({ err: String(err) }, 'respond failed'),
      );
    if (!r.account) return void (await say(errorView(t.common.noAccount, r.locale).text));
    const reply = (replaceOriginal: boolean): PbxCommandInput['reply'] => ({
      kind: 'message',
      ...(body.response_url ? { responseUrl: body.response_url } : {}),
      responseUrlIssuedAt: deps.now?.() ?? Date.now(),
      channelId: r.channelId,
      replaceOriginal,
      fromCommand: false,
    });
    const enqueue = async (operation: Operation, replaceOriginal: boolean): Promise<boolean> => {
      try {
        await deps.queue.enqueue(jobFor(r, operation, reply(replaceOriginal)));
        return true;
      } catch (err) {
        deps.logger.error({ err: String(err) }, 'enqueue failed');
        await say(errorView(t.common.enqueueFailed, r.locale).text);
        return false;
      }
    };

    switch (baseActionId(action.action_id)) {
      case actionIds.pagePrev:
      case actionIds.pageNext:
      case actionIds.refresh: {
        const op = Operation.safeParse(parseJson(action.value));
        if (!op.success || isWriteOperation(op.data)) {
          deps.logger.warn({ actionId: action.action_id }, 'button with an invalid operation ignored');
          return;
        }
        await enqueue(op.data, true);
        return;
      }
      case actionIds.open: {
        const op = Operation.safeParse(parseJson(action.value));
        if (!op.success) {
          deps.logger.warn({ actionId: action.action_id }, 'button with an invalid operation ignored');
          return;
        }
        if (isWriteOperation(op.data) && !(await deps.permissions.canWrite(r.userId)))
          return void (await say(errorView(t.common.notPermitted, r.locale).text));
        await enqueue(op.data, true);
        return;
      }
      case actionIds.share:
        return share(deps, r, action.value, respond);
      case actionIds.runAtReset:
      case actionIds.dropDeferred:
        return deferredChoice(
          deps,
          { ...r, account: r.account },
          {
            deferredId: action.value,
            runAtReset: action.action_id === actionIds.runAtReset,
            responseUrl: body.response_url,
            respond,
          },
        );
      case actionIds.callCancel:
        return void (await say(t.common.cancelled, true));
      case actionIds.callBack:
      case actionIds.callConfirm: {
        if (!(await deps.permissions.canWrite(r.userId)))
          return void (await say(errorView(t.common.notPermitted, r.locale).text));
        const extension = await deps.links.get(r.userId);
        if (!extension) return void (await say(errorView(t.call.notLinked, r.locale).text));
        const number = OriginateRequest.shape.number.safeParse(numberOf(action.value));
        if (!number.success) return;
        // every click of one confirmation (and every redelivery of it) gets here: only the first dials
        const claim = callClaimOf(body, action);
        const key = deps.keys.callClaim(claim.id);
        if (!(await deps.claims.claim(key, claim.ttlSeconds))) {
          deps.logger.info({ actionId: action.action_id }, 'call already started from this button');
          return void (await say(t.call.alreadyStarted));
        }
        const enqueued = await enqueue(
          { type: 'call.originate', extension, number: number.data },
          action.action_id === actionIds.callConfirm,
        );
        if (!enqueued) await deps.claims.release(key);
        return;
      }
      case actionIds.block: {
        if (!(await deps.permissions.canWrite(r.userId)))
          return void (await say(errorView(t.common.notPermitted, r.locale).text));
        const number = BlacklistNumberValue.safeParse(cleanDialNumber(numberOf(action.value) ?? ''));
        if (!number.success)
          return void (await say(errorView(number.error.issues[0]?.message ?? '', r.locale).text));
        await enqueue(
          {
            type: 'blacklist.block',
            name: r.account.block_blacklist,
            number: number.data,
            description: 'Slack',
          },
          false,
        );
        return;
      }
      case actionIds.blockPick:
      case actionIds.blockConfirm: {
        if (!(await deps.permissions.canWrite(r.userId)))
          return void (await say(errorView(t.common.notPermitted, r.locale).text));
        const choice = blockChoiceOf(action.value);
        if (!choice) {
          deps.logger.warn({ actionId: action.action_id }, 'blacklist button with an invalid value ignored');
          return;
        }
        if (baseActionId(action.action_id) === actionIds.blockPick) {
          const confirm = blockConfirmView(choice, r.locale);
          return void (await respond({
            response_type: 'ephemeral',
            replace_original: true,
            text: confirm.text,
            blocks: confirm.blocks,
          }).catch((err: unknown) => deps.logger.warn({ err: String(err) }, 'respond failed')));
        }
        await enqueue(
          { type: 'blacklist.add', name: choice.name, number: choice.number, description: 'Slack' },
          true,
        );
        return;
      }
      default:
        deps.logger.warn({ actionId: action.action_id }, 'unknown button');
    }
  };
}

async function share(
  deps: ListenerDeps,
  r: Requester,
  shareId: string | undefined,
  respond: ActionArgs['respond'],
): Promise<void> {
  const t = messagesFor(r.locale);
  const stored = shareId ? await deps.shares.load(shareId) : undefined;
  try {
    if (!stored) {
      await respond({
        response_type: 'ephemeral',
        replace_original: false,
        text: errorView(t.common.shareExpired, r.locale).text,
      });
      return;
    }
    await respond({
      response_type: 'in_channel',
      replace_original: false,
      text: stored.text,
      blocks: [...stored.blocks, context(t.common.shared(r.userId))],
    });
    deps.metrics.slackPosts.inc({ method: 'response_url', outcome: 'ok' });
  } catch (err) {
    deps.metrics.slackPosts.inc({ method: 'response_url', outcome: 'error' });
    deps.logger.warn({ err: String(err) }, 'sharing failed');
  }
}
