import { engagementOf } from './sim-engagement.js';
import type { SimAccount, SimOriginatedCall } from './sim-state.js';
import type { OriginateCommand } from './telephony.js';

/** The parts of a placed call the server names. */
export interface PlacedIds {
  callId: string;
  channel: string;
}

/**
 * A click-to-call call planned from its start: the extension rings, picks up, then the destination rings and the
 * call ends as the sandbox's originate plan says (`ANSWERED` after the talk time; `NO ANSWER` or `BUSY` when the
 * destination's ringing stops; `FAILED` as soon as the extension picks up). An extension that cannot place it
 * fails at once: `FAILED` when it may not call out (`DISABILITATE`) or is not registered, `BUSY` when it is
 * already in a call.
 * @see ../../../shared/pbx-api-reference.md#outbound-call-disposition
 */
export function planOriginatedCall(
  sim: SimAccount,
  command: OriginateCommand,
  placedAt: Date,
  ids: PlacedIds,
): SimOriginatedCall {
  const start = placedAt.getTime();
  const line = sim.mainNumber;
  const base = {
    ...ids,
    extension: command.internalNumber,
    number: command.number,
    callerIdLabel: command.callerIdLabel,
    placedAt,
    keyName: command.keyName,
    lineNumber: line ?? '',
    provider: (line && sim.voip.get(line)?.provider) || '',
    ended: false,
  };
  const atOnce = (disposition: SimOriginatedCall['disposition']): SimOriginatedCall => ({
    ...base,
    ringingUntil: start,
    callingUntil: start,
    endAt: start,
    disposition,
    billsec: 0,
  });
  const extension = sim.extensions.get(command.internalNumber);
  if (!extension || extension.outboundProvider === 'DISABILITATE') return atOnce('FAILED');
  if (extension.status === 'OFFLINE' || extension.status === 'UNKNOWN') return atOnce('FAILED');
  if (extension.status !== 'ONLINE' || engagementOf(sim, command.internalNumber, start))
    return atOnce('BUSY');

  const plan = sim.originatePlan;
  const ringingUntil = start + plan.extensionRingSeconds * 1000;
  if (plan.disposition === 'FAILED')
    return { ...atOnce('FAILED'), ringingUntil, callingUntil: ringingUntil, endAt: ringingUntil };
  const callingUntil = ringingUntil + plan.ringSeconds * 1000;
  const talk = plan.disposition === 'ANSWERED' ? plan.talkSeconds : 0;
  return {
    ...base,
    ringingUntil,
    callingUntil,
    endAt: callingUntil + talk * 1000,
    disposition: plan.disposition,
    billsec: talk,
  };
}
