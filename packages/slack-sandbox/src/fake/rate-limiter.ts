import type { Clock } from '../clock/clock.js';

/** A token bucket: `burst` calls at once, refilled at `perSecond`; per channel or for the whole workspace. */
export interface RateLimitRule {
  readonly perSecond: number;
  readonly burst: number;
  readonly per: 'channel' | 'workspace';
}

/** Per-method rules; `false` turns a method's limit off. */
export type RateLimitRules = Readonly<Record<string, RateLimitRule | false>>;

/**
 * Defaults: `chat.postMessage` about one message per second per channel, tolerating short bursts.
 * @see https://docs.slack.dev/apis/web-api/rate-limits
 */
export const defaultRateLimits: RateLimitRules = {
  'chat.postMessage': { perSecond: 1, burst: 5, per: 'channel' },
};

/** Outcome of {@link RateLimiter.take}. */
export type RateLimitDecision =
  | { readonly limited: false }
  | { readonly limited: true; readonly retryAfterSeconds: number };

/** Decides which Web API calls answer HTTP 429, from rules and from injected failures. */
export class RateLimiter {
  readonly #rules = new Map<string, RateLimitRule | false>();
  readonly #buckets = new Map<string, { tokens: number; at: number }>();
  readonly #forced = new Map<string, { remaining: number; retryAfterSeconds: number }>();

  constructor(
    private readonly now: Clock,
    rules: RateLimitRules,
  ) {
    for (const [method, rule] of Object.entries(rules)) this.#rules.set(method, rule);
  }

  /** Sets or removes (`false`) the rule of a method. */
  setRule(method: string, rule: RateLimitRule | false): void {
    this.#rules.set(method, rule);
    for (const key of this.#buckets.keys()) if (key.startsWith(`${method}|`)) this.#buckets.delete(key);
  }

  /** Makes the next `times` calls of `method` answer 429 with `Retry-After: retryAfterSeconds`. */
  force(method: string, times = 1, retryAfterSeconds = 1): void {
    this.#forced.set(method, { remaining: times, retryAfterSeconds });
  }

  /** Takes one call from the budget of `method` (and `channel`, for per-channel rules). */
  take(method: string, channel?: string): RateLimitDecision {
    const forced = this.#forced.get(method);
    if (forced && forced.remaining > 0) {
      forced.remaining -= 1;
      return { limited: true, retryAfterSeconds: forced.retryAfterSeconds };
    }
    const rule = this.#rules.get(method);
    if (!rule) return { limited: false };
    const key = `${method}|${rule.per === 'channel' ? (channel ?? '') : '*'}`;
    const now = this.now();
    const bucket = this.#buckets.get(key) ?? { tokens: rule.burst, at: now };
    bucket.tokens = Math.min(rule.burst, bucket.tokens + ((now - bucket.at) / 1000) * rule.perSecond);
    bucket.at = now;
    this.#buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return { limited: false };
    }
    return { limited: true, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / rule.perSecond)) };
  }
}
