import { type SeededRandom, seededRandom } from '../demo/seeded-random.js';

import type { Clock } from '../time/clock.js';
import type { AutopilotEvent, KnownCaller } from './autopilot-event.js';
import { MemberRoutines } from './autopilot-members.js';
import type { AutopilotOptions } from './autopilot-options.js';

export type { AutopilotOptions } from './autopilot-options.js';

import { intervalScheduler } from './interval-scheduler.js';
import type { SimEndedCall } from './sim-state.js';
import type { SimulatedTelephony } from './simulated-telephony.js';
import { SimulatorError } from './simulator-error.js';
import type {
  ExtensionRegistration,
  LiveQueueCaller,
  LiveQueueState,
  TelephonyAccount,
} from './telephony.js';
import { TelephonyUnreachableError } from './telephony-unreachable-error.js';
import {
  defaultTrafficProfile,
  drawCallerNumber,
  drawDialledNumber,
  drawExponentialMs,
  drawSeconds,
  type TrafficProfile,
} from './traffic-profile.js';

/** What the autopilot decided for a caller when it first saw it. */
interface CallerPlan {
  ringSeconds: number;
  /** Null for callers the autopilot did not bring (added through `/_sim`): they never hang up on their own. */
  patienceSeconds: number | null;
  talkSeconds: number;
}

/**
 * The telephone autopilot of the demo (`serve --demo --traffic`): on every tick it brings callers into the
 * account's queues at random (exponential arrivals, each with a patience after which the exchange hangs it up),
 * lets the strategy's member answer the head of each queue after a few rings, and has members take breaks and
 * log off ({@link MemberRoutines}). Everything goes through {@link SimulatedTelephony}, like `/_sim`.
 * Deterministic for a seed: randomness only from the seeded PRNG, time only from the app clock.
 */
export class TelephoneAutopilot {
  readonly #telephony: SimulatedTelephony;
  readonly #account: TelephonyAccount;
  readonly #clock: Clock;
  readonly #random: SeededRandom;
  readonly #profile: TrafficProfile;
  readonly #knownCallers: readonly KnownCaller[];
  readonly #options: AutopilotOptions;
  /** Next arrival per queue (ms since epoch). */
  readonly #arrivals = new Map<string, number>();
  readonly #members: MemberRoutines;
  /** Plans of the callers seen, by channel. */
  readonly #callers = new Map<string, CallerPlan>();
  /** Calls of the account that ended, reported by the exchange, not yet looked at. */
  readonly #endedCalls: SimEndedCall[] = [];
  readonly #stopListening: () => void;
  #lastTickMs: number | undefined;
  #pending: Promise<unknown> = Promise.resolve();
  #timerTickRunning = false;
  #cancelTimer: (() => void) | undefined;
  #stopped = false;

  constructor(options: AutopilotOptions) {
    this.#options = options;
    this.#telephony = options.telephony;
    this.#account = options.account;
    this.#clock = options.clock;
    this.#random = seededRandom(options.seed);
    this.#profile = { ...defaultTrafficProfile, ...options.profile };
    this.#knownCallers = options.knownCallers ?? [];
    this.#members = new MemberRoutines(this.#telephony, this.#account, this.#random, this.#profile);
    this.#stopListening = this.#telephony.onCallEnded(this.#account, (call) => this.#endedCalls.push(call));
  }

  /** Starts ticking on the scheduler; a tick still running when the next is due is not doubled. */
  start(): void {
    if (this.#stopped || this.#cancelTimer) return;
    const scheduler = this.#options.scheduler ?? intervalScheduler;
    this.#cancelTimer = scheduler.every(this.#options.intervalMs ?? 1_000, async () => {
      if (this.#timerTickRunning) return;
      this.#timerTickRunning = true;
      try {
        await this.tick();
      } catch (error) {
        this.#options.onError?.(error);
      } finally {
        this.#timerTickRunning = false;
      }
    });
  }

