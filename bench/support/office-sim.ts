import type { QueueLive } from '@centralino/schemas';
import type { QueueMeasures } from '../../packages/bot/src/feeds/alerts/evaluate-rule.js';
import { type SeededRandom, seededRandom } from '../../packages/server/src/demo/seeded-random.js';
import { queueLiveView } from '../../packages/server/src/routes/queues/queue.view.js';
import type { ConfiguredQueue } from '../../packages/server/src/routes/queues/read-queues.js';
import { pickAnsweringMember } from '../../packages/server/src/telephony/pick-answering-member.js';
import {
  canAnswer,
  liveQueue,
  memberStatusAt,
  waitSeconds,
} from '../../packages/server/src/telephony/sim-queue-view.js';
import {
  defaultOriginatePlan,
  type SimAccount,
  type SimCallerState,
  type SimExtension,
  type SimQueue,
} from '../../packages/server/src/telephony/sim-state.js';
import {
  defaultTrafficProfile,
  drawCallerNumber,
  drawExponentialMs,
  drawSeconds,
  type TrafficProfile,
} from '../../packages/server/src/telephony/traffic-profile.js';
import { type DayScenario, peakRate, SHIFT } from './office-day.js';

/** Operators of the i-th queue (queues differ a little, as in the demo office). */
const MEMBERS_PER_QUEUE = [3, 2, 4] as const;
const MAXLEN = 10;
const TIME_ZONE = 'Europe/Rome';

interface CallerPlan {
  ringSeconds: number;
  patienceSeconds: number;
  talkSeconds: number;
}

interface MemberPlan {
  nextPauseToggleAt: number;
  nextPresenceChangeAt: number;
  shiftStart: number;
  shiftEnd: number;
  onShift: boolean;
}

/** One call of the history: it is written when the call ends (`endAt`), its `calldate` is its start (`at`). */
export interface RecordedCall {
  /** The caller joined the queue (epoch ms). */
  at: number;
  answered: boolean;
  /** The call ended: the caller hung up (abandoned) or the conversation ended (answered), epoch ms. */
  endAt: number;
  callerNumber: string;
  queueName: string;
  /** Seconds the caller waited in the queue. */
  waitSeconds: number;
}

/** What happened over the day. */
export interface OfficeStats {
  arrived: number;
  answered: number;
  abandoned: number;
  rejected: number;
}

/**
 * The server's simulated office in virtual time, without a database: the telephone autopilot's step
 * (`TelephoneAutopilot` in packages/server/src/telephony/autopilot.ts) reproduced tick by tick on the
 * simulator's own state types, with the server's own functions for everything they cover — the traffic profile
 * and its draws, the seeded PRNG, which member answers (`pickAnsweringMember`), who can answer (`canAnswer`),
 * the live view of a queue (`liveQueue`) and its API shape (`queueLiveView`, as `GET /v1/queue/live` returns
 * it). Each tick, in the autopilot's order: impatient callers hang up, the head caller is answered once it has
 * rung and someone can answer, due callers arrive (queue full: rejected), members pause/unpause and their phones
 * go offline/online (never in a call).
 *
 * Two things the autopilot does not do, added for a whole day: the arrival rate follows the time of day
 * (arrivals drawn at the day's peak rate and thinned to the scenario's rate at their instant), and operators
 * work a shift (offline before and after it; pauses and presence changes only during it).
 */
export class OfficeSimulator {
  readonly stats: OfficeStats = { arrived: 0, answered: 0, abandoned: 0, rejected: 0 };
  /** The day's recorded calls (answered or abandoned), in the order their records are written: the call history. */
  readonly recordedCalls: RecordedCall[] = [];
  readonly queueNames: string[];
  readonly #sim: SimAccount;
  readonly #configured: ConfiguredQueue[];
  readonly #random: SeededRandom;
  readonly #profile: TrafficProfile;
  readonly #scenario: DayScenario;
  readonly #peak: number;
  readonly #dayStart: number;
  readonly #arrivals = new Map<string, number>();
  readonly #members = new Map<string, MemberPlan>();
  readonly #callers = new Map<string, CallerPlan>();
  readonly #busyUntil = new Map<string, number>();
  #sequence = 0;

