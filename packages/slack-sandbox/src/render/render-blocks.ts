import { type ButtonRef, buttonsOfBlock } from '../block-kit/buttons.js';
import { arrayOf, isRecord, stringOf, textOf } from '../block-kit/guards.js';
import type { Block, JsonObject } from '../block-kit/types.js';
import type { MrkdwnNames } from './mrkdwn.js';
import { type ButtonNumberer, describeInput, renderElement } from './render-element.js';
import { renderRichText } from './render-rich-text.js';
import { renderText } from './render-text.js';

/** A button as rendered, with the number a console user types to click it. */
export interface RenderedButton extends ButtonRef {
  readonly number: number;
}

/** Rendered text plus the numbered buttons in it. */
export interface Rendered {
  readonly lines: readonly string[];
  readonly text: string;
  readonly buttons: readonly RenderedButton[];
}

/** Options of the renderers. */
export interface RenderOptions {
  /** Number of the first button (the console keeps numbering across messages). Default 1. */
  readonly firstButtonNumber?: number;
  /**
   * The number of a button, instead of counting from `firstButtonNumber`: the console keeps a button's number for
   * the life of its message, across edits.
   */
  readonly buttonNumber?: (button: ButtonRef) => number;
  readonly names?: MrkdwnNames;
}

const divider = '─'.repeat(32);
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

function renderFields(fields: unknown[], names?: MrkdwnNames): string[] {
  const texts = fields.map((f) => oneLine(renderText(f, names)));
  const width = Math.max(24, ...texts.filter((_, i) => i % 2 === 0).map((t) => t.length + 3));
  const lines: string[] = [];
  for (let i = 0; i < texts.length; i += 2) {
    const right = texts[i + 1];
    lines.push(right === undefined ? (texts[i] ?? '') : `${(texts[i] ?? '').padEnd(width)}${right}`);
  }
  return lines;
}

function renderBlock(block: Block, number: ButtonNumberer, names?: MrkdwnNames): string[] {
  const blockId = block.block_id ?? '';
  switch (block.type) {
    case 'header':
      return [`# ${renderText(block.text)}`];
    case 'section': {
      const lines = block.text === undefined ? [] : renderText(block.text, names).split('\n');
      lines.push(...renderFields(arrayOf(block.fields), names));
      if (block.accessory !== undefined) lines.push(`  ${renderElement(block.accessory, blockId, number)}`);
      return lines;
    }
    case 'context':
      return [
        `  › ${arrayOf(block.elements)
          .map((e) =>
            isRecord(e) && e.type === 'image' ? `[${stringOf(e.alt_text) ?? 'image'}]` : renderText(e, names),
          )
          .join(' · ')}`,
      ];
    case 'divider':
      return [divider];
    case 'actions':
      return [
        arrayOf(block.elements)
          .map((e) => renderElement(e, blockId, number))
          .join('  '),
      ];
    case 'input': {
      const element = isRecord(block.element) ? block.element : {};
      const label = `${renderText(block.label)}${block.optional === true ? ' (optional)' : ''}`;
      const hint = textOf(block.hint);
      return [`${label}: ${describeInput(element)}`, ...(hint ? [`  ${hint}`] : [])];
    }
    case 'image': {
      const title = textOf(block.title);
      return [`[image: ${stringOf(block.alt_text) ?? ''}]${title ? ` ${title}` : ''}`];
    }
    case 'rich_text':
      return renderRichText(block);
    case 'markdown':
      return (stringOf(block.text) ?? '').split('\n');
    default:
      return [`[${block.type} block]`];
  }
}

/**
 * Renders Block Kit as readable terminal lines, numbering buttons in reading order.
 * @see https://docs.slack.dev/reference/block-kit/blocks
 */
export function renderBlocks(blocks: readonly Block[], options: RenderOptions = {}): Rendered {
  const buttons: RenderedButton[] = [];
  let next = options.firstButtonNumber ?? 1;
  const refs = new Map(blocks.flatMap(buttonsOfBlock).map((b) => [b.element, b]));
  const number: ButtonNumberer = (element: JsonObject) => {
    const ref = refs.get(element);
    const n = ref && options.buttonNumber ? options.buttonNumber(ref) : next++;
    if (ref) buttons.push({ ...ref, number: n });
    return n;
  };
  const lines = blocks.flatMap((block) => renderBlock(block, number, options.names));
  return { lines, text: lines.join('\n'), buttons };
}
