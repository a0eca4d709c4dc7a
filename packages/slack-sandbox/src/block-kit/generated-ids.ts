import { randomBytes } from 'node:crypto';
import { isRecord } from './guards.js';
import type { Block } from './types.js';

const randomId = () => randomBytes(3).toString('base64');

function withActionId(element: unknown): unknown {
  if (!isRecord(element) || typeof element.type !== 'string' || element.type === 'image') return element;
  if (typeof element.action_id === 'string') return element;
  return { ...element, action_id: randomId() };
}

/**
 * Gives blocks and interactive elements a random `block_id` / `action_id` where missing, as Slack does when it
 * stores a message or view (the ids then show up in interaction payloads).
 */
export function withGeneratedIds(blocks: readonly Block[]): Block[] {
  return blocks.map((block) => {
    const out: Record<string, unknown> = { ...block, block_id: block.block_id ?? randomId() };
    if (block.type === 'actions' && Array.isArray(block.elements))
      out.elements = block.elements.map(withActionId);
    if (block.type === 'section' && block.accessory !== undefined)
      out.accessory = withActionId(block.accessory);
    if (block.type === 'input' && block.element !== undefined) out.element = withActionId(block.element);
    return out as Block;
  });
}
