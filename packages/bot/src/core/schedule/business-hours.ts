import { zonedParts } from '@centralino/schemas';
import type { BusinessHours } from './business-hours.schema.js';

/** The wall clock of an instant in a time zone: ISO weekday (1 = Monday) and time of day. */
export interface LocalClock {
  weekday: number;
  /** Minutes since local midnight. */
  minute: number;
  /** Milliseconds into the current minute. */
  msInMinute: number;
}

/** The local weekday and time of `nowMs` in `timeZone`. */
export function localClock(nowMs: number, timeZone: string): LocalClock {
  const { weekday, hour, minute } = zonedParts(new Date(nowMs), timeZone);
  return {
    weekday,
    minute: hour * 60 + minute,
    msInMinute: ((nowMs % 60_000) + 60_000) % 60_000,
  };
}

/** `HH:MM` → minutes since midnight. */
export function clockMinutes(time: string): number {
  const [h = '0', m = '0'] = time.split(':');
  return Number(h) * 60 + Number(m);
}

/** True when a rule with these hours speaks now (no hours: always). */
export function isWithinHours(hours: BusinessHours | undefined, clock: LocalClock): boolean {
  if (!hours) return true;
  return (
    hours.days.includes(clock.weekday) &&
    clock.minute >= clockMinutes(hours.from) &&
    clock.minute < clockMinutes(hours.to)
  );
}

/**
 * How long, from now to the end of the local day, at least one of the rules speaks (the union of their
 * windows). The budget of a day is only spent while some rule may fire, so polling spreads it over this time.
 * Wall-clock minutes: a DST change that day shifts the answer by at most an hour until the next re-plan.
 */
export function activeMsLeftToday(all: readonly (BusinessHours | undefined)[], clock: LocalClock): number {
  const ranges: [number, number][] = [];
  for (const hours of all) {
    if (!hours) ranges.push([clock.minute, 1440]);
    else if (hours.days.includes(clock.weekday)) {
      ranges.push([Math.max(clock.minute, clockMinutes(hours.from)), clockMinutes(hours.to)]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  let total = 0;
  let end = clock.minute;
  for (const [from, to] of ranges) {
    const start = Math.max(from, end);
    if (to > start) {
      total += to - start;
      end = to;
    }
  }
  const partial = total > 0 && ranges.some(([from, to]) => from <= clock.minute && clock.minute < to);
  return Math.max(total * 60_000 - (partial ? clock.msInMinute : 0), 0);
}

/**
 * Milliseconds until the first of the rules that speak now stops speaking (its `to` today); `null` when none
 * of them ends (no hours) or none speaks.
 */
export function msUntilHoursEnd(
  all: readonly (BusinessHours | undefined)[],
  clock: LocalClock,
): number | null {
  let best: number | null = null;
  for (const hours of all) {
    if (!hours || !isWithinHours(hours, clock)) continue;
    const ms = (clockMinutes(hours.to) - clock.minute) * 60_000 - clock.msInMinute;
    if (ms > 0 && (best === null || ms < best)) best = ms;
  }
  return best;
}

/**
 * Milliseconds until the next `time` (`HH:MM`, local) on one of `days` (ISO weekdays), strictly after now;
 * `null` without days.
 */
export function msUntilClockTime(time: string, days: readonly number[], clock: LocalClock): number | null {
  const at = clockMinutes(time);
  for (let ahead = 0; ahead <= 7; ahead++) {
    const weekday = ((clock.weekday - 1 + ahead) % 7) + 1;
    if (!days.includes(weekday)) continue;
    const minutes = ahead * 1440 + at - clock.minute;
    if (minutes <= 0) continue;
    return minutes * 60_000 - clock.msInMinute;
  }
  return null;
}

/** Milliseconds until the first of the rules speaks again: 0 when one speaks now, `null` if none ever does. */
export function msUntilActive(all: readonly (BusinessHours | undefined)[], clock: LocalClock): number | null {
  let best: number | null = null;
  for (const hours of all) {
    if (isWithinHours(hours, clock)) return 0;
    if (!hours) continue;
    const ms = msUntilClockTime(hours.from, hours.days, clock);
    if (ms !== null && (best === null || ms < best)) best = ms;
  }
  return best;
}
