import type { AlertLevel } from './alert-rule.schema.js';

/** The lifecycle part of a card, as the poller keeps it. */
export interface CardState {
  status: 'open' | 'resolved';
  level: AlertLevel;
  /** When the card fired. */
  since: number;
  /** When it last became critical. */
  criticalSince?: number | undefined;
  /** First poll that found no condition (cleared by any poll that finds one). */
  clearingSince?: number | undefined;
  /** First poll that found the card critical no more (only warning). */
  downgradeSince?: number | undefined;
  resolvedAt?: number | undefined;
}

/** What happened to a card in one poll; each is a visible change (a thread reply for escalated/resolved). */
export type CardEvent = 'fired' | 'escalated' | 'downgraded' | 'resolved';

export interface TransitionInput {
  /** The open card, if any. */
  prev: CardState | undefined;
  /** The level the rules reach now (`null`: no condition holds). */
  desired: AlertLevel | null;
  now: number;
  /** A condition must stay false this long before the card resolves (or a critical card goes back to warning). */
  clearAfterMs: number;
  /** Silenced or paused: no new card is posted. */
  muted: boolean;
}

export interface Transition {
  next: CardState | undefined;
  event: CardEvent | undefined;
}

/**
 * One step of a card's life, with hysteresis: a card fires at once, escalates at once, but resolves (or
 * drops from critical to warning) only after the condition stayed false for `clearAfterMs` — so a value
 * hovering at a threshold keeps one card instead of flapping. A muted channel/queue gets no new card; an open
 * card keeps being updated.
 */
export function transition({ prev, desired, now, clearAfterMs, muted }: TransitionInput): Transition {
  if (!prev || prev.status === 'resolved') {
    if (desired === null || muted) return { next: undefined, event: undefined };
    return {
      next: {
        status: 'open',
        level: desired,
        since: now,
        ...(desired === 'critical' ? { criticalSince: now } : {}),
      },
      event: 'fired',
    };
  }
  if (desired === null) {
    const clearingSince = prev.clearingSince ?? now;
    if (now - clearingSince >= clearAfterMs) {
      return {
        next: { ...prev, status: 'resolved', resolvedAt: now, clearingSince, downgradeSince: undefined },
        event: 'resolved',
      };
    }
    return { next: { ...prev, clearingSince }, event: undefined };
  }
  const held: CardState = { ...prev, clearingSince: undefined };
  if (desired === 'critical') {
    if (prev.level === 'warning') {
      return {
        next: { ...held, level: 'critical', criticalSince: now, downgradeSince: undefined },
        event: 'escalated',
      };
    }
    return { next: { ...held, downgradeSince: undefined }, event: undefined };
  }
  if (prev.level === 'critical') {
    const downgradeSince = prev.downgradeSince ?? now;
    if (now - downgradeSince >= clearAfterMs) {
      return { next: { ...held, level: 'warning', downgradeSince: undefined }, event: 'downgraded' };
    }
    return { next: { ...held, downgradeSince }, event: undefined };
  }
  return { next: held, event: undefined };
}
