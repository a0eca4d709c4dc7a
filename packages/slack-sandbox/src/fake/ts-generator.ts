import type { Clock } from '../clock/clock.js';

/**
 * Issues Slack message timestamps (`"1700000000.000123"`): derived from the clock in microseconds and strictly
 * increasing per channel, so they are unique per channel like Slack's.
 */
export class TsGenerator {
  readonly #last = new Map<string, number>();

  constructor(private readonly now: Clock) {}

  /** The next ts for a channel. */
  next(channel: string): string {
    const micros = Math.max(this.now() * 1000, (this.#last.get(channel) ?? 0) + 1);
    this.#last.set(channel, micros);
    const seconds = Math.floor(micros / 1_000_000);
    return `${seconds}.${String(micros % 1_000_000).padStart(6, '0')}`;
  }
}
