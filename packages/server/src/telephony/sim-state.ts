import type {
  ExtensionStatusValue,
  MemberStatus,
  OutboundDisposition,
  QueueStrategy,
} from '@centralino/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { extensions, queueMembers, queues, voipNumbers } from '../db/schema/index.js';

/** `ANSWERED`, `NO ANSWER`, `BUSY` or `FAILED`. */
export type OutboundDispositionValue = z.output<typeof OutboundDisposition>;

/** An extension's phone as the simulator sees it. */
export interface SimExtension {
  extension: string;
  internalNumber: string;
  description: string;
  /** Registration state (what the phone reports when no call engages it). */
  status: ExtensionStatusValue;
  /** `DISABILITATE` cannot place outbound calls. */
  outboundProvider: string;
}

/** One extension's membership of one queue. */
export interface SimMembership {
  internalNumber: string;
  penalty: number;
  position: number;
  paused: boolean;
  /**
   * Device state set explicitly (fixture or simulator), the same in every membership of the phone; null follows
   * the extension's registration.
   */
  status: MemberStatus | null;
  callsTaken: number;
  lastCall: Date | null;
}

/** An inbound call waiting in a queue (the first phase of an {@link SimInboundCall}). */
export interface SimCallerState {
  channel: string;
  linkedid: string;
  callerNumber: string;
  callerName: string;
  /** The VoIP number dialled (the record's `destination`). */
  destination: string;
  joinedAt: Date;
  /** The caller hangs up by itself at this instant (ms) unless answered before; null: never. */
  abandonAt: number | null;
}

/** An inbound queue call answered by a member, talking until `endAt` (ms). */
export interface SimTalkingCall extends SimCallerState {
  queueName: string;
  member: string;
  answeredAt: number;
  endAt: number;
}

export interface SimQueue {
  queueName: string;
  strategy: QueueStrategy;
  maxlen: number;
  weight: number;
  serviceLevel: number;
  members: SimMembership[];
  callers: SimCallerState[];
  /** Answered calls that ended (a call in progress is not completed yet). */
  completed: number;
  abandoned: number;
  totalHoldSeconds: number;
  totalTalkSeconds: number;
  answeredWithinServiceLevel: number;
  /** Internal number of the member who answered last (round robin continues after it). */
  lastAnswered: string | null;
}

/** How the sandbox makes click-to-call calls end (set through `/_sim`). */
export interface OriginatePlan {
  disposition: OutboundDispositionValue;
  /** Seconds the extension rings before it picks up. */
  extensionRingSeconds: number;
  /** Seconds the destination rings (until it answers, is busy, or the attempt gives up). */
  ringSeconds: number;
  /** Talk time of an answered call. */
  talkSeconds: number;
}

export const defaultOriginatePlan: OriginatePlan = {
  disposition: 'ANSWERED',
  extensionRingSeconds: 3,
  ringSeconds: 8,
  talkSeconds: 60,
};

/** A call placed through click-to-call, from the extension ringing to its end. Instants in ms. */
export interface SimOriginatedCall {
  callId: string;
  extension: string;
  number: string;
  callerIdLabel: string;
  channel: string;
  placedAt: Date;
  keyName: string;
  /** The line it goes out on: `caller_id` and `provider` of the record. */
  lineNumber: string;
  provider: string;
  /** Until then the extension rings; then the destination rings until `callingUntil`. */
  ringingUntil: number;
  callingUntil: number;
  endAt: number;
  disposition: OutboundDispositionValue;
  billsec: number;
  /** True once recorded in the outbound history. */
  ended: boolean;
}

/** A call as recorded when it ended: what the checks compare the counters and the history with. */
export interface SimEndedCall {
  kind: 'inbound' | 'outbound';
  id: string;
  channel: string;
  queueName: string | null;
  status: 'answered' | 'abandoned' | 'blocked' | OutboundDispositionValue;
  callerNumber: string;
  destination: string;
  startMs: number;
  endMs: number;
  waitSeconds: number;
  talkSeconds: number;
}

/** Everything the simulated telephone server knows about one account. */
export interface SimAccount {
  accountId: number;
  context: string;
  reachable: boolean;
  extensions: Map<string, SimExtension>;
  queues: Map<string, SimQueue>;
  /** Registration of each VoIP number, and its provider. */
  voip: Map<string, { registered: boolean; provider: string }>;
  /** The number calls are recorded on when none is given (the first VoIP number), if any. */
  mainNumber: string | undefined;
  /** Answered queue calls in progress. */
  talking: SimTalkingCall[];
  /** Click-to-call calls in progress. */
  dialling: SimOriginatedCall[];
  /** Every click-to-call call, newest first (those in progress have `ended` false). */
  originated: SimOriginatedCall[];
  originatePlan: OriginatePlan;
  /** Calls ended since the simulator loaded the account, oldest first (the newest `LEDGER_LIMIT`). */
  ended: SimEndedCall[];
  /** True once older ended calls were forgotten (the checks then skip comparing counters with the ledger). */
  ledgerTruncated: boolean;
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
      .innerJoin(
        extensions,
        and(eq(extensions.accountId, queueMembers.accountId), eq(extensions.id, queueMembers.extensionId)),
      )
      .where(eq(queueMembers.accountId, account.id))
      .orderBy(asc(queueMembers.position), asc(queueMembers.id)),
    db.select().from(voipNumbers).where(eq(voipNumbers.accountId, account.id)).orderBy(asc(voipNumbers.id)),
  ]);
  // One device state per phone: a state the fixture set on one membership holds in all of them.
  const deviceStatus = new Map<string, (typeof memberRows)[number]['status']>();
  for (const m of memberRows)
    if (m.status !== null && !deviceStatus.has(m.internalNumber))
      deviceStatus.set(m.internalNumber, m.status);
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
        .map((m) => ({
          ...m,
          status: deviceStatus.get(m.internalNumber) ?? null,
          callsTaken: 0,
          lastCall: null,
        })),
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
          outboundProvider: e.outboundProvider,
        },
      ]),
    ),
    queues: simQueues,
    voip: new Map(voipRows.map((v) => [v.number, { registered: v.registered, provider: v.provider }])),
    mainNumber: voipRows[0]?.number,
    talking: [],
    dialling: [],
    originated: [],
    originatePlan: defaultOriginatePlan,
    ended: [],
    ledgerTruncated: false,
  };
}
