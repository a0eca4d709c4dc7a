/**
 * Seconds to wait from a `Retry-After` value: delta-seconds (what the API sends) or an HTTP date.
 * Undefined when absent or unreadable.
 * @see ../../../shared/pbx-api-reference.md#limits
 */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | undefined {
  if (value === null) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
