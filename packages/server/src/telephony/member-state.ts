import type { ExtensionStatusValue, MemberStatus } from '@centralino/schemas';

/**
 * The device state a queue member shows when nothing is set for it: the one its extension's registration
 * implies. An offline phone is UNAVAILABLE (5); a phone in a call or placing one is IN_CALL (2).
 * @see ../../../shared/pbx-api-reference.md#queue-member-status-live
 */
export function memberStatusOfExtension(status: ExtensionStatusValue): MemberStatus {
  switch (status) {
    case 'ONLINE':
      return 'AVAILABLE';
    case 'OFFLINE':
      return 'UNAVAILABLE';
    case 'BUSY':
    case 'CALLING':
      return 'IN_CALL';
    case 'RINGING':
      return 'RINGING';
    case 'UNKNOWN':
      return 'UNKNOWN';
  }
}

/** Device states in which the member is talking (or holding a call). */
const TALKING: ReadonlySet<MemberStatus> = new Set(['IN_CALL', 'RINGING_IN_USE', 'ON_HOLD']);

/** True when the device state means the member is in a call. */
export function isTalking(status: MemberStatus): boolean {
  return TALKING.has(status);
}

/** Device states in which the phone cannot take calls at all (counted as `members_unavailable`). */
const UNREACHABLE: ReadonlySet<MemberStatus> = new Set(['UNAVAILABLE', 'INVALID']);

/** True when the member's phone is off, offline or invalid. */
export function isUnreachable(status: MemberStatus): boolean {
  return UNREACHABLE.has(status);
}

/** The one summary counter a member falls in. */
export type MemberCondition = 'unavailable' | 'in_call' | 'paused' | 'available';

/** Device states in which the phone is engaged with a call: talking, busy, holding, or being rung. */
const ENGAGED: ReadonlySet<MemberStatus> = new Set([
  'IN_CALL',
  'BUSY',
  'RINGING',
  'RINGING_IN_USE',
  'ON_HOLD',
]);

/**
 * Where a member is counted in the live summary, exactly once: `paused` is a separate boolean from `status`
 * (reference), so a member is first what its phone says when that keeps it from taking a queue call
 * (unreachable or unknown → `unavailable`; engaged with a call, ringing included → `in_call`), then `paused`
 * if on a break, else `available` (AVAILABLE, not paused). The four counters add up to `total_members`.
 * @see ../../../shared/pbx-api-reference.md#queue-member-status-live
 */
export function memberCondition(status: MemberStatus, paused: boolean): MemberCondition {
  if (isUnreachable(status) || status === 'UNKNOWN') return 'unavailable';
  if (ENGAGED.has(status)) return 'in_call';
  return paused ? 'paused' : 'available';
}
