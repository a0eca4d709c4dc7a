import type { ExtensionStatusValue, MemberStatus, QueueStrategy } from '@centralino/schemas';

/**
 * The telephone server behind the API: registration states, live queues, click-to-call, trunk registrations.
 * Endpoints 5, 6, 13, 14, 15 and 16 read it; every method throws {@link TelephonyUnreachableError} (→ 503) when
 * the server cannot be reached. Configuration (names, descriptions, members) comes from the database; the
 * gateway reports only what the server knows live.
 * @see ../../../shared/pbx-api-reference.md#endpoints
 */
export interface TelephonyGateway {
  /** Registration state of the account's extensions (those the server does not report are unknown). */
  extensionStates(account: TelephonyAccount): Promise<ExtensionRegistration[]>;
  /** Live state of the account's queues, all or only those named (unknown names are left out). */
  queueStates(account: TelephonyAccount, queueNames?: readonly string[]): Promise<LiveQueueState[]>;
  /** Places a call: rings the extension, then dials the number. Asynchronous: resolves once the call is placed. */
  originate(account: TelephonyAccount, command: OriginateCommand): Promise<PlacedCall>;
  /** Registration of the account's VoIP numbers (trunks) as the server sees it. */
  voipRegistrations(account: TelephonyAccount): Promise<VoipRegistration[]>;
  /**
   * Brings the account's call history up to now: the calls that ended by now are recorded (a call in progress
   * is not). Read before the history (endpoints 7–12); works while the server is unreachable.
   */
  settle(account: TelephonyAccount): Promise<void>;
}

/** Kept for `createApp({ telephony })` callers written before the gateway existed. */
export type Telephony = TelephonyGateway;

/** Which exchange a request is about. */
export interface TelephonyAccount {
  id: number;
  context: string;
}

export interface ExtensionRegistration {
  internalNumber: string;
  status: ExtensionStatusValue;
}

/** A queue member as the server reports it. @see ../../../shared/pbx-api-reference.md#queue-live-state */
export interface LiveQueueMember {
  /** Internal number of the operator. */
  internalNumber: string;
  /** Member name configured on the server. */
  name: string;
  status: MemberStatus;
  paused: boolean;
  inCall: boolean;
  /** Since the queue restarted. */
  callsTaken: number;
  lastCall: Date | null;
  penalty: number;
}

/** A caller waiting in a queue; `position` 1 is the next to be answered. */
export interface LiveQueueCaller {
  position: number;
  channel: string;
  callerNumber: string;
  /** Empty when the server has no name. */
  callerName: string;
  waitSeconds: number;
}

/** One queue in real time, with the server's counters (since the queue restarted). */
export interface LiveQueueState {
  queueName: string;
  strategy: QueueStrategy;
  /** `maxlen` (0 = no limit). */
  max: number;
  weight: number;
  /** Service level threshold, seconds. */
  serviceLevel: number;
  /** Average wait of answered calls, seconds. */
  holdtime: number;
  /** Average talk time of answered calls, seconds. */
  talktime: number;
  completed: number;
  abandoned: number;
  /** Percentage of answered calls answered within the service level. */
  serviceLevelPerf: number;
  members: LiveQueueMember[];
  callers: LiveQueueCaller[];
}

/** What click-to-call asks the server to do (the number already cleaned). */
export interface OriginateCommand {
  /** Technical name of the extension to ring, e.g. `SIP/studio-201`. */
  extension: string;
  internalNumber: string;
  number: string;
  /** Caller-ID label shown on the extension's phone. */
  callerIdLabel: string;
  /** Name of the API key that asked (kept by the simulator for `GET /_sim/{context}/originated`). */
  keyName: string;
}

/** A call placed by the server. */
export interface PlacedCall {
  callId: string;
  channel: string;
  placedAt: Date;
}

export interface VoipRegistration {
  number: string;
  registered: boolean;
}
