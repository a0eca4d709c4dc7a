/** Per-account limits and how they are shared between interactive commands and background work. */
export interface AccountBudgetConfig {
  /** Grants allowed in any window (60 s by default); replaced by the server's limit once a response reports it. */
  perMinute: number;
  /** Grants allowed per local calendar day; replaced by the server's limit once reported. */
  perDay: number;
  /** IANA zone whose midnight resets the day counter, as the PBX does for the account. */
  timeZone: string;
  /** Tokens of every window that background work must leave free for commands. */
  commandReserveMinute: number;
  /** Share (0..1) of the day budget that background work may use. */
  backgroundDayShare: number;
}

/**
 * PBX defaults (20/min, 1000/day) with half of each minute and half of the day kept for commands.
 * @see pbx-api-reference.md#limits
 */
export const DEFAULT_BUDGET_CONFIG: Readonly<AccountBudgetConfig> = Object.freeze({
  perMinute: 20,
  perDay: 1000,
  timeZone: 'Europe/Rome',
  commandReserveMinute: 10,
  backgroundDayShare: 0.5,
});
