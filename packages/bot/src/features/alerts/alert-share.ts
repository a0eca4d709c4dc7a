/** Days of command use the alerts' share follows. */
export const SHARE_HISTORY_DAYS = 7;
/** Bounds of the share: alerts always keep some reads, commands always keep most of their day. */
export const SHARE_MIN = 0.25;
export const SHARE_MAX = 0.8;
/** Commands keep their busiest recent day times this, plus this share of the day limit, as a reserve. */
export const COMMAND_HEADROOM = 1.5;
export const COMMAND_RESERVE_SHARE = 0.1;

/** The alerts' share of an account's day budget, and what it is based on. */
export interface AlertShare {
  share: number;
  basis: 'default' | 'usage';
}

/**
 * The share of the day limit the alerts may use, following what commands really used on recent days: commands
 * keep their busiest recent day with headroom ({@link COMMAND_HEADROOM}) plus a fixed reserve; the alerts get the
 * rest, within [{@link SHARE_MIN}, {@link SHARE_MAX}]. No history: the configured share.
 */
export function alertShareFor(
  recentCommandDays: readonly number[],
  perDay: number,
  configured: number,
): AlertShare {
  if (recentCommandDays.length === 0 || perDay <= 0) return { share: configured, basis: 'default' };
  const busiest = Math.max(...recentCommandDays);
  const kept = busiest * COMMAND_HEADROOM + perDay * COMMAND_RESERVE_SHARE;
  const share = Math.min(Math.max(1 - kept / perDay, SHARE_MIN), SHARE_MAX);
  return { share: Math.floor(share * 100) / 100, basis: 'usage' };
}
