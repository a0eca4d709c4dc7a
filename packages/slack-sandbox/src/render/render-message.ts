import { arrayOf, blocksOf, isRecord, stringOf } from '../block-kit/guards.js';
import type { Block } from '../block-kit/types.js';
import { mrkdwnToText } from './mrkdwn.js';
import { type Rendered, type RenderedButton, type RenderOptions, renderBlocks } from './render-blocks.js';

/** The displayable parts of a message (a stored message, an API message or a response payload). */
export interface MessageLike {
  readonly text?: string;
  readonly blocks?: readonly Block[];
  readonly attachments?: readonly unknown[];
  readonly files?: readonly unknown[];
}

/**
 * Renders a message like the Slack client: its blocks when it has any, else its `text` (the notification
 * fallback); legacy attachments below, prefixed with `| `.
 */
export function renderMessage(message: MessageLike, options: RenderOptions = {}): Rendered {
  const lines: string[] = [];
  const buttons: RenderedButton[] = [];
  let next = options.firstButtonNumber ?? 1;
  const add = (rendered: Rendered, prefix = '') => {
    lines.push(...rendered.lines.map((l) => prefix + l));
    buttons.push(...rendered.buttons);
    if (!options.buttonNumber) next += rendered.buttons.length;
  };
  const blocks = message.blocks ?? [];
  if (blocks.length > 0) add(renderBlocks(blocks, { ...options, firstButtonNumber: next }));
  else if (message.text || arrayOf(message.files).length === 0)
    lines.push(...mrkdwnToText(message.text ?? '', options.names).split('\n'));
  for (const file of arrayOf(message.files)) {
    if (isRecord(file)) lines.push(`[file: ${stringOf(file.title) ?? stringOf(file.name) ?? ''}]`);
  }
  for (const attachment of arrayOf(message.attachments)) {
    if (!isRecord(attachment)) continue;
    const inner = blocksOf(attachment.blocks);
    if (inner.length > 0) add(renderBlocks(inner, { ...options, firstButtonNumber: next }), '| ');
    else {
      const text = stringOf(attachment.text) ?? stringOf(attachment.fallback) ?? '';
      lines.push(
        ...mrkdwnToText(text, options.names)
          .split('\n')
          .map((l) => `| ${l}`),
      );
    }
  }
  return { lines, text: lines.join('\n'), buttons };
}
