/** How the client retries. */
export interface RetryOptions {
  /**
   * 429: wait `Retry-After` and send again, at most `maxRetries` times and only when the wait is at most
   * `maxWaitSeconds`; a longer wait fails at once with {@link PbxApiError.retryAfter}. Any method: a refused
   * request was not executed. Off by default; `true` means `{ maxRetries: 1, maxWaitSeconds: 60 }`.
   */
  rateLimit?: boolean | { maxRetries?: number; maxWaitSeconds?: number };
  /**
   * 500/502/503/504 on safe methods (GET, HEAD) only: exponential backoff with jitter from `baseDelayMs`, capped at
   * `maxDelayMs` (a `Retry-After` on the answer is used instead, within the cap). Writes are never retried, so
   * `POST /v1/call/originate` cannot ring twice. On by default (2 retries); `false` turns it off.
   */
  serverErrors?: boolean | { maxRetries?: number; baseDelayMs?: number; maxDelayMs?: number };
  /** How to wait; default a timer that an aborted request signal cancels. */
  sleep?: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
}

/** {@link RetryOptions} with every default applied. */
export interface RetryPolicy {
  rateLimit: { maxRetries: number; maxWaitMs: number } | undefined;
  serverErrors: { maxRetries: number; baseDelayMs: number; maxDelayMs: number } | undefined;
  sleep: (ms: number, signal: AbortSignal | undefined) => Promise<void>;
}

export const RETRYABLE_SERVER_STATUSES: ReadonlySet<number> = new Set([500, 502, 503, 504]);
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD']);

/** Applies the defaults. */
export function resolveRetryPolicy(options: RetryOptions = {}): RetryPolicy {
  const rate = options.rateLimit === true ? {} : options.rateLimit || undefined;
  const server =
    options.serverErrors === false
      ? undefined
      : options.serverErrors === true
        ? {}
        : (options.serverErrors ?? {});
  return {
    rateLimit: rate && {
      maxRetries: nonNegative(rate.maxRetries, 1),
      maxWaitMs: nonNegative(rate.maxWaitSeconds, 60) * 1000,
    },
    serverErrors: server && {
      maxRetries: nonNegative(server.maxRetries, 2),
      baseDelayMs: nonNegative(server.baseDelayMs, 250),
      maxDelayMs: nonNegative(server.maxDelayMs, 4000),
    },
    sleep: options.sleep ?? sleep,
  };
}

/** Backoff before retry number `attempt` (0-based): `base·2^attempt`, capped, with jitter in its upper half. */
export function backoffDelay(
  attempt: number,
  baseDelayMs: number,
  maxDelayMs: number,
  random = Math.random,
): number {
  const ceiling = Math.min(maxDelayMs, baseDelayMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/** A timer that rejects with the signal's reason when the request is aborted. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

function nonNegative(value: number | undefined, fallback: number): number {
  return value !== undefined && Number.isFinite(value) && value >= 0 ? value : fallback;
}
