import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock/clock.js';

/** Slack's `trigger_id` lifetime. */
export const triggerTtlMs = 3000;

/** Result of exchanging a trigger for a modal. */
export type TriggerExchange =
  | { readonly ok: true; readonly userId: string }
  | {
      readonly ok: false;
      readonly error: 'invalid_trigger_id' | 'expired_trigger_id' | 'exchanged_trigger_id';
    };

/** Issues `trigger_id`s with interactions and checks them on `views.open` / `views.push`: single use, 3 s. */
export class TriggerRegistry {
  readonly #issued = new Map<string, { userId: string; issuedAt: number; used: boolean }>();
  #counter = 0;

  constructor(
    private readonly now: Clock,
    private readonly ttlMs: number = triggerTtlMs,
  ) {}

  /** A new trigger id for an interaction by `userId`. */
  issue(userId: string): string {
    this.#counter += 1;
    const id = `${Math.floor(this.now() / 1000)}${this.#counter}.${this.#counter}.${randomBytes(16).toString('hex')}`;
    this.#issued.set(id, { userId, issuedAt: this.now(), used: false });
    return id;
  }

  /** Uses a trigger id once. */
  exchange(triggerId: string): TriggerExchange {
    const entry = this.#issued.get(triggerId);
    if (!entry) return { ok: false, error: 'invalid_trigger_id' };
    if (entry.used) return { ok: false, error: 'exchanged_trigger_id' };
    if (this.now() - entry.issuedAt > this.ttlMs) return { ok: false, error: 'expired_trigger_id' };
    entry.used = true;
    return { ok: true, userId: entry.userId };
  }
}
