import { describe, expect, it } from 'vitest';
import { liveQueue } from './alert.fixture.js';
import { predictCrossings, watchedQueueHasCallers } from './predict-crossings.js';

const T = 1_800_000_000_000;
const rule = (queue: string, warning: object, critical?: object) => ({
  queue,
  warning: warning as { waitSeconds?: number },
  ...(critical ? { critical: critical as { waitSeconds?: number } } : {}),
});

describe('predictCrossings', () => {
  it('gives when the longest-waiting caller crosses each wait threshold not yet reached', () => {
    const queues = [liveQueue('assistenza', [20, 5], 1)];
    expect(
      predictCrossings([rule('assistenza', { waitSeconds: 60 }, { waitSeconds: 180 })], queues, T),
    ).toEqual([T + 40_000, T + 160_000]);
  });

  it('leaves out thresholds already crossed, queues without callers, rules of other queues', () => {
    const queues = [liveQueue('assistenza', [75], 1), liveQueue('vendite', [], 1), liveQueue('amm', [10], 1)];
    const rules = [
      rule('*', { waitSeconds: 60 }, { waitSeconds: 180 }),
      rule('vendite', { waitSeconds: 30 }),
    ];
    expect(predictCrossings(rules, queues, T)).toEqual([T + 50_000, T + 105_000, T + 170_000]);
  });

  it('ignores rules without a wait threshold', () => {
    expect(predictCrossings([rule('*', { waiting: 2 })], [liveQueue('a', [1], 1)], T)).toEqual([]);
  });

  it('says whether a watched queue has callers', () => {
    const queues = [liveQueue('assistenza', [], 1), liveQueue('vendite', [3], 1)];
    expect(watchedQueueHasCallers([{ queue: 'assistenza' }], queues)).toBe(false);
    expect(watchedQueueHasCallers([{ queue: '*' }], queues)).toBe(true);
  });
});
