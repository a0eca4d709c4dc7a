/**
 * A feed item's buttons carry which item they act on as a short JSON value: `{ "a": <account>, "<f>": <item> }`
 * (`c` for a card, `n` for a notice). The value is a claim: the listener checks the account against the
 * clicker's workspace before acting.
 */
export function itemValue(accountId: string, field: string, itemId: string): string {
  return JSON.stringify({ a: accountId, [field]: itemId });
}

/** The account and item a button's value names; `undefined` for a value that is not one. */
export function itemRef(
  value: string | undefined,
  field: string,
): { accountId: string; itemId: string } | undefined {
  try {
    const parsed = JSON.parse(value ?? '') as Record<string, unknown>;
    const itemId = parsed[field];
    return typeof parsed.a === 'string' && typeof itemId === 'string'
      ? { accountId: parsed.a, itemId }
      : undefined;
  } catch {
    return undefined;
  }
}
