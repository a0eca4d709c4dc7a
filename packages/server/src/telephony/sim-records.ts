import type { Database } from '../db/database.js';
import { inboundCalls, outboundCalls } from '../db/schema/index.js';
import type {
  SimAccount,
  SimCallerState,
  SimEndedCall,
  SimOriginatedCall,
  SimTalkingCall,
} from './sim-state.js';

type InboundRow = typeof inboundCalls.$inferInsert;
type OutboundRow = typeof outboundCalls.$inferInsert;

/** A call that ended, as the history records it and as the simulator's ledger remembers it. */
export interface CallEnding {
  ended: SimEndedCall;
  inbound?: InboundRow;
  outbound?: OutboundRow;
}

const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));

/**
 * An answered queue call that ended at `endAt`: the record spans the wait and the talk (`calldate` is when the
 * caller joined), with two legs (caller and member).
 */
export function answeredEnding(sim: SimAccount, call: SimTalkingCall): CallEnding {
  const wait = seconds(call.answeredAt - call.joinedAt.getTime());
  const talk = seconds(call.endAt - call.answeredAt);
  return {
    ended: {
      kind: 'inbound',
      id: call.linkedid,
      channel: call.channel,
      queueName: call.queueName,
      status: 'answered',
      callerNumber: call.callerNumber,
      destination: call.destination,
      startMs: call.joinedAt.getTime(),
      endMs: call.joinedAt.getTime() + (wait + talk) * 1000,
      waitSeconds: wait,
      talkSeconds: talk,
    },
    inbound: {
      ...inboundBase(sim, call),
      status: 'answered',
      answered: true,
      abandoned: false,
      totalDuration: wait + talk,
      callLegs: 2,
      queueName: call.queueName,
      waitSeconds: wait,
    },
  };
}

/** A caller who hung up while waiting in `queueName` at `atMs`. */
export function abandonedEnding(
  sim: SimAccount,
  queueName: string,
  caller: SimCallerState,
  atMs: number,
): CallEnding {
  const wait = seconds(atMs - caller.joinedAt.getTime());
  return {
    ended: {
      kind: 'inbound',
      id: caller.linkedid,
      channel: caller.channel,
      queueName,
      status: 'abandoned',
      callerNumber: caller.callerNumber,
      destination: caller.destination,
      startMs: caller.joinedAt.getTime(),
      endMs: caller.joinedAt.getTime() + wait * 1000,
      waitSeconds: wait,
      talkSeconds: 0,
    },
    inbound: {
      ...inboundBase(sim, caller),
      status: 'abandoned',
      answered: false,
      abandoned: true,
      totalDuration: wait,
      callLegs: 1,
      queueName,
      waitSeconds: wait,
    },
  };
}

/**
 * A call a blacklist refused on the routing rule: it never reaches a queue and ends at once, recorded as
 * `not_answered` with no duration and one leg, outside every queue's statistics.
 */
export function blockedEnding(sim: SimAccount, caller: SimCallerState): CallEnding {
  const at = caller.joinedAt.getTime();
  return {
    ended: {
      kind: 'inbound',
      id: caller.linkedid,
      channel: caller.channel,
      queueName: null,
      status: 'blocked',
      callerNumber: caller.callerNumber,
      destination: caller.destination,
      startMs: at,
      endMs: at,
      waitSeconds: 0,
      talkSeconds: 0,
    },
    inbound: {
      ...inboundBase(sim, caller),
      status: 'not_answered',
      answered: false,
      abandoned: false,
      totalDuration: 0,
      callLegs: 1,
      queueName: null,
      waitSeconds: null,
    },
  };
}

/** A click-to-call call that ended: `duration` from placing it to its end, `billsec` the answered part. */
export function originatedEnding(sim: SimAccount, call: SimOriginatedCall): CallEnding {
  const start = call.placedAt.getTime();
  const duration = seconds(call.endAt - start);
  return {
    ended: {
      kind: 'outbound',
      id: call.callId,
      channel: call.channel,
      queueName: null,
      status: call.disposition,
      callerNumber: call.extension,
      destination: call.number,
      startMs: start,
      endMs: start + duration * 1000,
      waitSeconds: 0,
      talkSeconds: call.billsec,
    },
    outbound: {
      accountId: sim.accountId,
      calldate: call.placedAt,
      callerId: call.lineNumber,
      source: call.extension,
      destination: call.number,
      billsec: call.billsec,
      durationSeconds: duration,
      disposition: call.disposition,
      uniqueid: call.callId,
      provider: call.provider,
    },
  };
}

function inboundBase(sim: SimAccount, caller: SimCallerState) {
  return {
    accountId: sim.accountId,
    linkedid: caller.linkedid,
    calldate: caller.joinedAt,
    callerNumber: caller.callerNumber,
    callerId: caller.callerName,
    destination: caller.destination,
  };
}

/** Writes the endings to the history in one transaction (all or none). */
export async function recordEndings(db: Database, endings: readonly CallEnding[]): Promise<void> {
  const inbound = endings.flatMap((e) => (e.inbound ? [e.inbound] : []));
  const outbound = endings.flatMap((e) => (e.outbound ? [e.outbound] : []));
  if (inbound.length === 0 && outbound.length === 0) return;
  if (inbound.length === 0) {
    await db.insert(outboundCalls).values(outbound);
    return;
  }
  if (outbound.length === 0) {
    await db.insert(inboundCalls).values(inbound);
    return;
  }
  await db.transaction(async (tx) => {
    await tx.insert(inboundCalls).values(inbound);
    await tx.insert(outboundCalls).values(outbound);
  });
}