  /** Stops the timer and waits for the ticks already asked for; later ticks do nothing. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#stopListening();
    this.#cancelTimer?.();
    this.#cancelTimer = undefined;
    await this.#pending;
  }

  /** Runs one step at the clock's current instant (after any step in progress) and returns what happened. */
  tick(): Promise<AutopilotEvent[]> {
    if (this.#stopped) return Promise.resolve([]);
    const step = this.#pending.then(() => this.#step());
    this.#pending = step.catch(() => {});
    return step;
  }

  async #step(): Promise<AutopilotEvent[]> {
    const nowMs = this.#clock.now().getTime();
    const at = new Date(nowMs).toISOString();
    const events: AutopilotEvent[] = [];
    const emit = (event: AutopilotEvent) => {
      events.push(event);
      this.#options.onEvent?.(event);
    };

    let queues: LiveQueueState[];
    let registrations: ExtensionRegistration[];
    let voipNumbers: string[];
    try {
      queues = await this.#telephony.queueStates(this.#account);
      registrations = await this.#telephony.extensionStates(this.#account);
      voipNumbers = (await this.#telephony.voipRegistrations(this.#account)).map((v) => v.number);
    } catch (error) {
      // The telephone server is down: nothing happens, and the schedule waits for it.
      if (!(error instanceof TelephonyUnreachableError)) throw error;
      this.#moveOn(nowMs, true);
      return events;
    }
    this.#moveOn(nowMs, false);
    this.#hungUp(emit);
    this.#discover(queues, registrations, nowMs);

    for (const queue of queues) {
      await this.#answers(queue.queueName, nowMs, at, emit);
      await this.#arrive(queue, voipNumbers, nowMs, at, emit);
    }
    await this.#members.step(nowMs, at, emit);
    return events;
  }

  /**
   * Records the tick's instant. After a jump back, a jump forward beyond the catch-up limit, or time spent
   * unreachable, the pending deadlines move with the clock so the gap is not replayed.
   */
  #moveOn(nowMs: number, skip: boolean): void {
    const elapsed = this.#lastTickMs === undefined ? 0 : nowMs - this.#lastTickMs;
    this.#lastTickMs = nowMs;
    if (!skip && elapsed >= 0 && elapsed <= (this.#options.maxCatchUpMs ?? 600_000)) return;
    for (const [queue, at] of this.#arrivals) this.#arrivals.set(queue, at + elapsed);
    this.#members.shift(elapsed);
  }

  /** Schedules queues and members seen for the first time; forgets callers no longer waiting anywhere. */
  #discover(
    queues: readonly LiveQueueState[],
    registrations: readonly ExtensionRegistration[],
    nowMs: number,
  ) {
    const waiting = new Set(queues.flatMap((q) => q.callers.map((c) => c.channel)));
    for (const channel of this.#callers.keys()) if (!waiting.has(channel)) this.#callers.delete(channel);
    for (const queue of queues) {
      // The first caller comes soon, so a demo shows movement within seconds of starting.
      if (!this.#arrivals.has(queue.queueName))
        this.#arrivals.set(
          queue.queueName,
          nowMs + drawSeconds(this.#random, this.#profile.firstArrivalSeconds) * 1000,
        );
      this.#members.discover(queue, registrations, nowMs);
    }
  }

  /** Callers the autopilot brought who hung up (their patience ran out in the exchange) since the last step. */
  #hungUp(emit: (event: AutopilotEvent) => void): void {
    for (const call of this.#endedCalls.splice(0)) {
      if (call.status !== 'abandoned' || call.queueName === null || !this.#callers.has(call.channel))
        continue;
      this.#callers.delete(call.channel);
      const { queueName: queue, callerNumber, waitSeconds } = call;
      emit({ at: new Date(call.endMs).toISOString(), type: 'abandoned', queue, callerNumber, waitSeconds });
    }
  }

  /** While the caller at the head has rung long enough and someone can answer, it is answered. */
  async #answers(
    queueName: string,
    nowMs: number,
    at: string,
    emit: (event: AutopilotEvent) => void,
  ): Promise<void> {
    for (let attempts = (await this.#waiting(queueName)).length; attempts > 0; attempts--) {
      const head = (await this.#waiting(queueName))[0];
      if (!head) return;
      const plan = this.#planFor(head);
      if (head.waitSeconds < plan.ringSeconds) return;
      let outcome: Awaited<ReturnType<SimulatedTelephony['answerCaller']>>;
      try {
        outcome = await this.#telephony.answerCaller(this.#account, queueName, 1, {
          talkSeconds: plan.talkSeconds,
        });
      } catch (error) {
        if (error instanceof SimulatorError && error.reason === 'no_member_available') return;
        if (error instanceof SimulatorError && error.reason === 'caller_not_found') continue;
        throw error;
      }
      const member = outcome.member ?? '';
      this.#callers.delete(head.channel);
      this.#members.inCallUntil(member, nowMs + plan.talkSeconds * 1000);
      emit({
        at,
        type: 'answered',
        queue: queueName,
        callerNumber: outcome.callerNumber,
        member,
        waitSeconds: outcome.waitSeconds,
        talkSeconds: plan.talkSeconds,
      });
    }
  }

  /** New callers whose arrival is due join the queue (or hear busy when it is full). */
  async #arrive(
    queue: LiveQueueState,
    voipNumbers: readonly string[],
    nowMs: number,
    at: string,
    emit: (event: AutopilotEvent) => void,
  ): Promise<void> {
    let due = this.#arrivals.get(queue.queueName) ?? nowMs;
    while (due <= nowMs) {
      due += this.#interArrivalMs(queue);
      const caller =
        this.#knownCallers.length > 0 && this.#random.chance(this.#profile.knownCallerShare)
          ? this.#random.pick(this.#knownCallers)
          : { number: drawCallerNumber(this.#random), name: '' };
      const plan: CallerPlan = {
        ringSeconds: drawSeconds(this.#random, this.#profile.ringSeconds),
        patienceSeconds: drawSeconds(this.#random, this.#profile.patienceSeconds),
        talkSeconds: drawSeconds(this.#random, this.#profile.talkSeconds),
      };
      try {
        const joined = await this.#telephony.addCaller(this.#account, queue.queueName, {
          callerNumber: caller.number,
          callerName: caller.name,
          voipNumber: drawDialledNumber(this.#random, voipNumbers),
          patienceSeconds: plan.patienceSeconds ?? undefined,
        });
        const { queueName } = joined;
        if (joined.outcome === 'blocked') {
          const { blacklist, voipNumber } = joined;
          emit({ at, type: 'blocked', queue: queueName, callerNumber: caller.number, voipNumber, blacklist });
          continue;
        }
        this.#callers.set(joined.channel, plan);
        emit({
          at,
          type: 'arrived',
          queue: queueName,
          callerNumber: caller.number,
          position: joined.position,
        });
      } catch (error) {
        if (!(error instanceof SimulatorError && error.reason === 'queue_full')) throw error;
        emit({ at, type: 'rejected', queue: queue.queueName, callerNumber: caller.number });
      }
    }
    this.#arrivals.set(queue.queueName, due);
  }

  async #waiting(queueName: string): Promise<LiveQueueCaller[]> {
    const [queue] = await this.#telephony.queueStates(this.#account, [queueName]);
    return queue?.callers ?? [];
  }

  /** The plan of a caller; one added through `/_sim` gets one when first seen (rings, never hangs up). */
  #planFor(caller: LiveQueueCaller): CallerPlan {
    let plan = this.#callers.get(caller.channel);
    if (!plan) {
      plan = {
        ringSeconds: drawSeconds(this.#random, this.#profile.ringSeconds),
        patienceSeconds: null,
        talkSeconds: drawSeconds(this.#random, this.#profile.talkSeconds),
      };
      this.#callers.set(caller.channel, plan);
    }
    return plan;
  }

  #interArrivalMs(queue: LiveQueueState): number {
    const meanSeconds = this.#profile.arrivalSecondsPerMember / Math.max(1, queue.members.length);
    return drawExponentialMs(this.#random, meanSeconds);
  }
}
