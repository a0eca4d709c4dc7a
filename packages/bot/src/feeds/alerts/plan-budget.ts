/** The budget and the rules' hours as an account's alert planning sees them (one snapshot). */
export interface PlanBudget {
  /** Length of the limiter's window (a minute plus its guard). */
  windowMs: number;
  perMinute: number;
  /** Requests of each window kept for commands. */
  commandReserve: number;
  perDay: number;
  /** Grants of the local day, every kind. */
  dayUsed: number;
  /** Background grants of the local day. */
  dayBackground: number;
  /** Background grants allowed today (the alerts' share of `perDay`). */
  backgroundLimit: number;
  /** Next local midnight (the day budget resets). */
  dayEndsAt: number;
  /** At least one rule speaks now (business hours). */
  activeNow: boolean;
  /** From now to the end of the day, how long at least one rule speaks (unweighted). */
  activeMsLeft: number;
  /** When no rule speaks now: ms until one does (`null`: none ever does). */
  msUntilActive: number | null;
}
