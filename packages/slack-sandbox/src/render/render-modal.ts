import { blocksOf, textOf } from '../block-kit/guards.js';
import { type Rendered, type RenderOptions, renderBlocks } from './render-blocks.js';

/**
 * Renders a modal: a title line, its blocks, then the Submit and Close buttons (Close defaults to "Cancel").
 * @see https://docs.slack.dev/surfaces/modals
 */
export function renderModal(view: Readonly<Record<string, unknown>>, options: RenderOptions = {}): Rendered {
  const body = renderBlocks(blocksOf(view.blocks), options);
  const submit = textOf(view.submit);
  const close = textOf(view.close) ?? 'Cancel';
  const footer = `${submit ? `[Submit: ${submit}]  ` : ''}[Close: ${close}]`;
  const lines = [`[Modal] ${textOf(view.title) ?? ''}`, ...body.lines.map((l) => `  ${l}`), `  ${footer}`];
  return { lines, text: lines.join('\n'), buttons: body.buttons };
}
