import type { ExtensionStatusValue, MemberStatus, QueueStrategy } from '@centralino/schemas';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { extensions, queueMembers, queues, voipNumbers } from '../db/schema/index.js';

/** An extension's phone as the simulator sees it. */
export interface SimExtension {
  extension: string;
  internalNumber: string;
  description: string;
  status: ExtensionStatusValue;
  /** The phone is in a call answered from a queue until this instant (ms since epoch). */
  busyUntil: number;
}

/** One extension's membership of one queue. */
export interface SimMembership {
  internalNumber: string;
  penalty: number;
  position: number;
  paused: boolean;
  /** Device state set explicitly (fixture or simulator); null follows the extension's registration. */
  status: MemberStatus | null;
  callsTaken: number;
  lastCall: Date | null;
}

export interface SimCallerState {
  channel: string;
  linkedid: string;
  callerNumber: string;
  callerName: string;
  joinedAt: Date;
}

export interface SimQueue {
  queueName: string;
  strategy: QueueStrategy;
  maxlen: number;
  weight: number;
  serviceLevel: number;
  members: SimMembership[];
  callers: SimCallerState[];
  completed: number;
  abandoned: number;
  totalHoldSeconds: number;
  totalTalkSeconds: number;
  answeredWithinServiceLevel: number;
  /** Internal number of the member who answered last (round robin continues after it). */
  lastAnswered: string | null;
}

/** A call placed through click-to-call. */
export interface SimOriginatedCall {
  callId: string;
  extension: string;
  number: string;
  callerIdLabel: string;
  channel: string;
  placedAt: Date;
  keyName: string;
}

/** Everything the simulated telephone server knows about one account. */
export interface SimAccount {
  accountId: number;
  context: string;
  reachable: boolean;
  extensions: Map<string, SimExtension>;
  queues: Map<string, SimQueue>;
  voip: Map<string, boolean>;
  /** The number inbound queue calls are recorded as dialled (the first VoIP number), if any. */
  mainNumber: string | undefined;
  originated: SimOriginatedCall[];
}

/**
 * Reads the account's configuration into a fresh simulator state: extensions with their registration state,
 * queues with their members (initial device state and pause from the fixture), VoIP registrations. Counters
 * start at zero: the simulated server has just restarted.
 */
export async function loadSimAccount(
  db: Database,
  account: { id: number; context: string },
): Promise<SimAccount> {
  const [extensionRows, queueRows, memberRows, voipRows] = await Promise.all([
    db.select().from(extensions).where(eq(extensions.accountId, account.id)).orderBy(asc(extensions.id)),
    db.select().from(queues).where(eq(queues.accountId, account.id)).orderBy(asc(queues.id)),
    db
      .select({
        queueId: queueMembers.queueId,
        internalNumber: extensions.internalNumber,
        penalty: queueMembers.penalty,
        position: queueMembers.position,
        paused: queueMembers.paused,
        status: queueMembers.deviceStatus,
      })
      .from(queueMembers)
      .innerJoin(extensions, eq(extensions.id, queueMembers.extensionId))
      .where(eq(queueMembers.accountId, account.id))
      .orderBy(asc(queueMembers.position), asc(queueMembers.id)),
    db.select().from(voipNumbers).where(eq(voipNumbers.accountId, account.id)).orderBy(asc(voipNumbers.id)),
  ]);
  const simQueues = new Map<string, SimQueue>();
  for (const q of queueRows) {
    simQueues.set(q.queueName, {
      queueName: q.queueName,
      strategy: q.strategy,
      maxlen: q.maxlen,
      weight: q.weight,
      serviceLevel: q.serviceLevelSeconds,
      members: memberRows
        .filter((m) => m.queueId === q.id)
        .map((m) => ({ ...m, callsTaken: 0, lastCall: null })),
      callers: [],
      completed: 0,
      abandoned: 0,
      totalHoldSeconds: 0,
      totalTalkSeconds: 0,
      answeredWithinServiceLevel: 0,
      lastAnswered: null,
    });
  }
  return {
    accountId: account.id,
    context: account.context,
    reachable: true,
    extensions: new Map(
      extensionRows.map((e) => [
        e.internalNumber,
        {
          extension: e.extension,
          internalNumber: e.internalNumber,
          description: e.description,
          status: e.registrationStatus,
          busyUntil: 0,
        },
      ]),
    ),
    queues: simQueues,
    voip: new Map(voipRows.map((v) => [v.number, v.registered])),
    mainNumber: voipRows[0]?.number,
    originated: [],
  };
}
