/**
 * Runs a callback every `ms` real milliseconds until the returned function is called. The callback's promise
 * settles when the tick it started is over (it never rejects).
 */
export interface Scheduler {
  every(ms: number, run: () => Promise<void>): () => void;
}

/** `setInterval`, not keeping the process alive on its own. */
export const intervalScheduler: Scheduler = {
  every(ms, run) {
    const timer = setInterval(() => void run(), ms);
    timer.unref();
    return () => clearInterval(timer);
  },
};
