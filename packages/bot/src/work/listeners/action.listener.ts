import { formatLocalDate, formatLocalTimestamp } from '@centralino/schemas';
import { messagesFor } from '../../core/i18n/catalog.js';
import { parseJson } from '../../slack/button-value.js';
import { actionIds, baseActionId } from '../../slack/views/action-ids.js';
import { context } from '../../slack/views/blocks.js';
import { whenText } from '../../slack/views/local-time.js';
import { errorView } from '../../slack/views/notice.view.js';
import type { OperationBase } from '../operations/operation-base.js';
import type { PbxCommandInput } from '../queue/pbx-command.schema.js';
import { jobFor } from './command.listener.js';
import { deferredChoice } from './deferred-choice.js';
import {
  type ActionArgs,
  type ActionContext,
  type ListenerDeps,
  type Requester,
  requester,
} from './listener-deps.js';
import { clickerTeam, foreignRefusal } from './owned-account.js';

/**
 * The Bolt listener of the bot's buttons (`pbx_*`): page navigation and refresh re-run a read, a choice runs
 * the operation it carries, "Condividi nel canale" posts the stored answer for everyone, the day-limit choice
 * schedules or drops a command; a feature's own buttons ("Richiama", "Blocca numero"…) go to its handler.
 * Always acked at once; nothing here calls the PBX.
 */
export function actionListener(deps: ListenerDeps) {
  return async ({ action, body, ack, respond }: ActionArgs): Promise<void> => {
    await ack();
    const r = await requester(deps, {
      userId: body.user.id,
      teamId: clickerTeam(body),
      channelId: body.channel?.id,
    });
    const t = messagesFor(r.locale);
    const say = sayFor(deps, respond);
    if (!r.account) return void (await say(errorView(t.common.noAccount, r.locale).text));
    const enqueue = enqueuerFor(deps, r, body, say);
    const ctx: ActionContext = { deps, r: { ...r, account: r.account }, action, body, respond, say, enqueue };
    const base = baseActionId(action.action_id);
    if (await coreButton(ctx, base)) return;
    const handler = deps.commands.actionOf(base);
    if (!handler) return void deps.logger.warn({ actionId: action.action_id }, 'unknown button');
    await handler(ctx);
  };
}

/** An ephemeral text for the user who clicked (replacing the message clicked if asked); a failure is logged. */
function sayFor(deps: ListenerDeps, respond: ActionArgs['respond']): ActionContext['say'] {
  return (text: string, replace = false) =>
    respond({ response_type: 'ephemeral', replace_original: replace, text }).catch((err: unknown) =>
      deps.logger.warn({ err: String(err) }, 'respond failed'),
    );
}

/** Enqueues an operation for the user who clicked, answered through the click's response URL. */
function enqueuerFor(
  deps: ListenerDeps,
  r: Requester,
  body: ActionArgs['body'],
  say: ActionContext['say'],
): ActionContext['enqueue'] {
  const t = messagesFor(r.locale);
  const reply = (replaceOriginal: boolean): PbxCommandInput['reply'] => ({
    kind: 'message',
    ...(body.response_url ? { responseUrl: body.response_url } : {}),
    responseUrlIssuedAt: deps.now?.() ?? Date.now(),
    channelId: r.channelId,
    replaceOriginal,
    fromCommand: false,
  });
  return async (operation: OperationBase, replaceOriginal: boolean): Promise<boolean> => {
    try {
      await deps.queue.enqueue(jobFor(r, operation, reply(replaceOriginal)));
      return true;
    } catch (err) {
      deps.logger.error({ err: String(err) }, 'enqueue failed');
      await say(errorView(t.common.enqueueFailed, r.locale).text);
      return false;
    }
  };
}

/** Handles the core's buttons (pages, refresh, choices, share, day-limit choice, cancel); false for the others. */
async function coreButton(ctx: ActionContext, base: string): Promise<boolean> {
  const { deps, r, action, body, respond } = ctx;
  switch (base) {
    case actionIds.pagePrev:
    case actionIds.pageNext:
    case actionIds.refresh:
      await rerunOperation(ctx, false);
      return true;
    case actionIds.open:
      await rerunOperation(ctx, true);
      return true;
    case actionIds.share:
      await share(deps, r, action.value, respond);
      return true;
    case actionIds.runAtReset:
    case actionIds.dropDeferred:
      await deferredChoice(deps, r, {
        deferredId: action.value,
        runAtReset: action.action_id === actionIds.runAtReset,
        responseUrl: body.response_url,
        respond,
      });
      return true;
    case actionIds.callCancel:
      await ctx.say(messagesFor(r.locale).common.cancelled, true);
      return true;
  }
  return false;
}

/**
 * Enqueues the operation a button carries, in place of the message clicked. Page and refresh buttons carry
 * reads only; a choice (`open`) may carry a write, run only for a user allowed to write.
 */
async function rerunOperation(ctx: ActionContext, writesAllowed: boolean): Promise<void> {
  const { deps, r, action } = ctx;
  const op = deps.commands.operation.safeParse(parseJson(action.value));
  if (!op.success || (!writesAllowed && deps.commands.isWrite(op.data))) {
    deps.logger.warn({ actionId: action.action_id }, 'button with an invalid operation ignored');
    return;
  }
  if (deps.commands.isWrite(op.data) && !(await deps.permissions.canWrite(r.userId, r.teamId))) {
    await ctx.say(errorView(messagesFor(r.locale).common.notPermitted, r.locale).text);
    return;
  }
  await ctx.enqueue(op.data, true);
}

/** "Condividi nel canale": posts the stored answer for everyone, with who shared it and when it was read. */
async function share(
  deps: ListenerDeps,
  r: Requester,
  shareId: string | undefined,
  respond: ActionArgs['respond'],
): Promise<void> {
  const t = messagesFor(r.locale);
  const found = await deps.shares.loadFor(shareId, r);
  try {
    if (found.kind !== 'ok') {
      await respond({
        response_type: 'ephemeral',
        replace_original: false,
        text:
          found.kind === 'foreign'
            ? foreignRefusal(deps, r, 'share')
            : errorView(t.common.shareExpired, r.locale).text,
      });
      return;
    }
    const stored = found.message;
    await respond({
      response_type: 'in_channel',
      replace_original: false,
      text: stored.text,
      blocks: [...stored.blocks, context(sharedNote(stored.readAt, r))],
    });
    deps.metrics.slackPosts.inc({ method: 'response_url', outcome: 'ok' });
  } catch (err) {
    deps.metrics.slackPosts.inc({ method: 'response_url', outcome: 'error' });
    deps.logger.warn({ err: String(err) }, 'sharing failed');
  }
}

/** Who shared an answer, and when its data was read (a snapshot: the channel reads it later). */
function sharedNote(readAt: number | undefined, r: Requester): string {
  const t = messagesFor(r.locale).common;
  const zone = r.account?.time_zone;
  if (readAt === undefined || zone === undefined) return t.shared(r.userId);
  const when = whenText(
    formatLocalTimestamp(new Date(readAt), zone),
    formatLocalDate(new Date(), zone),
    r.locale,
  );
  return t.sharedRead(r.userId, when);
}
