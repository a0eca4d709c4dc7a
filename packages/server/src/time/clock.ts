/** Source of the current instant; every time-dependent rule reads it, so the sandbox can move time. */
export interface Clock {
  now(): Date;
}

/** The real time. */
export const systemClock: Clock = { now: () => new Date() };

/**
 * A clock that follows system time until set. `set(instant)` freezes it at that instant, or with
 * `{ frozen: false }` lets it run on from there; `reset()` returns to system time.
 * Backs `PUT /_admin/clock` and `DELETE /_admin/clock`.
 */
export class SettableClock implements Clock {
  #offsetMs = 0;
  #frozenAt: number | undefined;

  constructor(private readonly base: Clock = systemClock) {}

  now(): Date {
    if (this.#frozenAt !== undefined) return new Date(this.#frozenAt);
    return new Date(this.base.now().getTime() + this.#offsetMs);
  }

  set(instant: Date, options: { frozen?: boolean } = {}): void {
    if (options.frozen ?? true) {
      this.#frozenAt = instant.getTime();
      this.#offsetMs = 0;
    } else {
      this.#frozenAt = undefined;
      this.#offsetMs = instant.getTime() - this.base.now().getTime();
    }
  }

  /** Moves the clock forward (frozen or running) by `ms` milliseconds. */
  advance(ms: number): void {
    if (this.#frozenAt !== undefined) this.#frozenAt += ms;
    else this.#offsetMs += ms;
  }

  reset(): void {
    this.#frozenAt = undefined;
    this.#offsetMs = 0;
  }

  /** True when set away from system time. */
  get isOverridden(): boolean {
    return this.#frozenAt !== undefined || this.#offsetMs !== 0;
  }

  get isFrozen(): boolean {
    return this.#frozenAt !== undefined;
  }
}
