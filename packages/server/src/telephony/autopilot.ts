import { type SeededRandom, seededRandom } from '../demo/seeded-random.js';
import type { Clock } from '../time/clock.js';
import type { AutopilotEvent, KnownCaller } from './autopilot-event.js';
import { intervalScheduler, type Scheduler } from './interval-scheduler.js';
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
  drawExponentialMs,
  drawSeconds,
  type TrafficProfile,
} from './traffic-profile.js';

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
  /** Default {@link intervalScheduler}; tests pass their own, or call {@link TelephoneAutopilot.tick} directly. */
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

/** What the autopilot decided for a caller when it first saw it. */
interface CallerPlan {
  ringSeconds: number;
  /** Null for callers the autopilot did not bring (added through `/_sim`): they never hang up on their own. */
  patienceSeconds: number | null;
  talkSeconds: number;
}

interface MemberPlan {
  nextPauseToggleAt: number;
  nextPresenceChangeAt: number;
}

/**
 * The telephone autopilot of the demo (`serve --demo --traffic`): on every tick it brings callers into the
 * account's queues at random (exponential arrivals), lets an available member answer the caller at the head of
 * each queue after a few rings (the simulator picks the member by the queue's strategy, skipping paused and
 * unavailable ones), makes impatient callers hang up, and now and then pauses/unpauses members and takes their
 * phones offline/online. Everything goes through {@link SimulatedTelephony}, so the calls land in the history
 * and statistics like those driven through `/_sim`. Deterministic for a seed: randomness comes only from the
 * seeded PRNG and time only from the app clock.
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
  readonly #members = new Map<string, MemberPlan>();
  /** Plans of the callers seen, by channel. */
  readonly #callers = new Map<string, CallerPlan>();
  /** Members in a call the autopilot had them answer, until (ms). */
  readonly #busyUntil = new Map<string, number>();
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
    try {
      queues = await this.#telephony.queueStates(this.#account);
      registrations = await this.#telephony.extensionStates(this.#account);
    } catch (error) {
      // The telephone server is down: nothing happens, and the schedule waits for it.
      if (!(error instanceof TelephonyUnreachableError)) throw error;
      this.#moveOn(nowMs, true);
      return events;
    }
    this.#moveOn(nowMs, false);
    this.#discover(queues, registrations, nowMs);

    for (const queue of queues) {
      await this.#hangUps(queue.queueName, at, emit);
      await this.#answers(queue.queueName, nowMs, at, emit);
      await this.#arrive(queue, nowMs, at, emit);
    }
    for (const [member, plan] of this.#members) {
      await this.#pauses(member, plan, nowMs, at, emit);
      await this.#presence(member, plan, nowMs, at, emit);
    }
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
    for (const plan of this.#members.values()) {
      plan.nextPauseToggleAt += elapsed;
      plan.nextPresenceChangeAt += elapsed;
    }
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
      for (const member of queue.members) {
        if (this.#members.has(member.internalNumber)) continue;
        const registration = registrations.find((r) => r.internalNumber === member.internalNumber);
        this.#members.set(member.internalNumber, {
          nextPauseToggleAt: nowMs + this.#pauseToggleDelayMs(member.paused),
          nextPresenceChangeAt: nowMs + this.#presenceDelayMs(registration?.status ?? 'UNKNOWN'),
        });
      }
    }
  }

  /** Callers the autopilot brought hang up once they have waited longer than their patience. */
  async #hangUps(queueName: string, at: string, emit: (event: AutopilotEvent) => void): Promise<void> {
    const callers = await this.#waiting(queueName);
    let gone = 0;
    for (const caller of callers) {
      const plan = this.#planFor(caller);
      if (plan.patienceSeconds === null || caller.waitSeconds < plan.patienceSeconds) continue;
      const outcome = await this.#simCommand(() =>
        this.#telephony.abandonCaller(this.#account, queueName, caller.position - gone),
      );
      if (!outcome) continue;
      gone += 1;
      this.#callers.delete(caller.channel);
      emit({
        at,
        type: 'abandoned',
        queue: queueName,
        callerNumber: outcome.callerNumber,
        waitSeconds: outcome.waitSeconds,
      });
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
      this.#busyUntil.set(member, nowMs + plan.talkSeconds * 1000);
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
        });
        this.#callers.set(joined.channel, plan);
        emit({
          at,
          type: 'arrived',
          queue: queue.queueName,
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

  /** A member working takes a break; a member on a break comes back. */
  async #pauses(
    member: string,
    plan: MemberPlan,
    nowMs: number,
    at: string,
    emit: (event: AutopilotEvent) => void,
  ): Promise<void> {
    if (nowMs < plan.nextPauseToggleAt) return;
    const paused = !(await this.#isPaused(member));
    await this.#telephony.setMember(this.#account, member, { paused });
    plan.nextPauseToggleAt = nowMs + this.#pauseToggleDelayMs(paused);
    emit({ at, type: paused ? 'paused' : 'unpaused', member });
  }

  /** A registered phone goes offline; an offline one (or one in a state nobody drives) comes back online. */
  async #presence(
    member: string,
    plan: MemberPlan,
    nowMs: number,
    at: string,
    emit: (event: AutopilotEvent) => void,
  ): Promise<void> {
    if (nowMs < plan.nextPresenceChangeAt) return;
    const busyUntil = this.#busyUntil.get(member) ?? 0;
    if (busyUntil > nowMs) {
      // Nobody logs off in the middle of a call: try again when it ends.
      plan.nextPresenceChangeAt = busyUntil;
      return;
    }
    const registrations = await this.#telephony.extensionStates(this.#account);
    const current = registrations.find((r) => r.internalNumber === member)?.status;
    if (current === undefined) {
      plan.nextPresenceChangeAt = Number.POSITIVE_INFINITY;
      return;
    }
    const next = current === 'ONLINE' ? 'OFFLINE' : 'ONLINE';
    await this.#telephony.setExtensionStatus(this.#account, member, next);
    plan.nextPresenceChangeAt = nowMs + this.#presenceDelayMs(next);
    emit({ at, type: next === 'ONLINE' ? 'online' : 'offline', member });
  }

  async #waiting(queueName: string): Promise<LiveQueueCaller[]> {
    const [queue] = await this.#telephony.queueStates(this.#account, [queueName]);
    return queue?.callers ?? [];
  }

  async #isPaused(member: string): Promise<boolean> {
    const queues = await this.#telephony.queueStates(this.#account);
    return queues.some((q) => q.members.some((m) => m.internalNumber === member && m.paused));
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

  /** How long until the next pause toggle for a member now paused (break length) or working. */
  #pauseToggleDelayMs(paused: boolean): number {
    return paused
      ? drawSeconds(this.#random, this.#profile.pauseSeconds) * 1000
      : drawExponentialMs(this.#random, this.#profile.meanSecondsBetweenPauses);
  }

  /** How long a phone stays in its registration state before the autopilot changes it. */
  #presenceDelayMs(status: ExtensionRegistration['status']): number {
    switch (status) {
      case 'ONLINE':
        return drawExponentialMs(this.#random, this.#profile.meanSecondsOnline);
      case 'OFFLINE':
        return drawSeconds(this.#random, this.#profile.offlineSeconds) * 1000;
      default:
        return drawSeconds(this.#random, this.#profile.settleSeconds) * 1000;
    }
  }

  /** Runs a simulator command; a caller who already left (e.g. answered through `/_sim`) is not an error. */
  async #simCommand<T>(command: () => Promise<T>): Promise<T | undefined> {
    try {
      return await command();
    } catch (error) {
      if (error instanceof SimulatorError && error.reason === 'caller_not_found') return undefined;
      throw error;
    }
  }
}
