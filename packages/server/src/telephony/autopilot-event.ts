/** Something the autopilot made happen; `at` is the app clock's instant of the tick (ISO 8601). */
export type AutopilotEvent =
  | { at: string; type: 'arrived'; queue: string; callerNumber: string; position: number }
  | { at: string; type: 'rejected'; queue: string; callerNumber: string }
  | {
      at: string;
      type: 'blocked';
      queue: string;
      callerNumber: string;
      voipNumber: string;
      blacklist: string;
    }
  | {
      at: string;
      type: 'answered';
      queue: string;
      callerNumber: string;
      member: string;
      waitSeconds: number;
      talkSeconds: number;
    }
  | { at: string; type: 'abandoned'; queue: string; callerNumber: string; waitSeconds: number }
  | { at: string; type: 'paused' | 'unpaused' | 'online' | 'offline'; member: string };

/** A number that may call, with the name the server shows for it. */
export interface KnownCaller {
  number: string;
  name: string;
}
