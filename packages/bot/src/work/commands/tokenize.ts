/** Result of {@link tokenize}: the words, or the position of a quote left open. */
export type Tokens = { ok: true; tokens: string[] } | { ok: false; unclosedQuoteAt: number };

/**
 * Splits command text into words like a shell: whitespace separates, `"…"` or `'…'` keep spaces (also inside
 * a word: `name="Studio Rossi"` → `name=Studio Rossi`), a backslash escapes the next character. An empty pair
 * of quotes is an empty word (`notes=""`).
 */
export function tokenize(text: string): Tokens {
  const tokens: string[] = [];
  let current = '';
  let inWord = false;
  let quote: string | undefined;
  let quoteStart = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quote) {
      if (ch === quote) quote = undefined;
      else if (ch === '\\' && text[i + 1] === quote) current += text[++i];
      else current += ch;
      continue;
    }
    if (ch === '"' || ch === "'") {
      // an apostrophe inside a word (dell'ufficio) is a letter, not a quote
      if (ch === "'" && inWord && current !== '' && !/[=]$/.test(current)) {
        current += ch;
        continue;
      }
      quote = ch;
      quoteStart = i;
      inWord = true;
      continue;
    }
    if (ch === '\\' && i + 1 < text.length) {
      current += text[++i];
      inWord = true;
      continue;
    }
    if (/\s/.test(ch)) {
      if (inWord) tokens.push(current);
      current = '';
      inWord = false;
      continue;
    }
    current += ch;
    inWord = true;
  }
  if (quote) return { ok: false, unclosedQuoteAt: quoteStart };
  if (inWord) tokens.push(current);
  return { ok: true, tokens };
}

/** `key=value` → `['key', 'value']` (key lower-cased); `undefined` for a word without `=`. */
export function splitOption(token: string): [string, string] | undefined {
  const eq = token.indexOf('=');
  if (eq <= 0) return undefined;
  return [token.slice(0, eq).toLowerCase(), token.slice(eq + 1)];
}
