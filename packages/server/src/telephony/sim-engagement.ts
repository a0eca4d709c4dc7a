import type { ExtensionStatusValue } from '@centralino/schemas';
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
 * The registration state an extension reports at `nowMs`: a registered phone (ONLINE) engaged by a call shows
 * RINGING, CALLING or BUSY; any other state set for it (offline, a state set through `/_sim`) is shown as set.
 */
export function extensionStatusAt(
  sim: SimAccount,
  internalNumber: string,
  nowMs: number,
): ExtensionStatusValue {
  const extension = sim.extensions.get(internalNumber);
  if (!extension) return 'UNKNOWN';
  if (extension.status !== 'ONLINE') return extension.status;
  const engagement = engagementOf(sim, internalNumber, nowMs);
  return engagement ? EXTENSION_STATUS[engagement] : 'ONLINE';
}
