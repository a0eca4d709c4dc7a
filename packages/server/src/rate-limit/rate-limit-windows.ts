import { startOfNextZonedDay, startOfZonedDay } from '@centralino/schemas';

/** A counting window `[start, end)`. */
export interface RateLimitWindowBounds {
  start: Date;
  end: Date;
}

/**
 * The windows `now` falls in: the clock minute, and the calendar day in the account's time zone
 * (23 or 25 hours long on DST change days).
 * @see ../../../shared/pbx-api-reference.md#limits
 */
export function currentWindows(
  now: Date,
  timeZone: string,
): { minute: RateLimitWindowBounds; day: RateLimitWindowBounds } {
  const minuteStart = Math.floor(now.getTime() / 60_000) * 60_000;
  return {
    minute: { start: new Date(minuteStart), end: new Date(minuteStart + 60_000) },
    day: { start: startOfZonedDay(now, timeZone), end: startOfNextZonedDay(now, timeZone) },
  };
}

/** Whole seconds from `now` until `resetAt`, at least 1 (the value of `Retry-After`). */
export function secondsUntil(resetAt: Date, now: Date): number {
  return Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
}
