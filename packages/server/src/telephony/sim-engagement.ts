import type { ExtensionStatusValue, MemberStatus } from '@centralino/schemas';
import { extensionStatusOfMember, isTalking, isUnreachable } from './member-state.js';
import type { SimAccount } from './sim-state.js';

/** What a call in progress makes a phone do: ring, place a call (the destination rings), or talk. */
export type Engagement = 'ringing' | 'calling' | 'talking';

/**
 * The call in progress that engages the extension at `nowMs`, if any: an answered queue call, or a click-to-call
 * call ringing the extension, then ringing the destination, then talking. Calls ended by `nowMs` have been
 * settled away before any read, so whatever is listed is in progress.
 */
export function engagementOf(sim: SimAccount, internalNumber: string, nowMs: number): Engagement | null {
  if (sim.talking.some((call) => call.member === internalNumber)) return 'talking';
  const placed = sim.dialling.find((call) => call.extension === internalNumber);
  if (!placed) return null;
  if (nowMs < placed.ringingUntil) return 'ringing';
  if (nowMs < placed.callingUntil) return 'calling';
  return 'talking';
}

const EXTENSION_STATUS: Record<Engagement, ExtensionStatusValue> = {
  ringing: 'RINGING',
  calling: 'CALLING',
  talking: 'BUSY',
};

/**
 * The device state set for the extension's phone (fixture or `/_sim`), shared by all its memberships; null when
 * none is set and the phone follows its registration.
 */
export function deviceStatusSet(sim: SimAccount, internalNumber: string): MemberStatus | null {
  for (const queue of sim.queues.values())
    for (const member of queue.members)
      if (member.internalNumber === internalNumber && member.status !== null) return member.status;
  return null;
}

/**
 * The state an extension reports at `nowMs`, agreeing with its members in every queue: an OFFLINE phone stays
 * OFFLINE; a phone set in a call, busy or unreachable shows that; otherwise a call in progress makes it RINGING, CALLING or
 * BUSY; otherwise a device state set for it shows as the matching registration state, else the registration.
 */
export function extensionStatusAt(
  sim: SimAccount,
  internalNumber: string,
  nowMs: number,
): ExtensionStatusValue {
  const extension = sim.extensions.get(internalNumber);
  if (!extension) return 'UNKNOWN';
  if (extension.status === 'OFFLINE') return 'OFFLINE';
  const set = deviceStatusSet(sim, internalNumber);
  if (set !== null && (isTalking(set) || set === 'BUSY' || isUnreachable(set)))
    return extensionStatusOfMember(set);
  const engagement = engagementOf(sim, internalNumber, nowMs);
  if (engagement) return EXTENSION_STATUS[engagement];
  return set === null ? extension.status : extensionStatusOfMember(set);
}
