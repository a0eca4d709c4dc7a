/** `JSON.parse` that answers `undefined` for nothing or for text that is not JSON (a hand-edited value). */
export function safeJson(text: string | null | undefined): unknown {
  if (text === null || text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
