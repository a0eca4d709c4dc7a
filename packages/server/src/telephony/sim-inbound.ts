import { pickAnsweringMember } from './pick-answering-member.js';
import { canAnswer, waitSeconds } from './sim-queue-view.js';
import type { SimAccount, SimCallerState, SimQueue } from './sim-state.js';
import { SimulatorError } from './simulator-error.js';

/** A call arriving for a queue, as a `/_sim` command or the autopilot describes it. */
export interface Arrival {
  callerNumber: string;
  callerName?: string | undefined;
  /** The VoIP number dialled; default the account's first. */
  voipNumber?: string | undefined;
  /** The caller hangs up by itself after waiting this long; default never. */
  patienceSeconds?: number | undefined;
}

/**
 * The waiting phase of an inbound call arriving at `nowMs` (`sequence` makes its channel and linkedid unique).
 * Throws `voip_number_not_found` for a number the account does not have.
 */
export function arrivingCall(
  sim: SimAccount,
  queue: SimQueue,
  arrival: Arrival,
  nowMs: number,
  sequence: number,
): SimCallerState {
  if (arrival.voipNumber !== undefined && !sim.voip.has(arrival.voipNumber))
    throw new SimulatorError('voip_number_not_found');
  return {
    channel: `SIP/trunk-${hex8(sequence)}`,
    linkedid: `${Math.floor(nowMs / 1000)}.${sequence}`,
    callerNumber: arrival.callerNumber,
    callerName: arrival.callerName ?? '',
    destination: arrival.voipNumber ?? sim.mainNumber ?? queue.queueName,
    joinedAt: new Date(nowMs),
    abandonAt: arrival.patienceSeconds === undefined ? null : nowMs + arrival.patienceSeconds * 1000,
  };
}

/**
 * A member takes the caller at `position` (1 = first) at `nowMs`: the named one, or the one the strategy picks.
 * The call moves from the queue to the calls in progress until `talkSeconds` have passed. Throws
 * `caller_not_found`, `member_not_found` (not in this queue) or `no_member_available`.
 */
export function answerWaitingCaller(
  sim: SimAccount,
  queue: SimQueue,
  position: number,
  options: { member?: string | undefined; talkSeconds: number; nowMs: number; random: () => number },
): { caller: SimCallerState; member: string; waitSeconds: number } {
  const { nowMs } = options;
  const caller = queue.callers[position - 1];
  if (!caller) throw new SimulatorError('caller_not_found');
  let member = pickAnsweringMember(sim, queue, nowMs, options.random);
  if (options.member !== undefined) {
    member = queue.members.find((m) => m.internalNumber === options.member);
    if (!member) throw new SimulatorError('member_not_found');
    if (!canAnswer(sim, member, nowMs)) throw new SimulatorError('no_member_available');
  }
  if (!member) throw new SimulatorError('no_member_available');
  queue.callers.splice(position - 1, 1);
  sim.talking.push({
    ...caller,
    queueName: queue.queueName,
    member: member.internalNumber,
    answeredAt: nowMs,
    endAt: nowMs + options.talkSeconds * 1000,
  });
  queue.lastAnswered = member.internalNumber;
  // The phone is engaged for every queue it belongs to; calls_taken and last_call belong to this queue.
  member.callsTaken += 1;
  member.lastCall = new Date(nowMs);
  return { caller, member: member.internalNumber, waitSeconds: waitSeconds(caller.joinedAt, nowMs) };
}

export function hex8(n: number): string {
  return n.toString(16).padStart(8, '0');
}
