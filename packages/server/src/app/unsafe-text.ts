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

/**
 * The path of the first string (value or object key) in `value` that {@link isUnsafeText}, or `undefined`.
 * Walks JSON values of any depth without recursion, so a deeply nested body cannot overflow the stack.
 */
export function findUnsafeText(value: unknown): PropertyKey[] | undefined {
  const stack: { value: unknown; path: PropertyKey[] }[] = [{ value, path: [] }];
  for (let item = stack.pop(); item; item = stack.pop()) {
    const { value: current, path } = item;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return path;
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) stack.push({ value: current[i], path: [...path, i] });
    } else if (typeof current === 'object' && current !== null) {
      const entries = Object.entries(current);
      for (const [key] of entries) if (isUnsafeText(key)) return [...path, key];
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, child] = entries[i] as [string, unknown];
        stack.push({ value: child, path: [...path, key] });
      }
    }
  }
  return undefined;
}
