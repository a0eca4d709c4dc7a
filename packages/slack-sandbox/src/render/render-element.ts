import { isRecord, stringOf, textOf } from '../block-kit/guards.js';
import { optionsOf } from '../block-kit/input-fields.js';
import type { JsonObject } from '../block-kit/types.js';

/** Numbers buttons as they are rendered; returns the number given to a button. */
export type ButtonNumberer = (element: JsonObject, blockId: string) => number;

/** Renders an interactive or image element on one line: buttons as `#n [Label]`. */
export function renderElement(element: unknown, blockId: string, number: ButtonNumberer): string {
  if (!isRecord(element)) return '';
  const type = stringOf(element.type) ?? 'element';
  switch (type) {
    case 'button': {
      const url = stringOf(element.url);
      return `#${number(element, blockId)} [${textOf(element.text) ?? ''}]${url ? ` (${url})` : ''}`;
    }
    case 'image':
      return `[image: ${stringOf(element.alt_text) ?? ''}]`;
    case 'overflow':
      return `[… ${optionsOf(element)
        .map((o) => o.label)
        .join(' | ')}]`;
    case 'datepicker':
      return `[date: ${stringOf(element.initial_date) ?? textOf(element.placeholder) ?? 'pick a date'}]`;
    case 'timepicker':
      return `[time: ${stringOf(element.initial_time) ?? textOf(element.placeholder) ?? 'pick a time'}]`;
    default:
      return describeInput(element);
  }
}

/** Describes an input element: its type, and its options or initial value when it has them. */
export function describeInput(element: JsonObject): string {
  const type = stringOf(element.type) ?? 'element';
  const options = optionsOf(element).map((o, i) => `${i + 1}) ${o.label}`);
  if (options.length > 0) return `[${type}: ${options.join(' | ')}]`;
  const initial = stringOf(element.initial_value);
  const placeholder = textOf(element.placeholder);
  if (initial !== undefined) return `[${type} = "${initial}"]`;
  return placeholder === undefined ? `[${type}]` : `[${type}: ${placeholder}]`;
}
