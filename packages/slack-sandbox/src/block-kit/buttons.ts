import { isRecord, stringOf, textOf } from './guards.js';
import type { Block, JsonObject } from './types.js';

/** A button found in blocks, in reading order. */
export interface ButtonRef {
  readonly blockId: string;
  readonly actionId: string;
  readonly label: string;
  readonly value?: string;
  readonly url?: string;
  readonly style?: string;
  readonly element: JsonObject;
}

function toButton(element: unknown, blockId: string): ButtonRef[] {
  if (!isRecord(element) || element.type !== 'button') return [];
  const value = stringOf(element.value);
  const url = stringOf(element.url);
  const style = stringOf(element.style);
  return [
    {
      blockId,
      actionId: stringOf(element.action_id) ?? '',
      label: textOf(element.text) ?? '',
      ...(value === undefined ? {} : { value }),
      ...(url === undefined ? {} : { url }),
      ...(style === undefined ? {} : { style }),
      element,
    },
  ];
}

/** The buttons of a block (section accessory or actions elements). */
export function buttonsOfBlock(block: Block): ButtonRef[] {
  const blockId = block.block_id ?? '';
  if (block.type === 'section') return toButton(block.accessory, blockId);
  if (block.type === 'actions' && Array.isArray(block.elements))
    return block.elements.flatMap((e) => toButton(e, blockId));
  return [];
}

/** Every button in blocks, in reading order (the order the renderer numbers them). */
export function findButtons(blocks: readonly Block[]): ButtonRef[] {
  return blocks.flatMap(buttonsOfBlock);
}
