import type { SlackMessage } from '../../slack/views/blocks.js';
import { withShareButton } from '../../slack/views/share-button.js';
import type { OperationResult } from '../operations/operation-context.js';
import type { PbxCommandPayload } from '../queue/pbx-command.schema.js';
import type { PbxCommandDeps } from './pbx-command.deps.js';
import { replyToUser } from './reply-to-user.js';

/** Whether an answer replaces the message the request came from (the command's echo or the clicked message). */
export function replacesOriginal(payload: PbxCommandPayload): boolean {
  const target = payload.reply;
  return target.kind === 'message' && (target.fromCommand || target.replaceOriginal);
}

/** Sends `message` to the user where the request came from; returns how it was delivered. */
export function answerUser(
  deps: Pick<PbxCommandDeps, 'commands' | 'responder'>,
  payload: PbxCommandPayload,
  message: SlackMessage,
): Promise<string> {
  return replyToUser(
    { commands: deps.commands, responder: deps.responder },
    payload,
    message,
    replacesOriginal(payload),
  );
}

/** Delivers an operation's result: a modal replaces the view, a message gets a share button when shareable. */
export async function deliverResult(
  deps: Pick<PbxCommandDeps, 'commands' | 'responder' | 'shares'>,
  payload: PbxCommandPayload,
  result: OperationResult,
): Promise<string> {
  const target = payload.reply;
  if (result.kind === 'modal') {
    if (target.kind !== 'view') return 'failed';
    return (await deps.responder.updateView(target.viewId, result.view, payload.teamId))
      ? 'views.update'
      : 'failed';
  }
  let message = result.message;
  if (result.shareable && target.kind === 'message') {
    const owner = { userId: payload.userId, teamId: payload.teamId, accountId: payload.accountId };
    message = withShareButton(message, await deps.shares.save(message, owner), payload.locale);
  }
  return answerUser(deps, payload, message);
}
