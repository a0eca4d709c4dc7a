import type { QueueLive } from '@centralino/schemas';
import { ReadPlanAgent } from './alert-agents.js';

/**
 * The alerts' read planner (`ReadPlanAgent`) that hands every live sample it takes or gets — its own reads and
 * users' `/queue live` — to a listener, as the alert system calls `onSample` (the missed-calls feed's abandon
 * signal listens there).
 */
export class SampledReadPlanAgent extends ReadPlanAgent {
  listener: ((t: number, queues: QueueLive[]) => void) | undefined;

  protected override read(t: number): { queues: QueueLive[] } | { retryAfterMs: number } {
    const result = super.read(t);
    if ('queues' in result) this.listener?.(t, result.queues);
    return result;
  }

  protected override onCommandSample(t: number, queues: QueueLive[]): void {
    this.listener?.(t, queues);
    super.onCommandSample(t, queues);
  }
}
