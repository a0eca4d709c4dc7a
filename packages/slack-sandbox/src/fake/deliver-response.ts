import { isRecord } from '../block-kit/guards.js';
import type { JsonObject } from '../block-kit/types.js';
import { argBool, argString } from './api-request.js';
import type { FileStore } from './file-store.js';
import type { MessageStore } from './message-store.js';
import { isApiError, readMessageContent } from './methods/message-content.js';
import type { ResponseUrlEntry } from './response-url-registry.js';
import type { MessageRef, ResponseReply, StoredEphemeral, StoredMessage } from './stored-types.js';
import type { SlackBotIdentity } from './workspace.js';

/** HTTP answer of a `response_url` POST: Slack replies with a short plain-text body. */
export interface DeliveryResult {
  readonly status: number;
  readonly body: string;
  readonly reply?: ResponseReply;
}

const refOf = (m: StoredMessage | StoredEphemeral): MessageRef =>
  m.kind === 'message'
    ? { kind: 'message', channel: m.channel, ts: m.ts }
    : { kind: 'ephemeral', channel: m.channel, ts: m.messageTs };

/**
 * Applies a message sent to a `response_url` (or returned in a slash command's ack body): `delete_original`,
 * `replace_original` (the interaction's message, or for slash commands the last reply sent through the URL),
 * otherwise a new ephemeral message (default) or an `in_channel` message.
 * @see https://docs.slack.dev/interactivity/handling-user-interaction#message_responses
 */
export function deliverResponse(
  entry: ResponseUrlEntry,
  payload: unknown,
  via: ResponseReply['via'],
  deps: { messages: MessageStore; bot: SlackBotIdentity; now: () => number; files?: FileStore },
): DeliveryResult {
  if (!isRecord(payload)) return { status: 400, body: 'invalid_payload' };
  const originalRef = entry.original ?? entry.lastPosted;
  const original = originalRef ? deps.messages.resolve(originalRef) : undefined;
  const record = (
    outcome: ResponseReply['outcome'],
    target?: StoredMessage | StoredEphemeral,
  ): DeliveryResult => {
    const reply: ResponseReply = {
      responseUrlId: entry.id,
      via,
      payload: payload as JsonObject,
      at: deps.now(),
      outcome,
      ...(target ? { target } : {}),
    };
    return { status: 200, body: 'ok', reply };
  };

  if (argBool(payload, 'delete_original')) {
    if (original?.kind === 'message') deps.messages.delete(original);
    else if (original?.kind === 'ephemeral') deps.messages.deleteEphemeral(original);
    return record('deleted', original);
  }

  const content = readMessageContent(payload, undefined, deps.files);
  if (isApiError(content)) return { status: 400, body: String(content.error) };

  if (argBool(payload, 'replace_original') && original) {
    if (original.kind === 'message') deps.messages.update(original, content);
    else deps.messages.updateEphemeral(original, content);
    return record('replaced', original);
  }

  const threadTs = argString(payload, 'thread_ts');
  const source = { via, responseUrlId: entry.id } as const;
  const posted =
    argString(payload, 'response_type') === 'in_channel'
      ? deps.messages.post(content, {
          channel: entry.channel,
          user: deps.bot.userId,
          botId: deps.bot.botId,
          ...(threadTs ? { threadTs } : {}),
          source,
        })
      : deps.messages.postEphemeral(content, {
          channel: entry.channel,
          user: entry.user,
          ...(threadTs ? { threadTs } : {}),
          source,
        });
  entry.lastPosted = refOf(posted);
  return record('posted', posted);
}
