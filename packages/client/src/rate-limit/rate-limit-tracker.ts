import { type RateLimitSnapshot, readRateLimitSnapshot } from './rate-limit-snapshot.js';

/** Called with every snapshot, in the order responses arrive (retried attempts included). */
export type RateLimitListener = (snapshot: RateLimitSnapshot) => void;

/** Keeps the latest snapshot of one client and tells the listener about each new one. */
export interface RateLimitTracker {
  readonly latest: RateLimitSnapshot | undefined;
  observe(response: Response): void;
}

/** A tracker for one client. An error thrown by the listener rejects the request that carried the headers. */
export function createRateLimitTracker(listener?: RateLimitListener): RateLimitTracker {
  let latest: RateLimitSnapshot | undefined;
  return {
    get latest() {
      return latest;
    },
    observe(response) {
      const snapshot = readRateLimitSnapshot(response);
      if (!snapshot) return;
      latest = snapshot;
      listener?.(snapshot);
    },
  };
}
