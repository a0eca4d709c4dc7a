import type { MemberStatus } from './queue.schema.js';

/**
 * The one condition a queue member is counted in, so that the counts of a queue add up to its members. What the
 * phone says comes first when it keeps the member from taking a queue call — `unreachable` (UNAVAILABLE,
 * INVALID), `unknown` (UNKNOWN), `ringing` (RINGING, RINGING_IN_USE: a call is being offered), `inCall` (IN_CALL,
 * BUSY, ON_HOLD, or `in_call`) — then `paused` (on a break: the queue offers it no call), else `free`.
 * @see pbx-api-reference.md "Queue member status (live)": `paused` is separate from `status`
 */
export type MemberCondition = 'free' | 'ringing' | 'inCall' | 'paused' | 'unreachable' | 'unknown';

/** The conditions in the order views list them: who can take the next call first. */
export const memberConditions: readonly MemberCondition[] = [
  'free',
  'ringing',
  'inCall',
  'paused',
  'unreachable',
  'unknown',
];

/** The condition of one member (each member is in exactly one). */
export function memberCondition(m: {
  status: MemberStatus;
  paused: boolean;
  in_call?: boolean;
}): MemberCondition {
  switch (m.status) {
    case 'UNAVAILABLE':
    case 'INVALID':
      return 'unreachable';
    case 'UNKNOWN':
      return 'unknown';
    case 'RINGING':
    case 'RINGING_IN_USE':
      return 'ringing';
    case 'IN_CALL':
    case 'BUSY':
    case 'ON_HOLD':
      return 'inCall';
    case 'AVAILABLE':
      if (m.in_call) return 'inCall';
      return m.paused ? 'paused' : 'free';
  }
}

/** The four counters of a queue's live `summary`. */
export type SummaryCounter =
  | 'members_available'
  | 'members_in_call'
  | 'members_paused'
  | 'members_unavailable';

/**
 * The summary counter a condition is counted in: the API reports four, so a ringing member is in a call (its phone
 * is engaged) and an unknown one unavailable. The four add up to `total_members`.
 */
export function summaryCounterOf(condition: MemberCondition): SummaryCounter {
  switch (condition) {
    case 'free':
      return 'members_available';
    case 'ringing':
    case 'inCall':
      return 'members_in_call';
    case 'paused':
      return 'members_paused';
    case 'unreachable':
    case 'unknown':
      return 'members_unavailable';
  }
}
