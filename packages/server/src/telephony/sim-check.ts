import { type ExtensionStatusValue, type MemberStatus, memberCondition } from '@centralino/schemas';
import type { SimCheckReport } from './sim-command-results.js';
import { extensionStatusAt } from './sim-engagement.js';
import { memberStatusAt } from './sim-queue-view.js';
import type { SimAccount } from './sim-state.js';

/**
 * The invariants of one account's simulated exchange at `nowMs`, as sentences naming what broke (empty when all
 * hold): each call is in one place only (waiting in one queue, talking, dialling, or ended once); nothing in
 * progress should have ended by now and nothing ended after now; a phone is in at most one call; a member shows
 * the same device state in every queue, one its extension status agrees with (an offline phone is UNAVAILABLE,
 * a member in a call makes the extension BUSY), and is never counted available while in a call; the live
 * counters equal the calls ended since the simulator loaded the account.
 */
export function checkSimAccount(sim: SimAccount, nowMs: number): string[] {
  const violations: string[] = [];
  const seen = new Map<string, string>();
  const place = (id: string, where: string) => {
    const before = seen.get(id);
    if (before !== undefined) violations.push(`call ${id} is both ${before} and ${where}`);
    seen.set(id, where);
  };

  for (const queue of sim.queues.values()) {
    if (queue.maxlen > 0 && queue.callers.length > queue.maxlen)
      violations.push(
        `${queue.queueName}: ${queue.callers.length} callers waiting over maxlen ${queue.maxlen}`,
      );
    for (const caller of queue.callers) {
      place(caller.linkedid, `waiting in ${queue.queueName}`);
      if (caller.joinedAt.getTime() > nowMs) violations.push(`caller ${caller.linkedid} joined after now`);
      if (caller.abandonAt !== null && caller.abandonAt <= nowMs)
        violations.push(`caller ${caller.linkedid} still waits past its patience`);
    }
  }
  const engagedPhones = new Map<string, string>();
  const engage = (phone: string, id: string) => {
    const other = engagedPhones.get(phone);
    if (other !== undefined) violations.push(`phone ${phone} is in calls ${other} and ${id} at once`);
    engagedPhones.set(phone, id);
  };
  for (const call of sim.talking) {
    place(call.linkedid, `talking with ${call.member}`);
    engage(call.member, call.linkedid);
    if (call.endAt <= nowMs) violations.push(`call ${call.linkedid} is in progress past its end`);
  }
  for (const call of sim.dialling) {
    place(call.callId, `placed by ${call.extension}`);
    engage(call.extension, call.callId);
    if (call.endAt <= nowMs) violations.push(`call ${call.callId} is in progress past its end`);
  }
  for (const call of sim.ended) {
    place(call.id, 'ended');
    if (call.endMs > nowMs) violations.push(`call ${call.id} is recorded as ended after now`);
    if (call.endMs < call.startMs) violations.push(`call ${call.id} ends before it starts`);
  }

  const statuses = new Map<string, string>();
  for (const queue of sim.queues.values())
    for (const member of queue.members) {
      const status = memberStatusAt(sim, member, nowMs);
      const before = statuses.get(member.internalNumber);
      if (before !== undefined && before !== status)
        violations.push(`member ${member.internalNumber} is ${before} and ${status} at once`);
      statuses.set(member.internalNumber, status);
      const phone = phoneDisagreement(sim, member.internalNumber, status, nowMs);
      if (phone) violations.push(phone);
      if (
        engagedPhones.has(member.internalNumber) &&
        memberCondition({ status, paused: member.paused }) === 'free'
      )
        violations.push(`member ${member.internalNumber} is in a call but counted available`);
    }

  if (!sim.ledgerTruncated)
    for (const queue of sim.queues.values()) {
      const ended = sim.ended.filter((c) => c.queueName === queue.queueName);
      const answered = ended.filter((c) => c.status === 'answered');
      const expected = {
        completed: answered.length,
        abandoned: ended.filter((c) => c.status === 'abandoned').length,
        hold: answered.reduce((s, c) => s + c.waitSeconds, 0),
        talk: answered.reduce((s, c) => s + c.talkSeconds, 0),
      };
      const actual = {
        completed: queue.completed,
        abandoned: queue.abandoned,
        hold: queue.totalHoldSeconds,
        talk: queue.totalTalkSeconds,
      };
      if (JSON.stringify(actual) !== JSON.stringify(expected))
        violations.push(
          `${queue.queueName}: counters ${JSON.stringify(actual)} ≠ records ${JSON.stringify(expected)}`,
        );
    }
  return violations;
}

/**
 * Why the extension status and a member's device state disagree at `nowMs` (undefined when they agree): an
 * OFFLINE phone is UNAVAILABLE, a BUSY or CALLING one is in a call (or busy), a RINGING one is RINGING (or ringing
 * in use), an ONLINE one is AVAILABLE, an UNKNOWN one is UNKNOWN or INVALID.
 */
function phoneDisagreement(
  sim: SimAccount,
  internalNumber: string,
  status: MemberStatus,
  nowMs: number,
): string | undefined {
  if (!sim.extensions.has(internalNumber)) return undefined;
  const extension = extensionStatusAt(sim, internalNumber, nowMs);
  if (!AGREEING[extension].includes(status))
    return `extension ${internalNumber} is ${extension} but its member is ${status}`;
  return undefined;
}

/** The member device states each extension status agrees with. */
const AGREEING: Record<ExtensionStatusValue, readonly MemberStatus[]> = {
  ONLINE: ['AVAILABLE'],
  OFFLINE: ['UNAVAILABLE'],
  BUSY: ['IN_CALL', 'BUSY', 'ON_HOLD', 'RINGING_IN_USE'],
  CALLING: ['IN_CALL'],
  RINGING: ['RINGING', 'RINGING_IN_USE'],
  UNKNOWN: ['UNKNOWN', 'INVALID'],
};

/** The check with what it looked at: waiting callers, calls in progress, calls ended so far. */
export function checkReport(sim: SimAccount, nowMs: number): SimCheckReport {
  return {
    now: new Date(nowMs),
    violations: checkSimAccount(sim, nowMs),
    waitingCallers: [...sim.queues.values()].reduce((n, q) => n + q.callers.length, 0),
    callsInProgress: sim.talking.length + sim.dialling.length,
    endedCalls: sim.ended.length,
  };
}
