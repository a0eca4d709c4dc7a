/** Days of command use the alerts' share follows. */
export const SHARE_HISTORY_DAYS = 7;
/** Bounds of the share: alerts always keep some reads, commands always keep most of their day. */
export const SHARE_MIN = 0.25;
export const SHARE_MAX = 0.9;
/** Commands keep their busiest recent day times this, plus this share of the day limit, as a reserve. */
export const COMMAND_HEADROOM = 1.5;
export const COMMAND_RESERVE_SHARE = 0.1;
/** Late in the day the fixed reserve shrinks with the day left, never below this share of itself. */
export const COMMAND_RESERVE_FLOOR = 0.3;

/** Where the local day stands, for a share that follows it. */
export interface ShareToday {
  /** Requests the account's commands used so far today. */
  commandsToday: number;
  /**
   * Share (0..1) of the day's traffic still to come: the traffic profile's weight left, or the share of the
   * day's time left without a profile. Commands follow the office's day as calls do.
   */
  dayLeft: number;
}

/** The alerts' share of an account's day budget, and what it is based on. */
export interface AlertShare {
  share: number;
  basis: 'default' | 'usage';
}

/**
 * The share of the day limit the alerts may use, following what commands really used on recent days: commands
 * keep their busiest recent day with headroom ({@link COMMAND_HEADROOM}) plus a fixed reserve; the alerts get the
 * rest, within [{@link SHARE_MIN}, {@link SHARE_MAX}]. No history: the configured share (the rest of the day
 * stands for what commands may need).
 *
 * With `today`, what commands keep follows the day: what they used so far, plus their whole-day need for the
 * part of the day still to come, plus the reserve (shrinking with the day left, to
 * {@link COMMAND_RESERVE_FLOOR} of itself). At midnight that is the whole-day figure; by the evening what the
 * commands did not need goes to the alerts, while what they may still ask for stays theirs.
 */
export function alertShareFor(
  recentCommandDays: readonly number[],
  perDay: number,
  configured: number,
  today?: ShareToday,
): AlertShare {
  const byUsage = recentCommandDays.length > 0;
  if (perDay <= 0 || (!byUsage && !today)) return { share: configured, basis: 'default' };
  // without history the configured share is the midnight figure: commands need the rest less the reserve
  const reserve =
    perDay * (byUsage ? COMMAND_RESERVE_SHARE : Math.min(COMMAND_RESERVE_SHARE, 1 - configured));
  const wholeDay = byUsage
    ? Math.max(...recentCommandDays) * COMMAND_HEADROOM
    : Math.max(perDay * (1 - configured) - reserve, 0);
  const left = today ? Math.min(Math.max(today.dayLeft, 0), 1) : 1;
  const kept =
    (today ? Math.max(today.commandsToday, 0) : 0) +
    wholeDay * left +
    reserve * Math.max(left, COMMAND_RESERVE_FLOOR);
  const min = byUsage ? SHARE_MIN : Math.min(SHARE_MIN, configured);
  const max = byUsage ? SHARE_MAX : Math.max(SHARE_MAX, configured);
  const share = Math.min(Math.max(1 - kept / perDay, min), max);
  return { share: Math.floor(share * 100 + 1e-9) / 100, basis: byUsage ? 'usage' : 'default' };
}
