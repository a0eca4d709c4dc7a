import { memberCondition, type QueueLive } from '@centralino/schemas';

// the conditions are the contract's (one definition for the server's summary and the bot's views)
export { type MemberCondition, memberCondition, memberConditions } from '@centralino/schemas';

/** Members of a queue by condition: the six counts add up to `total`. */
export interface MemberCounts {
  total: number;
  free: number;
  ringing: number;
  inCall: number;
  paused: number;
  unreachable: number;
  unknown: number;
}

/**
 * The members of a queue by condition, counted from its members list (consistent by construction); when the
 * exchange sent no list, from its summary counters, stretched so that they still add up.
 * @see pbx-api-reference.md "Queue live state"
 */
export function countMembers(queue: Pick<QueueLive, 'members' | 'summary'>): MemberCounts {
  const counts: MemberCounts = {
    total: 0,
    free: 0,
    ringing: 0,
    inCall: 0,
    paused: 0,
    unreachable: 0,
    unknown: 0,
  };
  if (queue.members.length > 0) {
    for (const m of queue.members) counts[memberCondition(m)]++;
    counts.total = queue.members.length;
    return counts;
  }
  const s = queue.summary;
  counts.free = s.members_available;
  counts.inCall = s.members_in_call;
  counts.unreachable = s.members_unavailable;
  // a paused member may also be counted in a call: it is counted once, in the call
  counts.paused = Math.min(
    s.members_paused,
    Math.max(s.total_members - counts.free - counts.inCall - counts.unreachable, 0),
  );
  const known = counts.free + counts.inCall + counts.paused + counts.unreachable;
  counts.total = Math.max(s.total_members, known);
  counts.unknown = counts.total - known;
  return counts;
}

/** Members who can take a waiting caller now: free, or ringing (a call is already being offered to them). */
export function membersAnswering(counts: MemberCounts): number {
  return counts.free + counts.ringing;
}

/** Callers waiting in a queue: the longer of its counter and its list (neither hides a caller). */
export function callersWaiting(queue: Pick<QueueLive, 'callers' | 'summary'>): number {
  return Math.max(queue.summary.callers_waiting, queue.callers.length);
}

/**
 * "Nobody free to answer": callers wait and no member is free or ringing. The one definition the live view and
 * the alert rules share.
 */
export function nobodyFree(queue: Pick<QueueLive, 'members' | 'summary' | 'callers'>): boolean {
  return callersWaiting(queue) > 0 && membersAnswering(countMembers(queue)) === 0;
}
