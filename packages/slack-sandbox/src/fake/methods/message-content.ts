import { withGeneratedIds } from '../../block-kit/generated-ids.js';
import { blocksOf } from '../../block-kit/guards.js';
import type { JsonObject } from '../../block-kit/types.js';
import { validateBlocks } from '../../block-kit/validate-blocks.js';
import { argString } from '../api-request.js';
import type { FileStore } from '../file-store.js';
import type { MessageContent } from '../stored-types.js';
import { type ApiResult, fail, failWithMessages } from './api-context.js';

/**
 * Reads `text` / `blocks` / `attachments` / `metadata` like `chat.postMessage`: blocks must be a valid array,
 * and something must be displayable (`no_text`). `previous` fills fields omitted by `chat.update`. With
 * `files`, an image block's `slack_file` must name a file uploaded and completed there.
 */
export function readMessageContent(
  args: JsonObject,
  previous?: MessageContent,
  files?: FileStore,
): MessageContent | ApiResult {
  const text = argString(args, 'text');
  const content: MessageContent = { text: text ?? previous?.text ?? '' };
  if (args.blocks !== undefined) {
    if (!Array.isArray(args.blocks)) return fail('invalid_blocks_format');
    const errors = validateBlocks(args.blocks);
    if (files) errors.push(...unknownSlackFiles(args.blocks, files));
    if (errors.length > 0) return failWithMessages('invalid_blocks', errors, { errors });
    if (args.blocks.length > 0 || previous === undefined)
      content.blocks = withGeneratedIds(blocksOf(args.blocks));
  } else if (previous?.blocks !== undefined) {
    content.blocks = previous.blocks;
  }
  if (args.attachments !== undefined) {
    if (!Array.isArray(args.attachments)) return fail('invalid_attachments');
    if (args.attachments.length > 0) content.attachments = args.attachments;
  } else if (previous?.attachments !== undefined) {
    content.attachments = previous.attachments;
  }
  if (args.metadata !== undefined) content.metadata = args.metadata;
  const hasBlocks = (content.blocks?.length ?? 0) > 0;
  const hasAttachments = (content.attachments?.length ?? 0) > 0;
  if (content.text === '' && !hasBlocks && !hasAttachments) return fail('no_text');
  return content;
}

/** True when {@link readMessageContent} returned an error. */
export function isApiError(value: MessageContent | ApiResult): value is ApiResult {
  return 'ok' in value && value.ok === false;
}

/** Image blocks whose `slack_file.id` is no file of the workspace (Slack cannot show them). */
function unknownSlackFiles(blocks: readonly unknown[], files: FileStore): string[] {
  return blocks.flatMap((block, i) => {
    const id = (block as { type?: unknown; slack_file?: { id?: unknown } } | null)?.slack_file?.id;
    if ((block as { type?: unknown } | null)?.type !== 'image' || typeof id !== 'string') return [];
    return files.shown(id) ? [] : [`invalid slack file [json-pointer:/blocks/${i}/slack_file/id]`];
  });
}
