/** What a JSON text may hold at most (see `BodyLimit` in the contract). */
export interface JsonShapeLimit {
  maxDepth: number;
  maxValues: number;
}

/** The first bound a JSON text passes, or `undefined` when it stays within both. */
export type JsonShapeExcess = 'depth' | 'values' | undefined;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;

const isWhitespace = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * Measures the nesting and the number of values of a JSON text in one pass over its characters, without parsing
 * it, and stops at the first bound passed. Values are the root, plus the first member of each non-empty array or
 * object, plus one per separator (the exact count for valid JSON); characters inside strings are skipped. Text
 * that is not JSON is measured the same way and refused later by the parser.
 */
export function jsonShapeExcess(text: string, limit: JsonShapeLimit): JsonShapeExcess {
  let depth = 0;
  let values = 1;
  let inString = false;
  let afterOpen = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
      continue;
    }
    if (isWhitespace(c)) continue;
    if (afterOpen) {
      afterOpen = false;
      if (c !== CLOSE_ARRAY && c !== CLOSE_OBJECT && ++values > limit.maxValues) return 'values';
    }
    if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > limit.maxDepth) return 'depth';
      afterOpen = true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    } else if (c === COMMA) {
      if (++values > limit.maxValues) return 'values';
    }
  }
  return undefined;
}
