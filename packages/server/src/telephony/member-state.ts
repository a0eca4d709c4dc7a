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

/**
 * The registration state an extension shows when a device state was set for its phone (fixture or `/_sim`): a
 * phone in a call, holding one or busy is BUSY, a ringing one RINGING, an unreachable one OFFLINE, an invalid or
 * unknown one UNKNOWN, an available one ONLINE.
 */
export function extensionStatusOfMember(status: MemberStatus): ExtensionStatusValue {
  switch (status) {
    case 'AVAILABLE':
      return 'ONLINE';
    case 'IN_CALL':
    case 'BUSY':
    case 'RINGING_IN_USE':
    case 'ON_HOLD':
      return 'BUSY';
    case 'RINGING':
      return 'RINGING';
    case 'UNAVAILABLE':
      return 'OFFLINE';
    case 'INVALID':
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
