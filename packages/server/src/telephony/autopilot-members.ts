import type { SeededRandom } from '../demo/seeded-random.js';
import type { AutopilotEvent } from './autopilot-event.js';
import type { SimulatedTelephony } from './simulated-telephony.js';
import type { ExtensionRegistration, LiveQueueState, TelephonyAccount } from './telephony.js';
import { drawExponentialMs, drawSeconds, type TrafficProfile } from './traffic-profile.js';

interface MemberPlan {
  nextPauseToggleAt: number;
  nextPresenceChangeAt: number;
}

/**
 * The operators' side of the autopilot: now and then a member takes a break or comes back, and a phone goes
 * offline or comes back online (never in the middle of a call the autopilot had it answer). Deadlines are app
 * clock instants; randomness is the autopilot's seeded PRNG.
 */
export class MemberRoutines {
  readonly #plans = new Map<string, MemberPlan>();
  /** Members in a call the autopilot had them answer, until (ms). */
  readonly #busyUntil = new Map<string, number>();

  constructor(
    private readonly telephony: SimulatedTelephony,
    private readonly account: TelephonyAccount,
    private readonly random: SeededRandom,
    private readonly profile: TrafficProfile,
  ) {}

  /** Schedules the members of `queue` seen for the first time. */
  discover(queue: LiveQueueState, registrations: readonly ExtensionRegistration[], nowMs: number): void {
    for (const member of queue.members) {
      if (this.#plans.has(member.internalNumber)) continue;
      const registration = registrations.find((r) => r.internalNumber === member.internalNumber);
      this.#plans.set(member.internalNumber, {
        nextPauseToggleAt: nowMs + this.#pauseToggleDelayMs(member.paused),
        nextPresenceChangeAt: nowMs + this.#presenceDelayMs(registration?.status ?? 'UNKNOWN'),
      });
    }
  }

  /** Moves every pending deadline by `elapsedMs` (a gap not replayed). */
  shift(elapsedMs: number): void {
    for (const plan of this.#plans.values()) {
      plan.nextPauseToggleAt += elapsedMs;
      plan.nextPresenceChangeAt += elapsedMs;
    }
  }

  /** The autopilot had `member` answer a call lasting until `untilMs`. */
  inCallUntil(member: string, untilMs: number): void {
    this.#busyUntil.set(member, untilMs);
  }

  /** Pauses, unpauses, logs off and on whoever is due. */
  async step(nowMs: number, at: string, emit: (event: AutopilotEvent) => void): Promise<void> {
    for (const [member, plan] of this.#plans) {
      await this.#pauses(member, plan, nowMs, at, emit);
      await this.#presence(member, plan, nowMs, at, emit);
    }
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
    const queues = await this.telephony.queueStates(this.account);
    const paused = !queues.some((q) => q.members.some((m) => m.internalNumber === member && m.paused));
    await this.telephony.setMember(this.account, member, { paused });
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
    const registrations = await this.telephony.extensionStates(this.account);
    const current = registrations.find((r) => r.internalNumber === member)?.status;
    if (current === undefined) {
      plan.nextPresenceChangeAt = Number.POSITIVE_INFINITY;
      return;
    }
    const next = current === 'ONLINE' ? 'OFFLINE' : 'ONLINE';
    await this.telephony.setExtensionStatus(this.account, member, next);
    plan.nextPresenceChangeAt = nowMs + this.#presenceDelayMs(next);
    emit({ at, type: next === 'ONLINE' ? 'online' : 'offline', member });
  }

  /** How long until the next pause toggle for a member now paused (break length) or working. */
  #pauseToggleDelayMs(paused: boolean): number {
    return paused
      ? drawSeconds(this.random, this.profile.pauseSeconds) * 1000
      : drawExponentialMs(this.random, this.profile.meanSecondsBetweenPauses);
  }

  /** How long a phone stays in its registration state before the autopilot changes it. */
  #presenceDelayMs(status: ExtensionRegistration['status']): number {
    switch (status) {
      case 'ONLINE':
        return drawExponentialMs(this.random, this.profile.meanSecondsOnline);
      case 'OFFLINE':
        return drawSeconds(this.random, this.profile.offlineSeconds) * 1000;
      default:
        return drawSeconds(this.random, this.profile.settleSeconds) * 1000;
    }
  }
}
