import type { QueueLive } from '@centralino/schemas';
import { isDialable } from './missed-record.js';

/** A live sample of the queues at an instant (epoch ms), as the alerts read it. */
export interface TimedSample {
  at: number;
  queues: readonly QueueLive[];
}

/** A caller who certainly hung up while waiting: gone from the queue between two samples. */
export interface LeftCaller {
  queue: string;
  channel: string;
  callerNumber: string;
  callerName: string;
  /** Their wait in the last sample that showed them (they waited at least this long). */
  lastWaitSeconds: number;
  /** They left in [previousAt, nextAt] (epoch ms). */
  previousAt: number;
  nextAt: number;
}

/**
 * The callers who certainly abandoned a queue between two samples: per queue, the callers present before and
 * gone after (by `channel`), when the queue's `abandoned` counter went up by exactly their number and no answer
 * can account for any of them — no member went into a call and no member's `calls_taken` rose (whether the
 * exchange counts a call taken at the answer or at its end, an answer in the interval shows as one of the two).
 * Anything less clear (a member list that changed, a counter that went down, more or fewer abandons than
 * callers gone) returns no caller for that queue: the history decides (the abandon signal still brings a read
 * forward). Withheld numbers are not returned (their notice is one per call, by the record's id).
 * @see pbx-api-reference.md "Queue live state", "Live member", "Live caller"
 */
export function abandonsBetween(previous: TimedSample | undefined, next: TimedSample): LeftCaller[] {
  const result: LeftCaller[] = [];
  if (!previous || next.at <= previous.at) return result;
  for (const after of next.queues) {
    const before = previous.queues.find((q) => q.queue_name === after.queue_name);
    if (!before) continue;
    const gone = before.callers.filter((c) => !after.callers.some((n) => n.channel === c.channel));
    const certain =
      gone.length > 0 && after.abandoned - before.abandoned === gone.length && !answerPossible(before, after);
    if (!certain) continue;
    for (const caller of gone) {
      if (!isDialable(caller.caller_number)) continue;
      result.push({
        queue: after.queue_name,
        channel: caller.channel,
        callerNumber: caller.caller_number,
        callerName: caller.caller_name,
        lastWaitSeconds: caller.wait_seconds,
        previousAt: previous.at,
        nextAt: next.at,
      });
    }
  }
  return result;
}

/** True when a member of the queue may have answered a call between the two samples (or we cannot tell). */
function answerPossible(before: QueueLive, after: QueueLive): boolean {
  const members = (q: QueueLive) => q.members ?? [];
  if (members(before).length !== members(after).length) return true;
  for (const now of members(after)) {
    const then = members(before).find((m) => m.extension === now.extension);
    if (!then) return true;
    if (now.calls_taken !== then.calls_taken) return true;
    if (now.in_call && !then.in_call) return true;
  }
  return false;
}
