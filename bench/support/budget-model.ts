import type { BudgetPriority } from '../../packages/bot/src/pbx/limiter/account-budget.js';

/** The limits of one account as the bot's limiter applies them. */
export interface BudgetLimits {
  perMinute: number;
  perDay: number;
  /** The sliding window: a minute plus the limiter's guard. */
  windowMs: number;
  /** Tokens of every window that background work leaves free for commands. */
  commandReserve: number;
  /** Share (0..1) of the day that background work may use. */
  backgroundDayShare: number;
}

export type ModelAcquire =
  | { granted: true }
  | {
      granted: false;
      reason: 'minute' | 'day' | 'reserved';
      retryAfterMs: number;
      /** A command refused only because background grants hold part of the window (or of the day). */
      causedByBackground: boolean;
    };

/**
 * The account budget of `AccountBudget` (packages/bot/src/pbx/limiter/budget-scripts.ts, `acquireScript`) in plain
 * memory and virtual time, decision for decision: a sliding window of at most `perMinute` grants in any
 * `windowMs`, background grants only while `commandReserve` of the window stay free and within the day share,
 * and the day limit. Requests are instantaneous here, so a grant counts from its instant (as `settle` would
 * move it to the answer). One day only: the counters start at zero.
 */
export class BudgetModel {
  readonly limits: BudgetLimits;
  /** Grants in the window, oldest first. */
  readonly #window: { at: number; background: boolean }[] = [];
  dayUsed = 0;
  dayBackground = 0;

  constructor(limits: BudgetLimits) {
    this.limits = limits;
  }

  get backgroundLimit(): number {
    return this.backgroundLimitWith(this.limits.backgroundDayShare);
  }

  /** The day's background limit for a caller that passes its own share (`tryAcquire`'s `dayShare`). */
  backgroundLimitWith(dayShare: number): number {
    return Math.floor(this.limits.perDay * dayShare);
  }

  /** `dayShare`: the caller's own share of the day for background work (else the limits' one). */
  tryAcquire(now: number, priority: BudgetPriority, dayShare?: number): ModelAcquire {
    const { perMinute, perDay, windowMs, commandReserve } = this.limits;
    const background = priority === 'background';
    if (this.dayUsed >= perDay) {
      return {
        granted: false,
        reason: 'day',
        retryAfterMs: Number.POSITIVE_INFINITY,
        causedByBackground: !background && this.dayUsed - this.dayBackground < perDay,
      };
    }
    const backgroundLimit = this.backgroundLimitWith(dayShare ?? this.limits.backgroundDayShare);
    if (background && this.dayBackground >= backgroundLimit) {
      return {
        granted: false,
        reason: 'reserved',
        retryAfterMs: Number.POSITIVE_INFINITY,
        causedByBackground: false,
      };
    }
    this.#expire(now);
    const used = this.#window.length;
    const cap = background ? perMinute - commandReserve : perMinute;
    if (cap <= 0)
      return { granted: false, reason: 'reserved', retryAfterMs: windowMs, causedByBackground: false };
    if (used >= cap) {
      const freeing = this.#window[used - cap]!;
      const backgroundInWindow = this.#window.filter((g) => g.background).length;
      return {
        granted: false,
        reason: used < perMinute ? 'reserved' : 'minute',
        retryAfterMs: Math.max(freeing.at + windowMs - now, 1),
        causedByBackground: !background && used - backgroundInWindow < perMinute,
      };
    }
    this.#window.push({ at: now, background });
    this.dayUsed++;
    if (background) this.dayBackground++;
    return { granted: true };
  }

  /** Background grants in the window now (for the record of how close alerts came to the reserve). */
  backgroundInWindow(now: number): number {
    this.#expire(now);
    return this.#window.filter((g) => g.background).length;
  }

  #expire(now: number): void {
    // the script drops grants scored at or before `now − window`
    while (this.#window.length > 0 && this.#window[0]!.at <= now - this.limits.windowMs) this.#window.shift();
  }
}
