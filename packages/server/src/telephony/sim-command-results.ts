/** A caller who joined a queue, or was refused by a blacklist on the number dialled. */
export type JoinedCaller = {
  queueName: string;
  channel: string;
  linkedid: string;
  callerNumber: string;
  callerName: string;
  /** The VoIP number dialled. */
  voipNumber: string;
  joinedAt: Date;
} & ({ outcome: 'waiting'; position: number } | { outcome: 'blocked'; blacklist: string });

/** How a waiting call ended. */
export interface CallOutcome {
  queueName: string;
  callerNumber: string;
  outcome: 'answered' | 'abandoned';
  waitSeconds: number;
  /** Internal number that answered; null when abandoned. */
  member: string | null;
}

/** What the simulator's own check found over one account's whole state. */
export interface SimCheckReport {
  now: Date;
  violations: string[];
  waitingCallers: number;
  callsInProgress: number;
  endedCalls: number;
}
