import type { JsonObject } from '../../block-kit/types.js';
import { toApiMessage } from '../api-message.js';
import { argString } from '../api-request.js';
import type { SlackChannel } from '../workspace.js';
import { type ApiContext, type ApiMethod, type ApiResult, fail } from './api-context.js';
import { isApiError, readMessageContent } from './message-content.js';

function channelOf(args: JsonObject, ctx: ApiContext): SlackChannel | ApiResult {
  const ref = argString(args, 'channel');
  const channel = ref === undefined || ref === '' ? undefined : ctx.directory.resolveChannel(ref);
  return channel ?? fail('channel_not_found');
}

const isChannel = (value: SlackChannel | ApiResult): value is SlackChannel => !('ok' in value);

/** @see https://docs.slack.dev/reference/methods/chat.postMessage */
export const chatPostMessage: ApiMethod = (args, ctx) => {
  const channel = channelOf(args, ctx);
  if (!isChannel(channel)) return channel;
  const content = readMessageContent(args, undefined, ctx.files);
  if (isApiError(content)) return content;
  const threadTs = argString(args, 'thread_ts');
  const message = ctx.messages.post(content, {
    channel: channel.id,
    user: ctx.bot.userId,
    botId: ctx.bot.botId,
    ...(threadTs ? { threadTs } : {}),
    source: { via: 'web_api', method: 'chat.postMessage' },
  });
  return { ok: true, channel: channel.id, ts: message.ts, message: toApiMessage(message, ctx.team, ctx.bot) };
};

/** @see https://docs.slack.dev/reference/methods/chat.update */
export const chatUpdate: ApiMethod = (args, ctx) => {
  const channel = channelOf(args, ctx);
  if (!isChannel(channel)) return channel;
  const message = ctx.messages.find(channel.id, argString(args, 'ts') ?? '');
  if (!message) return fail('message_not_found');
  if (message.user !== ctx.bot.userId) return fail('cant_update_message');
  const content = readMessageContent(args, message, ctx.files);
  if (isApiError(content)) return content;
  ctx.messages.update(message, content);
  return {
    ok: true,
    channel: channel.id,
    ts: message.ts,
    text: message.text,
    message: toApiMessage(message, ctx.team, ctx.bot),
  };
};

/** @see https://docs.slack.dev/reference/methods/chat.postEphemeral */
export const chatPostEphemeral: ApiMethod = (args, ctx) => {
  const channel = channelOf(args, ctx);
  if (!isChannel(channel)) return channel;
  const user = ctx.directory.user(argString(args, 'user') ?? '');
  if (!user) return fail('user_not_found');
  const content = readMessageContent(args, undefined, ctx.files);
  if (isApiError(content)) return content;
  const threadTs = argString(args, 'thread_ts');
  const ephemeral = ctx.messages.postEphemeral(content, {
    channel: channel.id,
    user: user.id,
    ...(threadTs ? { threadTs } : {}),
    source: { via: 'web_api', method: 'chat.postEphemeral' },
  });
  return { ok: true, message_ts: ephemeral.messageTs };
};

/** @see https://docs.slack.dev/reference/methods/chat.delete */
export const chatDelete: ApiMethod = (args, ctx) => {
  const channel = channelOf(args, ctx);
  if (!isChannel(channel)) return channel;
  const message = ctx.messages.find(channel.id, argString(args, 'ts') ?? '');
  if (!message) return fail('message_not_found');
  if (message.user !== ctx.bot.userId) return fail('cant_delete_message');
  ctx.messages.delete(message);
  return { ok: true, channel: channel.id, ts: message.ts };
};
