/**
 * U+0000, or a UTF-16 surrogate that is not half of a pair. With the `u` flag a well-formed pair reads as one
 * astral code point, so only lone surrogates fall in the range.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what this looks for.
const UNSAFE = /[\u0000\uD800-\uDFFF]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: U+0000 is what this looks for.
const UNSAFE_ALL = /[\u0000\uD800-\uDFFF]/gu;

/**
 * True when text holds U+0000 (PostgreSQL cannot store it in `text`: "invalid byte sequence for encoding UTF8")
 * or a lone surrogate (not Unicode text; it cannot be encoded as UTF-8).
 */
export function isUnsafeText(text: string): boolean {
  return UNSAFE.test(text);
}

/** `text` with every unsafe character shown as U+FFFD, so a message can quote it. */
export function replaceUnsafeText(text: string): string {
  return text.replace(UNSAFE_ALL, '\uFFFD');
}

/** A value still to visit, with the way back to the root (the path is built only for the value found). */
interface Visit {
  value: unknown;
  key: PropertyKey | undefined;
  parent: Visit | undefined;
}

function pathOf(visit: Visit, last?: PropertyKey): PropertyKey[] {
  const path: PropertyKey[] = last === undefined ? [] : [last];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) path.push(at.key as PropertyKey);
  return path.reverse();
}

/**
 * The path of the first string (value or object key) in `value` that {@link isUnsafeText}, or `undefined`.
 * Walks JSON values of any depth without recursion, so a deeply nested body cannot overflow the stack, and in
 * time linear in the number of values whatever their depth (each value links to its parent; no path is copied
 * on the way down).
 */
export function findUnsafeText(value: unknown): PropertyKey[] | undefined {
  const stack: Visit[] = [{ value, key: undefined, parent: undefined }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const current = item.value;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return pathOf(item);
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], key: i, parent: item });
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (const [key] of entries) if (isUnsafeText(key)) return pathOf(item, key);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push({ value: child, key, parent: item });
      }
    }
  }
  return undefined;
}
