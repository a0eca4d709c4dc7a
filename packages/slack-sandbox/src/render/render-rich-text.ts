import { arrayOf, isRecord, stringOf } from '../block-kit/guards.js';
import type { JsonObject } from '../block-kit/types.js';

function inline(element: unknown): string {
  if (!isRecord(element)) return '';
  switch (element.type) {
    case 'text':
      return stringOf(element.text) ?? '';
    case 'link': {
      const url = stringOf(element.url) ?? '';
      const text = stringOf(element.text);
      return text ? `${text} (${url})` : url;
    }
    case 'user':
      return `@${stringOf(element.user_id) ?? ''}`;
    case 'channel':
      return `#${stringOf(element.channel_id) ?? ''}`;
    case 'emoji':
      return `:${stringOf(element.name) ?? ''}:`;
    case 'broadcast':
      return `@${stringOf(element.range) ?? ''}`;
    default:
      return stringOf(element.text) ?? '';
  }
}

const joinInline = (section: JsonObject) => arrayOf(section.elements).map(inline).join('');

/** Flattens a `rich_text` block into lines (lists as `- item`, quotes as `> line`). */
export function renderRichText(block: JsonObject): string[] {
  return arrayOf(block.elements).flatMap((part) => {
    if (!isRecord(part)) return [];
    switch (part.type) {
      case 'rich_text_list':
        return arrayOf(part.elements).flatMap((item) => (isRecord(item) ? [`- ${joinInline(item)}`] : []));
      case 'rich_text_quote':
        return joinInline(part)
          .split('\n')
          .map((line) => `> ${line}`);
      default:
        return joinInline(part).split('\n');
    }
  });
}
