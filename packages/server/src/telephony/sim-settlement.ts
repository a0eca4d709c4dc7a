import type { Database } from '../db/database.js';
import {
  abandonedEnding,
  answeredEnding,
  type CallEnding,
  originatedEnding,
  recordEndings,
} from './sim-records.js';
import type { SimAccount, SimCallerState, SimEndedCall, SimQueue, SimTalkingCall } from './sim-state.js';

/** How many ended calls the simulator remembers for its checks; older ones are forgotten. */
export const LEDGER_LIMIT = 50_000;

/** A call ending: its record, the instant it ended, and what it changes in the live state. */
export interface Ending {
  at: number;
  ending: CallEnding;
  apply(): void;
}

/**
 * Every call of the account that ended by `nowMs`: answered calls whose talk is over, callers whose patience ran
 * out, click-to-call calls past their end. The clock may have jumped: each ends at its own instant.
 */
export function dueEndings(sim: SimAccount, nowMs: number): Ending[] {
  const due: Ending[] = [];
  for (const call of sim.talking)
    if (call.endAt <= nowMs)
      due.push({ at: call.endAt, ending: answeredEnding(sim, call), apply: () => hangUp(sim, call) });
  for (const queue of sim.queues.values())
    for (const caller of queue.callers)
      if (caller.abandonAt !== null && caller.abandonAt <= nowMs)
        due.push(abandonment(sim, queue, caller, caller.abandonAt));
  for (const call of sim.dialling)
    if (call.endAt <= nowMs)
      due.push({
        at: call.endAt,
        ending: originatedEnding(sim, call),
        apply: () => {
          sim.dialling.splice(sim.dialling.indexOf(call), 1);
          call.ended = true;
        },
      });
  return due.sort((a, b) => a.at - b.at);
}

/** A waiting caller hangs up at `atMs`. */
export function abandonment(sim: SimAccount, queue: SimQueue, caller: SimCallerState, atMs: number): Ending {
  return {
    at: atMs,
    ending: abandonedEnding(sim, queue.queueName, caller, atMs),
    apply: () => {
      const index = queue.callers.indexOf(caller);
      if (index >= 0) queue.callers.splice(index, 1);
      queue.abandoned += 1;
    },
  };
}

/**
 * Records the endings in the history (all or none: a failed write changes nothing, and they are retried on the
 * next settlement), then applies them to the live state and the ledger, in the order they happened.
 */
export async function applyEndings(
  db: Database,
  sim: SimAccount,
  endings: readonly Ending[],
): Promise<SimEndedCall[]> {
  if (endings.length === 0) return [];
  await recordEndings(
    db,
    endings.map((e) => e.ending),
  );
  for (const e of endings) {
    e.apply();
    sim.ended.push(e.ending.ended);
  }
  if (sim.ended.length > LEDGER_LIMIT) {
    sim.ended.splice(0, sim.ended.length - LEDGER_LIMIT);
    sim.ledgerTruncated = true;
  }
  return endings.map((e) => e.ending.ended);
}

/** An answered call's talk is over: the member is free, and the queue counts it completed. */
function hangUp(sim: SimAccount, call: SimTalkingCall): void {
  sim.talking.splice(sim.talking.indexOf(call), 1);
  const queue = sim.queues.get(call.queueName);
  if (!queue) return;
  const wait = Math.max(0, Math.floor((call.answeredAt - call.joinedAt.getTime()) / 1000));
  queue.completed += 1;
  queue.totalHoldSeconds += wait;
  queue.totalTalkSeconds += Math.max(0, Math.floor((call.endAt - call.answeredAt) / 1000));
  if (wait <= queue.serviceLevel) queue.answeredWithinServiceLevel += 1;
}
