import { isRecord } from '../../block-kit/guards.js';
import { argString } from '../api-request.js';
import { type ApiMethod, fail } from './api-context.js';

/**
 * Step 1 of an upload: a file id and the URL to POST its bytes to (`filename` and a positive `length` required).
 * @see https://docs.slack.dev/reference/methods/files.getUploadURLExternal
 */
export const filesGetUploadUrlExternal: ApiMethod = (args, ctx) => {
  const name = argString(args, 'filename');
  const length = Number(argString(args, 'length'));
  if (!name || !Number.isInteger(length) || length < 1) return fail('invalid_arguments');
  const altText = argString(args, 'alt_text');
  const file = ctx.files.reserve({ name, length, ...(altText ? { altText } : {}) });
  return { ok: true, upload_url: `${ctx.baseUrl()}/upload/${file.id}`, file_id: file.id };
};

/**
 * Step 3: the uploaded files exist, shared to `channel_id` when given (a message in the channel shows them);
 * without it the file is the uploader's, shared nowhere, and an image block (`slack_file`) may still show it.
 * A file whose bytes never arrived is `file_not_found`.
 * @see https://docs.slack.dev/reference/methods/files.completeUploadExternal
 */
export const filesCompleteUploadExternal: ApiMethod = (args, ctx) => {
  let list: unknown = args.files;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return fail('invalid_arguments');
    }
  }
  if (!Array.isArray(list) || list.length === 0) return fail('invalid_arguments');
  const channelRef = argString(args, 'channel_id');
  const channel = channelRef ? ctx.directory.resolveChannel(channelRef) : undefined;
  if (channelRef && !channel) return fail('channel_not_found');
  const files = [];
  for (const item of list) {
    const id = isRecord(item) ? argString(item, 'id') : undefined;
    const file = id ? ctx.files.get(id) : undefined;
    if (!file?.bytes) return fail('file_not_found');
    files.push({ file, title: isRecord(item) ? argString(item, 'title') : undefined });
  }
  for (const { file, title } of files) {
    file.completed = true;
    if (title) file.title = title;
    if (channel) file.channels.push(channel.id);
  }
  if (channel) {
    ctx.messages.post(
      {
        text: argString(args, 'initial_comment') ?? '',
        files: files.map(({ file }) => ({ id: file.id, name: file.name, title: file.title ?? file.name })),
      },
      {
        channel: channel.id,
        user: ctx.bot.userId,
        botId: ctx.bot.botId,
        source: { via: 'web_api', method: 'files.completeUploadExternal' },
      },
    );
  }
  return {
    ok: true,
    files: files.map(({ file }) => ({
      id: file.id,
      name: file.name,
      title: file.title ?? file.name,
      size: file.length,
      channels: [...file.channels],
    })),
  };
};
