/** Control characters and lone surrogates, except tab, new line and carriage return (spaces between words). */
const CONTROL_CHARACTER = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

/**
 * True when text typed by a user holds NUL, escape and the like: such text is refused in the listener and
 * never sent to the API (PostgreSQL refuses U+0000, and nobody means to type them).
 */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}
