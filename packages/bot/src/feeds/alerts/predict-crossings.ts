import type { QueueLive } from '@centralino/schemas';
import { ALL_QUEUES, type AlertRule, type Thresholds } from './alert-rule.schema.js';

/**
 * The instants at which callers seen in a sample will cross a wait threshold of the rules (`wait>=S` of either
 * level), if they are still waiting then: a caller who had waited `w` s at `sampledAt` reaches `S` s at
 * `sampledAt + (S − w) s`. Only thresholds not yet reached count, and only the longest-waiting caller of each
 * queue matters (it crosses first). Sorted, without duplicates.
 * @see pbx-api-reference.md "Queue live state" (callers[].wait_seconds)
 */
export function predictCrossings(
  rules: readonly Pick<AlertRule, 'queue' | 'warning' | 'critical'>[],
  queues: readonly QueueLive[],
  sampledAt: number,
): number[] {
  const out = new Set<number>();
  for (const queue of queues) {
    if (queue.callers.length === 0) continue;
    const longest = queue.callers.reduce((max, c) => Math.max(max, c.wait_seconds), 0);
    for (const rule of rules) {
      if (rule.queue !== ALL_QUEUES && rule.queue !== queue.queue_name) continue;
      for (const thresholds of [rule.warning, rule.critical]) {
        const at = crossingOf(thresholds, longest, sampledAt);
        if (at !== undefined) out.add(at);
      }
    }
  }
  return [...out].sort((a, b) => a - b);
}

function crossingOf(thresholds: Thresholds | undefined, longestWait: number, sampledAt: number) {
  const seconds = thresholds?.waitSeconds;
  if (seconds === undefined || longestWait >= seconds) return undefined;
  return sampledAt + (seconds - longestWait) * 1000;
}

/** A watched queue has callers in the sample (the alerts read faster while it does). */
export function watchedQueueHasCallers(
  rules: readonly Pick<AlertRule, 'queue'>[],
  queues: readonly QueueLive[],
): boolean {
  return queues.some(
    (q) =>
      Math.max(q.summary.callers_waiting, q.callers.length) > 0 &&
      rules.some((r) => r.queue === ALL_QUEUES || r.queue === q.queue_name),
  );
}