  constructor(options: { queues: number; scenario: DayScenario; seed: number; dayStart: number }) {
    this.#random = seededRandom(options.seed);
    this.#profile = defaultTrafficProfile;
    this.#scenario = options.scenario;
    this.#peak = peakRate(options.scenario);
    this.#dayStart = options.dayStart;
    const extensions = new Map<string, SimExtension>();
    const queues = new Map<string, SimQueue>();
    this.#configured = [];
    this.queueNames = [];
    for (let q = 0; q < options.queues; q++) {
      const queueName = `coda${String(q + 1).padStart(2, '0')}`;
      this.queueNames.push(queueName);
      const size = MEMBERS_PER_QUEUE[q % MEMBERS_PER_QUEUE.length]!;
      const members = Array.from({ length: size }, (_, i) => String(200 + q * 10 + i + 1));
      for (const internalNumber of members) {
        extensions.set(internalNumber, {
          extension: internalNumber,
          internalNumber,
          description: `Operatore ${internalNumber}`,
          status: 'OFFLINE',
          outboundProvider: 'PRINCIPALE',
        });
        const start = this.#shiftInstant(SHIFT.startMinute);
        this.#members.set(internalNumber, {
          nextPauseToggleAt: Number.POSITIVE_INFINITY,
          nextPresenceChangeAt: Number.POSITIVE_INFINITY,
          shiftStart: start,
          shiftEnd: this.#shiftInstant(SHIFT.endMinute),
          onShift: false,
        });
      }
      queues.set(queueName, {
        queueName,
        strategy: 'leastrecent',
        maxlen: MAXLEN,
        weight: 0,
        serviceLevel: 30,
        members: members.map((internalNumber, position) => ({
          internalNumber,
          penalty: 0,
          position,
          paused: false,
          status: null,
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
      this.#configured.push({
        id: q + 1,
        accountId: 1,
        queueName,
        strategy: 'leastrecent',
        timeout: 20,
        musiconhold: 'default',
        announce: null,
        maxlen: MAXLEN,
        weight: 0,
        serviceLevelSeconds: 30,
        members: members.map((internalNumber) => ({
          internalNumber,
          description: `Operatore ${internalNumber}`,
          penalty: 0,
        })),
      });
    }
    this.#sim = {
      accountId: 1,
      context: 'bench',
      reachable: true,
      extensions,
      queues,
      voip: new Map(),
      mainNumber: undefined,
      talking: [],
      dialling: [],
      originated: [],
      originatePlan: defaultOriginatePlan,
      ended: [],
      ledgerTruncated: false,
    };
  }

  /** One autopilot step at `nowMs` (the autopilot ticks every second). */
  tick(nowMs: number): void {
    this.#sim.talking = this.#sim.talking.filter((call) => call.endAt > nowMs);
    for (const queue of this.#sim.queues.values()) {
      if (!this.#arrivals.has(queue.queueName)) {
        this.#arrivals.set(
          queue.queueName,
          nowMs + drawSeconds(this.#random, this.#profile.firstArrivalSeconds) * 1000,
        );
      }
      this.#hangUps(queue, nowMs);
      this.#answers(queue, nowMs);
      this.#arrive(queue, nowMs);
    }
    for (const [member, plan] of this.#members) {
      this.#shift(member, plan, nowMs);
      if (!plan.onShift) continue;
      this.#pauses(member, plan, nowMs);
      this.#presence(member, plan, nowMs);
    }
  }

