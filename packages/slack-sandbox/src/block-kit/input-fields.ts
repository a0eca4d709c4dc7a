import { arrayOf, isRecord, stringOf, textOf } from './guards.js';
import type { Block, JsonObject } from './types.js';

/** One input of a modal: its ids (generated like Slack when missing), label and element. */
export interface InputField {
  readonly blockId: string;
  readonly actionId: string;
  readonly label: string;
  readonly optional: boolean;
  readonly element: JsonObject;
  readonly elementType: string;
  /** The block has `dispatch_action: true`: the app hears of every change at once (`block_actions`). */
  readonly dispatch: boolean;
}

/** A selectable option of a select, radio or checkbox element. */
export interface InputOption {
  readonly label: string;
  readonly value: string;
  readonly raw: JsonObject;
}

/** The input blocks of a view, in order. Missing `block_id` / `action_id` get Slack-like stable ids. */
export function inputFields(blocks: readonly Block[]): InputField[] {
  return blocks.flatMap((block, index) => {
    if (block.type !== 'input' || !isRecord(block.element)) return [];
    const element = block.element;
    return [
      {
        blockId: block.block_id ?? `input_${index}`,
        actionId: stringOf(element.action_id) ?? `element_${index}`,
        label: textOf(block.label) ?? '',
        optional: block.optional === true,
        element,
        elementType: stringOf(element.type) ?? 'unknown',
        dispatch: block.dispatch_action === true,
      },
    ];
  });
}

/** The options of an element (flattening `option_groups`). */
export function optionsOf(element: JsonObject): InputOption[] {
  const groups = arrayOf(element.option_groups).flatMap((g) => (isRecord(g) ? arrayOf(g.options) : []));
  return [...arrayOf(element.options), ...groups].flatMap((o) =>
    isRecord(o) && typeof o.value === 'string'
      ? [{ label: textOf(o.text) ?? o.value, value: o.value, raw: o }]
      : [],
  );
}

/** Finds an option by value, by label (case-insensitive) or by 1-based number. */
export function findOption(options: readonly InputOption[], answer: string): InputOption | undefined {
  const wanted = answer.trim();
  const byNumber = /^\d+$/.test(wanted) ? options[Number(wanted) - 1] : undefined;
  return (
    options.find((o) => o.value === wanted) ??
    options.find((o) => o.label.toLowerCase() === wanted.toLowerCase()) ??
    byNumber
  );
}
