/** A button's value as JSON (the bot's buttons carry data there); `undefined` if it is not JSON. */
export function parseJson(value: string | undefined): unknown {
  try {
    return value === undefined ? undefined : JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The number a row button carries (`{ "number": "…" }`), unchecked. */
export function numberOf(value: string | undefined): string | undefined {
  const parsed = parseJson(value) as { number?: unknown } | undefined;
  return typeof parsed?.number === 'string' ? parsed.number : undefined;
}
