/** Milliseconds since the epoch. Injected wherever Slack applies a time rule (expiry, rate limits) so tests need not wait. */
export type Clock = () => number;

/** The wall clock. */
export const systemClock: Clock = () => Date.now();
