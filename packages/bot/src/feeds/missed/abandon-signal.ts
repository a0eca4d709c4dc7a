import type { QueueLive } from '@centralino/schemas';

/**
 * True when, between two live samples of the queues, a caller left a queue without being answered: a queue's
 * `abandoned` counter went up, or callers disappeared from its list that neither a member taking a call nor
 * `completed` accounts for. Only a hint (the history is the truth): a read is planned shortly after.
 * @see pbx-api-reference.md "Queue live state"
 */
export function abandonSeen(previous: readonly QueueLive[] | undefined, next: readonly QueueLive[]): boolean {
  if (!previous) return false;
  for (const queue of next) {
    const before = previous.find((q) => q.queue_name === queue.queue_name);
    if (before && queueAbandonSeen(before, queue)) return true;
  }
  return false;
}

/** `abandonSeen` for one queue sampled twice. */
export function queueAbandonSeen(before: QueueLive, queue: QueueLive): boolean {
  if (queue.abandoned > before.abandoned) return true;
  const gone = before.callers.filter((c) => !queue.callers.some((n) => n.channel === c.channel)).length;
  if (gone === 0) return false;
  const answered =
    Math.max(queue.summary.members_in_call - before.summary.members_in_call, 0) +
    Math.max(queue.completed - before.completed, 0);
  return gone > answered;
}
