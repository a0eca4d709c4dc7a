/** What the PBX reports about an account's budget on every authenticated response. */
export interface RateLimitHeaders {
  limitMinute: number;
  remainingMinute: number;
  limitDay: number;
  remainingDay: number;
}

function int(headers: Headers, name: string): number | undefined {
  const raw = headers.get(name);
  if (raw === null || !/^\s*\d+\s*$/.test(raw)) return undefined;
  return Number(raw);
}

/**
 * Reads the four `X-RateLimit-*` headers; `undefined` unless all are present and valid.
 * @see pbx-api-reference.md#limits
 */
export function parseRateLimitHeaders(headers: Headers): RateLimitHeaders | undefined {
  const limitMinute = int(headers, 'x-ratelimit-limit-minute');
  const remainingMinute = int(headers, 'x-ratelimit-remaining-minute');
  const limitDay = int(headers, 'x-ratelimit-limit-day');
  const remainingDay = int(headers, 'x-ratelimit-remaining-day');
  if (limitMinute === undefined || remainingMinute === undefined) return undefined;
  if (limitDay === undefined || remainingDay === undefined) return undefined;
  return { limitMinute, remainingMinute, limitDay, remainingDay };
}

/**
 * `Retry-After` of a 429 (delta seconds or an HTTP date) as an absolute epoch ms, for `blockUntil`.
 * @see pbx-api-reference.md#limits
 */
export function parseRetryAfter(headers: Headers, now = Date.now()): number | undefined {
  const raw = headers.get('retry-after')?.trim();
  if (!raw) return undefined;
  if (/^\d+$/.test(raw)) return now + Number(raw) * 1000;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(date, now);
}
