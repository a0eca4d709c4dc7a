import type { MemberStatus } from '@centralino/schemas';
import { isTalking, isUnreachable, memberStatusOfExtension } from './member-state.js';
import { deviceStatusSet, engagementOf, extensionStatusAt } from './sim-engagement.js';
import type { SimAccount, SimMembership, SimQueue } from './sim-state.js';
import type { LiveQueueMember, LiveQueueState } from './telephony.js';

/**
 * The device state of a member at `nowMs`, the same in every queue: UNAVAILABLE when its phone is offline;
 * else the one set for the phone, else its extension's (a phone engaged by a call in progress shows it); a
 * phone engaged by a call shows RINGING or IN_CALL over a state set for it, unless that state is itself a call
 * (ON_HOLD, …) or unreachable.
 */
export function memberStatusAt(account: SimAccount, membership: SimMembership, nowMs: number): MemberStatus {
  const number = membership.internalNumber;
  const extension = account.extensions.get(number);
  if (!extension) return membership.status ?? 'INVALID';
  if (extension.status === 'OFFLINE') return 'UNAVAILABLE';
  const status =
    membership.status ??
    deviceStatusSet(account, number) ??
    memberStatusOfExtension(extensionStatusAt(account, number, nowMs));
  const engagement = engagementOf(account, number, nowMs);
  if (engagement && !isTalking(status) && !isUnreachable(status))
    return engagement === 'ringing' ? 'RINGING' : 'IN_CALL';
  return status;
}

/** A member as the telephone server reports it at `nowMs`. */
export function liveMember(account: SimAccount, membership: SimMembership, nowMs: number): LiveQueueMember {
  const extension = account.extensions.get(membership.internalNumber);
  const status = memberStatusAt(account, membership, nowMs);
  return {
    internalNumber: membership.internalNumber,
    name: extension?.description || extension?.extension || membership.internalNumber,
    status,
    paused: membership.paused,
    inCall: isTalking(status),
    callsTaken: membership.callsTaken,
    lastCall: membership.lastCall,
    penalty: membership.penalty,
  };
}

/** True when the member would be offered a call now: available device, not paused. */
export function canAnswer(account: SimAccount, membership: SimMembership, nowMs: number): boolean {
  return !membership.paused && memberStatusAt(account, membership, nowMs) === 'AVAILABLE';
}

/** A queue's live state at `nowMs`; waits are measured from each caller's arrival. */
export function liveQueue(account: SimAccount, queue: SimQueue, nowMs: number): LiveQueueState {
  const answered = queue.completed;
  return {
    queueName: queue.queueName,
    strategy: queue.strategy,
    max: queue.maxlen,
    weight: queue.weight,
    serviceLevel: queue.serviceLevel,
    holdtime: answered ? Math.round(queue.totalHoldSeconds / answered) : 0,
    talktime: answered ? Math.round(queue.totalTalkSeconds / answered) : 0,
    completed: queue.completed,
    abandoned: queue.abandoned,
    serviceLevelPerf: answered ? Math.round((queue.answeredWithinServiceLevel / answered) * 1000) / 10 : 0,
    members: queue.members.map((m) => liveMember(account, m, nowMs)),
    callers: queue.callers.map((caller, index) => ({
      position: index + 1,
      channel: caller.channel,
      callerNumber: caller.callerNumber,
      callerName: caller.callerName,
      waitSeconds: waitSeconds(caller.joinedAt, nowMs),
    })),
  };
}

/** Whole seconds waited since `joinedAt` (never negative if the clock is moved back). */
export function waitSeconds(joinedAt: Date, nowMs: number): number {
  return Math.max(0, Math.floor((nowMs - joinedAt.getTime()) / 1000));
}
