import { type LocalClock, msUntilActive, msUntilClockTime } from '../../core/schedule/business-hours.js';
import type { MissedRule } from './missed-rule.schema.js';

const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7];

/**
 * The next instant the feed must look at its rules though no read may be planned before it: the first rule's
 * hours begin (reads resume at the rules' pace at once, not at the off-hours one), a rule's daily line is due
 * (it goes out at its time), the day budget turns (a spent feed reads again). Runs happen only when planned, so
 * these are planned too.
 */
export function feedWakeAt(input: {
  now: number;
  rules: readonly Pick<MissedRule, 'hours' | 'daily'>[];
  clock: LocalClock;
  /** When the account's day budget resets (epoch ms). */
  dayResetsAt: number;
}): number {
  const { now, clock } = input;
  const ahead: number[] = [Math.max(input.dayResetsAt - now, 0) + 1000];
  const untilActive = msUntilActive(
    input.rules.map((r) => r.hours),
    clock,
  );
  if (untilActive !== null && untilActive > 0) ahead.push(untilActive);
  for (const rule of input.rules) {
    const untilDaily = msUntilClockTime(rule.daily, rule.hours?.days ?? EVERY_DAY, clock);
    if (untilDaily !== null) ahead.push(untilDaily);
  }
  return now + Math.min(...ahead);
}
