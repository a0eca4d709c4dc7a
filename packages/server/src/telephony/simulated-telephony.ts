import type { ExtensionStatusValue, MemberStatus } from '@centralino/schemas';
import type { Database } from '../db/database.js';
import { inboundCalls } from '../db/schema/index.js';
import type { Clock } from '../time/clock.js';
import { pickAnsweringMember } from './pick-answering-member.js';
import { canAnswer, liveQueue, waitSeconds } from './sim-queue-view.js';
import {
  loadSimAccount,
  type SimAccount,
  type SimCallerState,
  type SimOriginatedCall,
  type SimQueue,
} from './sim-state.js';
import { SimulatorError } from './simulator-error.js';
import type {
  ExtensionRegistration,
  LiveQueueState,
  OriginateCommand,
  PlacedCall,
  TelephonyAccount,
  TelephonyGateway,
  VoipRegistration,
} from './telephony.js';
import { TelephonyUnreachableError } from './telephony-unreachable-error.js';

/** Talk time of an answered simulated call when the command gives none. */
export const DEFAULT_TALK_SECONDS = 60;

/** A caller who joined a queue. */
export interface JoinedCaller {
  queueName: string;
  position: number;
  channel: string;
  callerNumber: string;
  callerName: string;
  joinedAt: Date;
}

/** How a waiting call ended. */
export interface CallOutcome {
  queueName: string;
  callerNumber: string;
  outcome: 'answered' | 'abandoned';
  waitSeconds: number;
  /** Internal number that answered; null when abandoned. */
  member: string | null;
}

/**
 * An in-memory telephone server, one state per account, loaded from the database the first time the account
 * is touched (extension registrations, members' initial device state and pause, VoIP registrations) and kept
 * for the life of the process. Time comes from the injected clock, so waits follow `PUT /_admin/clock`.
 * Answered and abandoned queue calls are written to `inbound_calls` with the queue and the wait, so history,
 * statistics and live counters agree. Driven through `/_sim/*`.
 */
export class SimulatedTelephony implements TelephonyGateway {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #random: () => number;
  readonly #accounts = new Map<number, Promise<SimAccount>>();
  #sequence = 0;

  constructor(options: { db: Database; clock: Clock; random?: () => number }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#random = options.random ?? Math.random;
  }

  // --- gateway -------------------------------------------------------------------------------------------

  async extensionStates(account: TelephonyAccount): Promise<ExtensionRegistration[]> {
    const sim = await this.#reachable(account);
    const now = this.#clock.now().getTime();
    // A registered phone still in a queue call it answered reports BUSY.
    return [...sim.extensions.values()].map((e) => ({
      internalNumber: e.internalNumber,
      status: e.status === 'ONLINE' && e.busyUntil > now ? 'BUSY' : e.status,
    }));
  }

  async queueStates(account: TelephonyAccount, queueNames?: readonly string[]): Promise<LiveQueueState[]> {
    const sim = await this.#reachable(account);
    const now = this.#clock.now().getTime();
    const selected = queueNames
      ? queueNames.flatMap((name) => {
          const queue = sim.queues.get(name);
          return queue ? [queue] : [];
        })
      : [...sim.queues.values()];
    return selected.map((queue) => liveQueue(sim, queue, now));
  }

  async originate(account: TelephonyAccount, command: OriginateCommand): Promise<PlacedCall> {
    const sim = await this.#reachable(account);
    const placedAt = this.#clock.now();
    const sequence = this.#next();
    const call: SimOriginatedCall = {
      callId: `${Math.floor(placedAt.getTime() / 1000)}.${sequence}`,
      extension: command.internalNumber,
      number: command.number,
      callerIdLabel: command.callerIdLabel,
      channel: `${command.extension}-${hex8(sequence)}`,
      placedAt,
      keyName: command.keyName,
    };
    sim.originated.unshift(call);
    return { callId: call.callId, channel: call.channel, placedAt };
  }

