/** The feed's reading plan: when the next read of the history is due (pure). */

export interface MissedPlanSettings {
  /** Never read more often than this (busy hours). */
  minIntervalMs: number;
  /** Never wait longer than this between reads while a rule speaks. */
  maxIntervalMs: number;
  /** Off hours with no open notice: a calm read this often at most (the day's last calls, the daily line). */
  offHoursIntervalMs: number;
  /** The feed's part of the background reads left today (the rest stays for the alerts). */
  feedShare: number;
}

export interface MissedPlanInput {
  now: number;
  /** When the last read was taken. */
  lastReadAt: number | undefined;
  /** Some rule speaks now. */
  active: boolean;
  /** Time left today while some rule speaks. */
  msLeftActive: number;
  /** Background reads the account has left today (alerts and feed together). */
  readsLeft: number;
  /** Open notices: each cycle also reads the outbound history (callbacks). */
  openNotices: number;
  /** A caller left a queue unanswered: read shortly after this instant. */
  signalAt: number | undefined;
  settings: MissedPlanSettings;
}

export type MissedReadReason = 'busy' | 'off-hours' | 'signal' | 'exhausted';

export interface MissedPlan {
  nextReadAt: number;
  intervalMs: number;
  reason: MissedReadReason;
  /** Reads per cycle (the inbound history, plus the outbound one while notices are open). */
  perCycle: number;
}

/**
 * Reads spread the feed's share of what is left of the day over the time rules speak, between the minimum and
 * maximum interval; off hours, a calm read now and then; a signal (a caller abandoned a queue) brings the
 * next read forward to just after the call's record is written. Alerts keep the rest of the background reads.
 */
export function planMissedRead(input: MissedPlanInput): MissedPlan {
  const { now, settings } = input;
  const perCycle = input.openNotices > 0 ? 2 : 1;
  const available = Math.floor(Math.max(input.readsLeft, 0) * settings.feedShare);
  let reason: MissedReadReason;
  let intervalMs: number;
  if (available < perCycle) {
    reason = 'exhausted';
    intervalMs = settings.maxIntervalMs;
  } else if (input.active || input.openNotices > 0) {
    reason = 'busy';
    const spread =
      input.msLeftActive > 0 ? (input.msLeftActive * perCycle) / available : settings.maxIntervalMs;
    intervalMs = Math.min(Math.max(spread, settings.minIntervalMs), settings.maxIntervalMs);
  } else {
    reason = 'off-hours';
    intervalMs = settings.offHoursIntervalMs;
  }
  let nextReadAt = Math.max(now, (input.lastReadAt ?? now - intervalMs) + intervalMs);
  if (input.signalAt !== undefined && input.signalAt < nextReadAt && reason !== 'exhausted') {
    const earliest = (input.lastReadAt ?? 0) + Math.min(settings.minIntervalMs, 5_000);
    nextReadAt = Math.max(input.signalAt, earliest, now);
    reason = 'signal';
  }
  return { nextReadAt: Math.round(nextReadAt), intervalMs: Math.round(intervalMs), reason, perCycle };
}
