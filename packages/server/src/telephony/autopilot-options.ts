import type { Clock } from '../time/clock.js';
import type { AutopilotEvent, KnownCaller } from './autopilot-event.js';
import type { Scheduler } from './interval-scheduler.js';
import type { SimulatedTelephony } from './simulated-telephony.js';
import type { TelephonyAccount } from './telephony.js';
import type { TrafficProfile } from './traffic-profile.js';

/** How a `TelephoneAutopilot` runs. */
export interface AutopilotOptions {
  telephony: SimulatedTelephony;
  account: TelephonyAccount;
  /** The app clock: every decision reads it, so the traffic follows `PUT /_admin/clock` and stops when frozen. */
  clock: Clock;
  /** The same seed, clock readings and starting state give the same events. */
  seed: number;
  /** Numbers some callers come from (e.g. the directory); the others are random. */
  knownCallers?: readonly KnownCaller[];
  profile?: Partial<TrafficProfile>;
  /** Real milliseconds between ticks once started (default 1000). */
  intervalMs?: number;
  /** Default `intervalScheduler`; tests pass their own, or call `TelephoneAutopilot.tick` directly. */
  scheduler?: Scheduler;
  /**
   * A clock jump forward beyond this (default 10 minutes), or any jump back, is skipped: the schedule resumes
   * from the new instant instead of replaying the gap.
   */
  maxCatchUpMs?: number;
  onEvent?: (event: AutopilotEvent) => void;
  /** A tick run by the timer failed; the next tick runs anyway. */
  onError?: (error: unknown) => void;
}
