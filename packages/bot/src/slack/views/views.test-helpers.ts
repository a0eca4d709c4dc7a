import { renderBlocks, validateBlocks } from '@centralino/slack-sandbox';
import { expect } from 'vitest';
import type { SlackMessage } from './blocks.js';

/** Asserts the message is accepted by Slack's Block Kit rules (as the fake Slack enforces them). */
export function expectValid(message: SlackMessage): void {
  expect(validateBlocks(message.blocks)).toEqual([]);
  expect(message.text.length).toBeGreaterThan(0);
}

/** The message as a user reads it (Block Kit rendered to text). */
export function textOf(message: SlackMessage): string {
  return renderBlocks(message.blocks as never).text;
}

/** action_id → value of every button, in order. */
export function buttonsOf(
  message: SlackMessage,
): { actionId: string; value: string; text: string; confirm: boolean }[] {
  const out: { actionId: string; value: string; text: string; confirm: boolean }[] = [];
  const visit = (element: Record<string, unknown> | undefined) => {
    if (element?.type === 'button') {
      out.push({
        actionId: String(element.action_id),
        value: String(element.value),
        text: String((element.text as { text: string }).text),
        confirm: element.confirm !== undefined,
      });
    }
  };
  for (const block of message.blocks as unknown as Record<string, unknown>[]) {
    if (block.type === 'actions') for (const e of block.elements as Record<string, unknown>[]) visit(e);
    visit(block.accessory as Record<string, unknown> | undefined);
  }
  return out;
}
