import type { SlackMessage } from '../../slack/views/blocks.js';
import type { PbxCommandPayload } from '../queue/pbx-command.schema.js';
import type { CommandRunner } from './command-runner.js';
import type { SlackResponder } from './responder.js';

/**
 * Sends a job's answer to the user where the request came from: the modal it came from (`views.update`; if the
 * modal was closed meanwhile, an ephemeral message, else a direct message), or the message target.
 */
export async function replyToUser(
  deps: { commands: Pick<CommandRunner, 'messageModal'>; responder: SlackResponder },
  payload: PbxCommandPayload,
  message: SlackMessage,
  replace: boolean,
): Promise<string> {
  const target = payload.reply;
  if (target.kind === 'view') {
    const metadata = {
      accountId: payload.accountId,
      channelId: target.channelId ?? '',
      locale: payload.locale,
    };
    const view = deps.commands.messageModal(payload.operation, message.text, payload.locale, metadata);
    if (
      view &&
      (await deps.responder.updateView(target.viewId, { ...view, blocks: message.blocks }, payload.teamId))
    )
      return 'views.update';
    // the modal was closed meanwhile: the answer still reaches the user (ephemeral, else a direct message)
    return deps.responder.send(
      {
        kind: 'message',
        responseUrlIssuedAt: 0,
        replaceOriginal: false,
        fromCommand: false,
        ...(target.channelId ? { channelId: target.channelId } : {}),
      },
      payload.userId,
      { message },
      payload.teamId,
    );
  }
  return deps.responder.send(target, payload.userId, { message, replaceOriginal: replace }, payload.teamId);
}
