/**
 * When the alerts' planner meant each read to happen: samples every account's plan (`nextReadAt` of the poll
 * hash the alert scheduler records, `AlertScheduler.record`) from Redis, and matches each real read (the PBX
 * server's request log) to the plan it carried out.
 */

import type { Redis } from 'ioredis';
import { AlertKeys } from '../../packages/bot/src/feeds/alerts/alert-keys.js';

/** A run this close before its planned read takes it (`DUE_SLACK_MS` of the poll job). */
const DUE_SLACK_MS = 500;

export interface PlanWatch {
  stop(): Promise<void>;
  /**
   * Lateness (ms) of each read of `reads` (per account, the real instants, ascending) against the plan it carried
   * out. A read no due plan explains is unplanned: `ahead` holds how long before the plan in force it came (a
   * heartbeat's run re-planned it sooner and read at once, before recording that plan), or NaN without any plan.
   */
  lateness(reads: ReadonlyMap<string, readonly number[]>): { late: number[]; ahead: number[] };
}

/** Starts sampling every `periodMs` the planned next read of each of `accountIds`. */
export function watchPlans(
  redis: Redis,
  keyPrefix: string,
  accountIds: readonly string[],
  periodMs = 250,
): PlanWatch {
  const keys = new AlertKeys(keyPrefix);
  /** account → planned instant → when it was first seen */
  const plans = new Map<string, Map<number, number>>(accountIds.map((id) => [id, new Map()]));
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = Date.now();
      const pipeline = redis.pipeline();
      for (const id of accountIds) pipeline.hget(keys.poll(id), 'nextReadAt');
      const results = (await pipeline.exec()) ?? [];
      const seenAt = Date.now();
      results.forEach(([error, value], i) => {
        if (error || typeof value !== 'string') return;
        const planned = Number(value);
        const mine = plans.get(accountIds[i]!)!;
        if (!mine.has(planned)) mine.set(planned, seenAt);
      });
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, periodMs - (Date.now() - started))));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
    },
    lateness(reads) {
      const late: number[] = [];
      const ahead: number[] = [];
      for (const [id, instants] of reads) {
        const mine = [...(plans.get(id) ?? new Map<number, number>()).entries()];
        const used = new Set<number>();
        for (const at of instants) {
          // the plan in force: the newest one seen by then that was due (a plan recorded just before its read
          // may be seen up to one period later; the plan recorded after the read is not due yet)
          let best: number | undefined;
          let bestSeen = -1;
          for (const [planned, seenAt] of mine) {
            if (planned > at + DUE_SLACK_MS || seenAt > at + periodMs + 50 || used.has(planned)) continue;
            if (seenAt > bestSeen || (seenAt === bestSeen && planned > (best ?? 0))) {
              best = planned;
              bestSeen = seenAt;
            }
          }
          if (best === undefined) {
            const inForce = mine
              .filter(([, seenAt]) => seenAt <= at)
              .reduce<[number, number] | undefined>(
                (a, b) => (a === undefined || b[1] >= a[1] ? b : a),
                undefined,
              );
            ahead.push(inForce === undefined ? Number.NaN : inForce[0] - at);
          } else {
            used.add(best);
            late.push(at - best);
          }
        }
      }
      return { late, ahead };
    },
  };
}
