import { parseRetryAfter } from '../retry/retry-after.js';

/** One window of the account's budget as a response reported it. */
export interface RateLimitWindow {
  limit: number;
  remaining: number;
}

/**
 * The account's budget after one response: the four `X-RateLimit-*` headers, plus `Retry-After` on a 429.
 * Limits are per account (shared by all its keys), so processes sharing an account can feed every snapshot to
 * one shared budget.
 * @see ../../../shared/pbx-api-reference.md#limits
 */
export interface RateLimitSnapshot {
  minute: RateLimitWindow;
  day: RateLimitWindow;
  /** HTTP status of the response that carried the headers. */
  status: number;
  /** Seconds until a request will be accepted; only on a 429. */
  retryAfter: number | undefined;
  /** When the client read the response (client clock). */
  receivedAt: Date;
}

const HEADERS = {
  minuteLimit: 'X-RateLimit-Limit-Minute',
  minuteRemaining: 'X-RateLimit-Remaining-Minute',
  dayLimit: 'X-RateLimit-Limit-Day',
  dayRemaining: 'X-RateLimit-Remaining-Day',
} as const;

/**
 * Reads the four headers; undefined unless all four are whole numbers (ping and 401 answers carry none).
 */
export function readRateLimitSnapshot(
  response: Response,
  now: Date = new Date(),
): RateLimitSnapshot | undefined {
  const minuteLimit = count(response.headers.get(HEADERS.minuteLimit));
  const minuteRemaining = count(response.headers.get(HEADERS.minuteRemaining));
  const dayLimit = count(response.headers.get(HEADERS.dayLimit));
  const dayRemaining = count(response.headers.get(HEADERS.dayRemaining));
  if (
    minuteLimit === undefined ||
    minuteRemaining === undefined ||
    dayLimit === undefined ||
    dayRemaining === undefined
  ) {
    return undefined;
  }
  return {
    minute: { limit: minuteLimit, remaining: minuteRemaining },
    day: { limit: dayLimit, remaining: dayRemaining },
    status: response.status,
    retryAfter:
      response.status === 429
        ? parseRetryAfter(response.headers.get('Retry-After'), now.getTime())
        : undefined,
    receivedAt: now,
  };
}

function count(value: string | null): number | undefined {
  if (value === null || !/^\s*\d+\s*$/.test(value)) return undefined;
  return Number(value);
}
