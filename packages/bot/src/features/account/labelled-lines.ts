import type { types } from '@slack/bolt';
import { section } from '../../slack/views/blocks.js';

/**
 * Label–value pairs one under the other, `*Label*: value`, a value's further lines indented below it: a layout
 * that reads top to bottom (Slack's two-column fields run long values into each other).
 */
export function labelledLines(pairs: readonly [string, string][]): types.SectionBlock[] {
  const lines = pairs.map(([label, value]) => {
    const [first = '', ...more] = value.split('\n');
    return [`*${label}*: ${first}`, ...more.map((line) => `      ${line}`)].join('\n');
  });
  return lines.length === 0 ? [] : [section(lines.join('\n'))];
}