  /** What `GET /v1/queue/live` answers at `nowMs`. */
  live(nowMs: number): QueueLive[] {
    return this.#configured.map((configured) =>
      queueLiveView(
        configured,
        liveQueue(this.#sim, this.#sim.queues.get(configured.queueName)!, nowMs),
        TIME_ZONE,
      ),
    );
  }

  /**
   * The measures the rules are checked against, straight from the state (the same numbers `measure()` takes
   * from the API view, without building it every second).
   */
  measures(queueIndex: number, nowMs: number): QueueMeasures {
    const queue = this.#sim.queues.get(this.queueNames[queueIndex]!)!;
    const head = queue.callers[0];
    // free or ringing: who can take a waiting caller (`nobodyFree` in the bot)
    let answering = 0;
    for (const m of queue.members) {
      const status = memberStatusAt(this.#sim, m, nowMs);
      if (canAnswer(this.#sim, m, nowMs) || status === 'RINGING' || status === 'RINGING_IN_USE') answering++;
    }
    return {
      waiting: queue.callers.length,
      longestWaitSeconds: head ? waitSeconds(head.joinedAt, nowMs) : 0,
      answering,
    };
  }

  #shiftInstant(minute: number): number {
    const offset = this.#random.int(-SHIFT.spreadMinutes, SHIFT.spreadMinutes);
    return this.#dayStart + (minute + offset) * 60_000 + this.#random.int(0, 59) * 1000;
  }

  #hangUps(queue: SimQueue, nowMs: number): void {
    for (let i = 0; i < queue.callers.length; ) {
      const caller = queue.callers[i]!;
      const plan = this.#callers.get(caller.channel)!;
      if (waitSeconds(caller.joinedAt, nowMs) < plan.patienceSeconds) {
        i++;
        continue;
      }
      queue.callers.splice(i, 1);
      queue.abandoned += 1;
      this.#record(caller, queue.queueName, false, nowMs, nowMs);
      this.stats.abandoned++;
    }
  }

  #answers(queue: SimQueue, nowMs: number): void {
    for (let attempts = queue.callers.length; attempts > 0; attempts--) {
      const head = queue.callers[0];
      if (!head) return;
      const plan = this.#callers.get(head.channel)!;
      const wait = waitSeconds(head.joinedAt, nowMs);
      if (wait < plan.ringSeconds) return;
      const member = pickAnsweringMember(this.#sim, queue, nowMs, this.#random.next);
      if (!member) return;
      queue.callers.shift();
      this.#record(head, queue.queueName, true, nowMs, nowMs + plan.talkSeconds * 1000);
      queue.completed += 1;
      queue.totalHoldSeconds += wait;
      queue.totalTalkSeconds += plan.talkSeconds;
      if (wait <= queue.serviceLevel) queue.answeredWithinServiceLevel += 1;
      queue.lastAnswered = member.internalNumber;
      member.callsTaken += 1;
      member.lastCall = new Date(nowMs);
      // In the call until its end (ended calls leave `talking` at the start of each tick).
      this.#sim.talking.push({
        ...head,
        queueName: queue.queueName,
        member: member.internalNumber,
        answeredAt: nowMs,
        endAt: nowMs + plan.talkSeconds * 1000,
      });
      this.#busyUntil.set(member.internalNumber, nowMs + plan.talkSeconds * 1000);
      this.stats.answered++;
    }
  }

  #arrive(queue: SimQueue, nowMs: number): void {
    let due = this.#arrivals.get(queue.queueName) ?? nowMs;
    const meanAtPeak = this.#profile.arrivalSecondsPerMember / Math.max(1, queue.members.length) / this.#peak;
    while (due <= nowMs) {
      const minute = Math.floor((due - this.#dayStart) / 60_000);
      const accepted = this.#random.chance(this.#scenario.rate(minute) / this.#peak);
      due += drawExponentialMs(this.#random, meanAtPeak);
      if (!accepted) continue;
      const callerNumber = drawCallerNumber(this.#random);
      const plan: CallerPlan = {
        ringSeconds: drawSeconds(this.#random, this.#profile.ringSeconds),
        patienceSeconds: drawSeconds(this.#random, this.#profile.patienceSeconds),
        talkSeconds: drawSeconds(this.#random, this.#profile.talkSeconds),
      };
      this.stats.arrived++;
      if (queue.maxlen > 0 && queue.callers.length >= queue.maxlen) {
        this.stats.rejected++;
        continue;
      }
      this.#sequence++;
      const caller: SimCallerState = {
        channel: `SIP/trunk-${this.#sequence.toString(16).padStart(8, '0')}`,
        linkedid: `${Math.floor(nowMs / 1000)}.${this.#sequence}`,
        callerNumber,
        callerName: '',
        destination: queue.queueName,
        joinedAt: new Date(nowMs),
        abandonAt: null,
      };
      queue.callers.push(caller);
      this.#callers.set(caller.channel, plan);
    }
    this.#arrivals.set(queue.queueName, due);
  }

  /** The shift: log in at its start (then the autopilot's pauses and presence apply), off at its end. */
  #shift(member: string, plan: MemberPlan, nowMs: number): void {
    const extension = this.#sim.extensions.get(member)!;
    if (!plan.onShift && nowMs >= plan.shiftStart && nowMs < plan.shiftEnd) {
      plan.onShift = true;
      extension.status = 'ONLINE';
      plan.nextPauseToggleAt =
        nowMs + drawExponentialMs(this.#random, this.#profile.meanSecondsBetweenPauses);
      plan.nextPresenceChangeAt = nowMs + drawExponentialMs(this.#random, this.#profile.meanSecondsOnline);
      return;
    }
    if (plan.onShift && nowMs >= plan.shiftEnd && (this.#busyUntil.get(member) ?? 0) <= nowMs) {
      plan.onShift = false;
      extension.status = 'OFFLINE';
      this.#setPaused(member, false);
    }
  }

  #pauses(member: string, plan: MemberPlan, nowMs: number): void {
    if (nowMs < plan.nextPauseToggleAt) return;
    const paused = !this.#isPaused(member);
    this.#setPaused(member, paused);
    plan.nextPauseToggleAt =
      nowMs +
      (paused
        ? drawSeconds(this.#random, this.#profile.pauseSeconds) * 1000
        : drawExponentialMs(this.#random, this.#profile.meanSecondsBetweenPauses));
  }

  #presence(member: string, plan: MemberPlan, nowMs: number): void {
    if (nowMs < plan.nextPresenceChangeAt) return;
    const busyUntil = this.#busyUntil.get(member) ?? 0;
    if (busyUntil > nowMs) {
      plan.nextPresenceChangeAt = busyUntil;
      return;
    }
    const extension = this.#sim.extensions.get(member)!;
    const next = extension.status === 'ONLINE' ? 'OFFLINE' : 'ONLINE';
    extension.status = next;
    plan.nextPresenceChangeAt =
      nowMs +
      (next === 'ONLINE'
        ? drawExponentialMs(this.#random, this.#profile.meanSecondsOnline)
        : drawSeconds(this.#random, this.#profile.offlineSeconds) * 1000);
  }

  #isPaused(member: string): boolean {
    for (const q of this.#sim.queues.values())
      for (const m of q.members) if (m.internalNumber === member && m.paused) return true;
    return false;
  }

  #setPaused(member: string, paused: boolean): void {
    for (const q of this.#sim.queues.values())
      for (const m of q.members) if (m.internalNumber === member) m.paused = paused;
  }

  #record(caller: SimCallerState, queueName: string, answered: boolean, nowMs: number, endAt: number): void {
    this.recordedCalls.push({
      at: caller.joinedAt.getTime(),
      answered,
      endAt,
      callerNumber: caller.callerNumber,
      queueName,
      waitSeconds: waitSeconds(caller.joinedAt, nowMs),
    });
    this.#callers.delete(caller.channel);
  }
}
