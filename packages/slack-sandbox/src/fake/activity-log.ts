import { EventEmitter } from 'node:events';
import type { SlackActivity } from './activity.js';

/** Options of {@link ActivityLog.waitFor}. */
export interface WaitForOptions {
  /** Default 2000 ms. */
  readonly timeoutMs?: number;
  /** Only consider activities at or after this index (see {@link ActivityLog.mark}); default 0 (whole history). */
  readonly after?: number;
}

/** An append-only log of activities with an event emitter and a race-free `waitFor`. */
export class ActivityLog {
  readonly #entries: SlackActivity[] = [];
  readonly #emitter = new EventEmitter<{ activity: [SlackActivity] }>();

  /** All activities so far, oldest first. */
  get entries(): readonly SlackActivity[] {
    return this.#entries;
  }

  /** The index the next activity will get: pass it as `after` to wait only for what happens next. */
  mark(): number {
    return this.#entries.length;
  }

  /** Appends an activity and notifies listeners synchronously. */
  push(activity: SlackActivity): void {
    this.#entries.push(activity);
    this.#emitter.emit('activity', activity);
  }

  /** Subscribes to new activities; returns the unsubscribe function. */
  subscribe(listener: (activity: SlackActivity) => void): () => void {
    this.#emitter.on('activity', listener);
    return () => this.#emitter.off('activity', listener);
  }

  /**
   * Resolves with the first activity (already logged since `after`, or future) matching the predicate;
   * rejects after `timeoutMs` with the recent activity types in the message. A number is read as `timeoutMs`.
   */
  waitFor<T extends SlackActivity>(
    predicate: (a: SlackActivity) => a is T,
    options?: WaitForOptions | number,
  ): Promise<T>;
  waitFor(
    predicate: (a: SlackActivity) => boolean,
    options?: WaitForOptions | number,
  ): Promise<SlackActivity>;
  waitFor(
    predicate: (a: SlackActivity) => boolean,
    options: WaitForOptions | number = {},
  ): Promise<SlackActivity> {
    const { timeoutMs = 2000, after = 0 } = typeof options === 'number' ? { timeoutMs: options } : options;
    const found = this.#entries.slice(after).find(predicate);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        unsubscribe();
        const recent = this.#entries
          .slice(Math.max(after, this.#entries.length - 10))
          .map((a) => a.type)
          .join(', ');
        reject(
          new Error(
            `waitFor: no matching Slack activity within ${timeoutMs} ms (recent: ${recent || 'none'})`,
          ),
        );
      }, timeoutMs);
      const unsubscribe = this.subscribe((activity) => {
        if (!predicate(activity)) return;
        clearTimeout(timer);
        unsubscribe();
        resolve(activity);
      });
    });
  }
}
