import { canAnswer } from './sim-queue-view.js';
import type { SimAccount, SimMembership, SimQueue } from './sim-state.js';

/**
 * The member the queue's strategy gives the next call to, among those who can answer now; members with the
 * lowest penalty come first whatever the strategy. Undefined when nobody can answer.
 * @see ../../../shared/pbx-api-reference.md#queue-configuration (meaning of strategy)
 */
export function pickAnsweringMember(
  account: SimAccount,
  queue: SimQueue,
  nowMs: number,
  random: () => number = Math.random,
): SimMembership | undefined {
  const ready = queue.members.filter((m) => canAnswer(account, m, nowMs));
  if (ready.length === 0) return undefined;
  const bestPenalty = Math.min(...ready.map((m) => m.penalty));
  const candidates = ready.filter((m) => m.penalty === bestPenalty).sort((a, b) => a.position - b.position);
  switch (queue.strategy) {
    case 'ringall':
      return candidates[0];
    case 'roundrobin': {
      const last = queue.members.find((m) => m.internalNumber === queue.lastAnswered);
      return (last && candidates.find((m) => m.position > last.position)) ?? candidates[0];
    }
    case 'leastrecent':
      return minBy(candidates, (m) => m.lastCall?.getTime() ?? Number.NEGATIVE_INFINITY);
    case 'fewestcalls':
      return minBy(candidates, (m) => m.callsTaken);
    case 'random':
      return candidates[Math.floor(random() * candidates.length)] ?? candidates[0];
  }
}

/** The first item with the smallest key (stable). */
function minBy<T>(items: readonly T[], key: (item: T) => number): T | undefined {
  let best: T | undefined;
  let bestKey = Number.POSITIVE_INFINITY;
  for (const item of items) {
    const k = key(item);
    if (best === undefined || k < bestKey) {
      best = item;
      bestKey = k;
    }
  }
  return best;
}