  async voipRegistrations(account: TelephonyAccount): Promise<VoipRegistration[]> {
    const sim = await this.#reachable(account);
    return [...sim.voip].map(([number, registered]) => ({ number, registered }));
  }

  // --- simulator controls --------------------------------------------------------------------------------

  /** Makes the server (un)reachable for this account: gateway calls then throw {@link TelephonyUnreachableError}. */
  async setReachable(account: TelephonyAccount, reachable: boolean): Promise<void> {
    (await this.#state(account)).reachable = reachable;
  }

  /** A caller joins the end of a queue. Throws `queue_not_found`, or `queue_full` at `maxlen`. */
  async addCaller(
    account: TelephonyAccount,
    queueName: string,
    caller: { callerNumber: string; callerName?: string | undefined },
  ): Promise<JoinedCaller> {
    const queue = this.#queue(await this.#state(account), queueName);
    if (queue.maxlen > 0 && queue.callers.length >= queue.maxlen) throw new SimulatorError('queue_full');
    const joinedAt = this.#clock.now();
    const sequence = this.#next();
    const state: SimCallerState = {
      channel: `SIP/trunk-${hex8(sequence)}`,
      linkedid: `${Math.floor(joinedAt.getTime() / 1000)}.${sequence}`,
      callerNumber: caller.callerNumber,
      callerName: caller.callerName ?? '',
      joinedAt,
    };
    queue.callers.push(state);
    return {
      queueName,
      position: queue.callers.length,
      channel: state.channel,
      callerNumber: state.callerNumber,
      callerName: state.callerName,
      joinedAt,
    };
  }

  /**
   * A member answers the caller at `position` (1 = first): the named one, or the one the strategy picks. The
   * member stays in the call for `talkSeconds`; the call is recorded as answered. Throws `queue_not_found`,
   * `caller_not_found`, `member_not_found` (not in this queue) or `no_member_available`.
   */
  async answerCaller(
    account: TelephonyAccount,
    queueName: string,
    position: number,
    options: { member?: string | undefined; talkSeconds?: number | undefined } = {},
  ): Promise<CallOutcome> {
    const sim = await this.#state(account);
    const queue = this.#queue(sim, queueName);
    const caller = this.#caller(queue, position);
    const now = this.#clock.now();
    let member = pickAnsweringMember(sim, queue, now.getTime(), this.#random);
    if (options.member !== undefined) {
      member = queue.members.find((m) => m.internalNumber === options.member);
      if (!member) throw new SimulatorError('member_not_found');
      if (!canAnswer(sim, member, now.getTime())) throw new SimulatorError('no_member_available');
    }
    if (!member) throw new SimulatorError('no_member_available');
    const talkSeconds = options.talkSeconds ?? DEFAULT_TALK_SECONDS;
    const wait = waitSeconds(caller.joinedAt, now.getTime());
    await this.#record(sim, queue, position, caller, { answered: true, wait, talkSeconds });

    queue.completed += 1;
    queue.totalHoldSeconds += wait;
    queue.totalTalkSeconds += talkSeconds;
    if (wait <= queue.serviceLevel) queue.answeredWithinServiceLevel += 1;
    queue.lastAnswered = member.internalNumber;
    // The phone is busy for every queue it belongs to; calls_taken and last_call belong to this queue.
    member.callsTaken += 1;
    member.lastCall = now;
    const extension = sim.extensions.get(member.internalNumber);
    if (extension) extension.busyUntil = now.getTime() + talkSeconds * 1000;
    return {
      queueName,
      callerNumber: caller.callerNumber,
      outcome: 'answered',
      waitSeconds: wait,
      member: member.internalNumber,
    };
  }

  /** The caller at `position` hangs up; the call is recorded as abandoned. */
  async abandonCaller(account: TelephonyAccount, queueName: string, position: number): Promise<CallOutcome> {
    const sim = await this.#state(account);
    const queue = this.#queue(sim, queueName);
    const caller = this.#caller(queue, position);
    const wait = waitSeconds(caller.joinedAt, this.#clock.now().getTime());
    await this.#record(sim, queue, position, caller, { answered: false, wait, talkSeconds: 0 });
    queue.abandoned += 1;
    return {
      queueName,
      callerNumber: caller.callerNumber,
      outcome: 'abandoned',
      waitSeconds: wait,
      member: null,
    };
  }

  /**
   * Sets the device state and/or the pause of a member in every queue it belongs to. Throws `member_not_found`
   * when the internal number is in no queue.
   */
  async setMember(
    account: TelephonyAccount,
    internalNumber: string,
    change: { status?: MemberStatus | undefined; paused?: boolean | undefined },
  ): Promise<void> {
    const sim = await this.#state(account);
    const memberships = [...sim.queues.values()].flatMap((q) =>
      q.members.filter((m) => m.internalNumber === internalNumber),
    );
    if (memberships.length === 0) throw new SimulatorError('member_not_found');
    for (const membership of memberships) {
      if (change.status !== undefined) membership.status = change.status;
      if (change.paused !== undefined) membership.paused = change.paused;
    }
  }

  /** Sets an extension's registration state (members without a state of their own follow it). */
  async setExtensionStatus(
    account: TelephonyAccount,
    internalNumber: string,
    status: ExtensionStatusValue,
  ): Promise<void> {
    const extension = (await this.#state(account)).extensions.get(internalNumber);
    if (!extension) throw new SimulatorError('extension_not_found');
    extension.status = status;
  }

  /** Calls placed through click-to-call, newest first. */
  async originatedCalls(account: TelephonyAccount): Promise<readonly SimOriginatedCall[]> {
    return [...(await this.#state(account)).originated];
  }

  // --- internals -----------------------------------------------------------------------------------------

  #state(account: TelephonyAccount): Promise<SimAccount> {
    let state = this.#accounts.get(account.id);
    if (!state) {
      state = loadSimAccount(this.#db, account);
      this.#accounts.set(account.id, state);
      // A failed load is retried on the next request.
      state.catch(() => this.#accounts.delete(account.id));
    }
    return state;
  }

  async #reachable(account: TelephonyAccount): Promise<SimAccount> {
    const sim = await this.#state(account);
    if (!sim.reachable) throw new TelephonyUnreachableError();
    return sim;
  }

  #queue(sim: SimAccount, queueName: string): SimQueue {
    const queue = sim.queues.get(queueName);
    if (!queue) throw new SimulatorError('queue_not_found');
    return queue;
  }

  #caller(queue: SimQueue, position: number): SimCallerState {
    const caller = queue.callers[position - 1];
    if (!caller) throw new SimulatorError('caller_not_found');
    return caller;
  }

  /**
   * Takes the caller out of the queue and writes the call to the history; if the write fails the caller is
   * put back where it was.
   */
  async #record(
    sim: SimAccount,
    queue: SimQueue,
    position: number,
    caller: SimCallerState,
    call: { answered: boolean; wait: number; talkSeconds: number },
  ): Promise<void> {
    queue.callers.splice(position - 1, 1);
    try {
      await this.#db.insert(inboundCalls).values({
        accountId: sim.accountId,
        linkedid: caller.linkedid,
        calldate: caller.joinedAt,
        callerNumber: caller.callerNumber,
        callerId: caller.callerName,
        destination: sim.mainNumber ?? queue.queueName,
        status: call.answered ? 'answered' : 'abandoned',
        answered: call.answered,
        abandoned: !call.answered,
        totalDuration: call.wait + call.talkSeconds,
        callLegs: call.answered ? 2 : 1,
        queueName: queue.queueName,
        waitSeconds: call.wait,
      });
    } catch (error) {
      queue.callers.splice(position - 1, 0, caller);
      throw error;
    }
  }

  #next(): number {
    this.#sequence += 1;
    return this.#sequence;
  }
}

function hex8(n: number): string {
  return n.toString(16).padStart(8, '0');
}
