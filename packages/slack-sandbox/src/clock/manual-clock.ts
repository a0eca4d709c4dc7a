import type { Clock } from './clock.js';

/** A {@link Clock} that only moves when told to. */
export interface ManualClock extends Clock {
  /** Moves the clock forward by `ms` milliseconds. */
  advance(ms: number): void;
  /** Sets the clock to an absolute time in milliseconds. */
  set(ms: number): void;
}

/** Creates a {@link ManualClock} starting at `startMs` (default: now). */
export function createManualClock(startMs: number = Date.now()): ManualClock {
  let current = startMs;
  const clock = (() => current) as ManualClock;
  clock.advance = (ms) => {
    current += ms;
  };
  clock.set = (ms) => {
    current = ms;
  };
  return clock;
}
