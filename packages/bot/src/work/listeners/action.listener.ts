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
    const enqueue = async (operation: OperationBase, replaceOriginal: boolean): Promise<boolean> => {
      try {
        await deps.queue.enqueue(jobFor(r, operation, reply(replaceOriginal)));
        return true;
      } catch (err) {
        deps.logger.error({ err: String(err) }, 'enqueue failed');
        await say(errorView(t.common.enqueueFailed, r.locale).text);
        return false;
      }
    };
    const operationOf = (value: string | undefined) => deps.commands.operation.safeParse(parseJson(value));

    const base = baseActionId(action.action_id);
    switch (base) {
      case actionIds.pagePrev:
      case actionIds.pageNext:
      case actionIds.refresh: {
        const op = operationOf(action.value);
        if (!op.success || deps.commands.isWrite(op.data)) {
          deps.logger.warn({ actionId: action.action_id }, 'button with an invalid operation ignored');
          return;
        }
        await enqueue(op.data, true);
        return;
      }
      case actionIds.open: {
        const op = operationOf(action.value);
        if (!op.success) {
          deps.logger.warn({ actionId: action.action_id }, 'button with an invalid operation ignored');
          return;
        }
        if (deps.commands.isWrite(op.data) && !(await deps.permissions.canWrite(r.userId, r.teamId)))
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
    }
    const handler = deps.commands.actionOf(base);
    if (!handler) return void deps.logger.warn({ actionId: action.action_id }, 'unknown button');
    const ctx: ActionContext = { deps, r: { ...r, account: r.account }, action, body, respond, say, enqueue };
    await handler(ctx);
  };
}

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
