import type { ExtensionStatusValue, MemberStatus } from '@centralino/schemas';
import type { Database } from '../db/database.js';
import type { Clock } from '../time/clock.js';
import { blockingBlacklist } from './inbound-blacklist.js';
import { checkReport } from './sim-check.js';
import type { CallOutcome, JoinedCaller, SimCheckReport } from './sim-command-results.js';
import { extensionStatusAt } from './sim-engagement.js';
import { type Arrival, answerWaitingCaller, arrivingCall, hex8 } from './sim-inbound.js';
import { planOriginatedCall } from './sim-originate.js';
import { liveQueue } from './sim-queue-view.js';
import { blockedEnding } from './sim-records.js';
import { abandonment, applyEndings, dueEndings, type Ending } from './sim-settlement.js';
import {
  loadSimAccount,
  type OriginatePlan,
  type SimAccount,
  type SimEndedCall,
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

export type { CallOutcome, JoinedCaller, SimCheckReport } from './sim-command-results.js';

/** Talk time of an answered simulated call when the command gives none. */
export const DEFAULT_TALK_SECONDS = 60;

/**
 * An in-memory telephone server, one state per account, loaded from the database when first touched. Every call
 * (a caller in a queue, answered, a click-to-call call) is one record from start to end, and every read derives
 * from the records at the clock's instant. Before any command or read, the calls that ended by then are written
 * to the history at the instant each ended, so no record ends after now and a clock moved forward ends calls
 * consistently. Commands on one account run one at a time. Driven through `/_sim/*`.
 */
export class SimulatedTelephony implements TelephonyGateway {
  readonly #db: Database;
  readonly #clock: Clock;
  readonly #random: () => number;
  readonly #accounts = new Map<number, Promise<SimAccount>>();
  /** The command running on each account; the next one waits for it. */
  readonly #turns = new Map<number, Promise<unknown>>();
  readonly #listeners = new Map<number, Set<(call: SimEndedCall) => void>>();
  /** The last sequence number of each account's calls (their ids and channels count per account). */
  readonly #sequences = new Map<number, number>();

  constructor(options: { db: Database; clock: Clock; random?: () => number }) {
    this.#db = options.db;
    this.#clock = options.clock;
    this.#random = options.random ?? Math.random;
  }

  // --- gateway -------------------------------------------------------------------------------------------

  extensionStates(account: TelephonyAccount): Promise<ExtensionRegistration[]> {
    return this.#reachable(account, (sim, now) =>
      [...sim.extensions.values()].map((e) => ({
        internalNumber: e.internalNumber,
        status: extensionStatusAt(sim, e.internalNumber, now),
      })),
    );
  }

  queueStates(account: TelephonyAccount, queueNames?: readonly string[]): Promise<LiveQueueState[]> {
    return this.#reachable(account, (sim, now) => {
      const selected = queueNames
        ? queueNames.flatMap((name) => {
            const queue = sim.queues.get(name);
            return queue ? [queue] : [];
          })
        : [...sim.queues.values()];
      return selected.map((queue) => liveQueue(sim, queue, now));
    });
  }

  originate(account: TelephonyAccount, command: OriginateCommand): Promise<PlacedCall> {
    return this.#reachable(account, (sim, now) => {
      const placedAt = new Date(now);
      const sequence = this.#next(sim);
      const call = planOriginatedCall(sim, command, placedAt, {
        callId: `${Math.floor(now / 1000)}.${sequence}`,
        channel: `${command.extension}-${hex8(sequence)}`,
      });
      sim.originated.unshift(call);
      sim.dialling.push(call);
      return { callId: call.callId, channel: call.channel, placedAt };
    });
  }

  voipRegistrations(account: TelephonyAccount): Promise<VoipRegistration[]> {
    return this.#reachable(account, (sim) =>
      [...sim.voip].map(([number, { registered }]) => ({ number, registered })),
    );
  }

  async settle(account: TelephonyAccount): Promise<void> {
    await this.#exclusive(account, () => undefined);
  }

  // --- simulator controls --------------------------------------------------------------------------------

  /** Makes the server (un)reachable for this account: gateway calls then throw {@link TelephonyUnreachableError}. */
  setReachable(account: TelephonyAccount, reachable: boolean): Promise<void> {
    return this.#exclusive(account, (sim) => {
      sim.reachable = reachable;
    });
  }

  /**
   * A call arrives on a VoIP number (default: the account's first) for a queue. A blacklist used by that number's
   * routing rule that matches the caller blocks it (recorded at once, never queued); otherwise the caller joins
   * the end of the queue and, given a patience, hangs up by itself once it has waited that long. Throws
   * `queue_not_found`, `voip_number_not_found`, or `queue_full` at `maxlen`.
   */
  addCaller(account: TelephonyAccount, queueName: string, arrival: Arrival): Promise<JoinedCaller> {
    return this.#exclusive(account, async (sim, now) => {
      const queue = this.#queue(sim, queueName);
      const state = arrivingCall(sim, queue, arrival, now, this.#next(sim));
      const { channel, linkedid, callerNumber, callerName, destination: voipNumber, joinedAt } = state;
      const joined = { queueName, channel, linkedid, callerNumber, callerName, voipNumber, joinedAt };
      const blacklist =
        sim.voip.has(voipNumber) &&
        (await blockingBlacklist(this.#db, sim.accountId, voipNumber, callerNumber));
      if (blacklist) {
        await this.#end(sim, [{ at: now, ending: blockedEnding(sim, state), apply: () => {} }]);
        return { ...joined, outcome: 'blocked', blacklist };
      }
      if (queue.maxlen > 0 && queue.callers.length >= queue.maxlen) throw new SimulatorError('queue_full');
      queue.callers.push(state);
      return { ...joined, outcome: 'waiting', position: queue.callers.length };
    });
  }

  /**
   * A member answers the caller at `position` (1 = first): the named one, or the one the strategy picks. The
   * call stays in progress for `talkSeconds`, then ends and is recorded as answered. Throws `queue_not_found`,
   * `caller_not_found`, `member_not_found` (not in this queue) or `no_member_available`.
   */
  answerCaller(
    account: TelephonyAccount,
    queueName: string,
    position: number,
    options: { member?: string | undefined; talkSeconds?: number | undefined } = {},
  ): Promise<CallOutcome> {
    return this.#exclusive(account, (sim, nowMs) => {
      const answered = answerWaitingCaller(sim, this.#queue(sim, queueName), position, {
        member: options.member,
        talkSeconds: options.talkSeconds ?? DEFAULT_TALK_SECONDS,
        nowMs,
        random: this.#random,
      });
      const { caller, member, waitSeconds } = answered;
      return { queueName, callerNumber: caller.callerNumber, outcome: 'answered', waitSeconds, member };
    });
  }

  /** The caller at `position` hangs up now; the call is recorded as abandoned. */
  abandonCaller(account: TelephonyAccount, queueName: string, position: number): Promise<CallOutcome> {
    return this.#exclusive(account, async (sim, now) => {
      const queue = this.#queue(sim, queueName);
      const caller = queue.callers[position - 1];
      if (!caller) throw new SimulatorError('caller_not_found');
      const [ended] = await this.#end(sim, [abandonment(sim, queue, caller, now)]);
      const outcome = 'abandoned' as const;
      return {
        queueName,
        callerNumber: caller.callerNumber,
        outcome,
        waitSeconds: ended!.waitSeconds,
        member: null,
      };
    });
  }

  /**
   * Sets the device state and/or the pause of a member in every queue it belongs to. Throws `member_not_found`
   * when the internal number is in no queue.
   */
  setMember(
    account: TelephonyAccount,
    internalNumber: string,
    change: { status?: MemberStatus | undefined; paused?: boolean | undefined },
  ): Promise<void> {
    return this.#exclusive(account, (sim) => {
      const memberships = [...sim.queues.values()].flatMap((q) =>
        q.members.filter((m) => m.internalNumber === internalNumber),
      );
      if (memberships.length === 0) throw new SimulatorError('member_not_found');
      for (const membership of memberships) {
        if (change.status !== undefined) membership.status = change.status;
        if (change.paused !== undefined) membership.paused = change.paused;
      }
    });
  }

  /** Sets an extension's registration; it replaces a device state set for its phone (all members follow it). */
  setExtensionStatus(
    account: TelephonyAccount,
    internalNumber: string,
    status: ExtensionStatusValue,
  ): Promise<void> {
    return this.#exclusive(account, (sim) => {
      const extension = sim.extensions.get(internalNumber);
      if (!extension) throw new SimulatorError('extension_not_found');
      extension.status = status;
      for (const queue of sim.queues.values())
        for (const member of queue.members)
          if (member.internalNumber === internalNumber) member.status = null;
    });
  }

  /** How later click-to-call calls of the account end (until set again). */
  setOriginatePlan(account: TelephonyAccount, plan: OriginatePlan): Promise<void> {
    return this.#exclusive(account, (sim) => {
      sim.originatePlan = plan;
    });
  }

  /** Calls placed through click-to-call, newest first, with the instant the check was made. */
  originatedCalls(account: TelephonyAccount): Promise<{ now: Date; calls: readonly SimOriginatedCall[] }> {
    return this.#exclusive(account, (sim, now) => ({ now: new Date(now), calls: [...sim.originated] }));
  }

  /** Checks the invariants over the account's whole state (see {@link checkSimAccount}). */
  check(account: TelephonyAccount): Promise<SimCheckReport> {
    return this.#exclusive(account, checkReport);
  }

  /** Calls `listener` for every call of the account that ends from now on; returns the way to stop. */
  onCallEnded(account: TelephonyAccount, listener: (call: SimEndedCall) => void): () => void {
    const listeners = this.#listeners.get(account.id) ?? new Set();
    this.#listeners.set(account.id, listeners);
    listeners.add(listener);
    return () => listeners.delete(listener);
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

  /**
   * Runs `command` on the account's state after the one before it, once the calls that ended by the clock's
   * instant are settled.
   */
  #exclusive<T>(
    account: TelephonyAccount,
    command: (sim: SimAccount, nowMs: number) => T | Promise<T>,
  ): Promise<T> {
    const run = async () => {
      const sim = await this.#state(account);
      const now = this.#clock.now().getTime();
      await this.#end(sim, dueEndings(sim, now));
      return command(sim, now);
    };
    const result = (this.#turns.get(account.id) ?? Promise.resolve()).then(run, run);
    this.#turns.set(
      account.id,
      result.catch(() => {}),
    );
    return result;
  }

  #reachable<T>(account: TelephonyAccount, read: (sim: SimAccount, nowMs: number) => T): Promise<T> {
    return this.#exclusive(account, (sim, now) => {
      if (!sim.reachable) throw new TelephonyUnreachableError();
      return read(sim, now);
    });
  }

  async #end(sim: SimAccount, endings: readonly Ending[]): Promise<SimEndedCall[]> {
    const ended = await applyEndings(this.#db, sim, endings);
    for (const call of ended) for (const listener of this.#listeners.get(sim.accountId) ?? []) listener(call);
    return ended;
  }

  #queue(sim: SimAccount, queueName: string): SimQueue {
    const queue = sim.queues.get(queueName);
    if (!queue) throw new SimulatorError('queue_not_found');
    return queue;
  }

  /** The account's next call sequence number: a call's id or channel says nothing about other accounts. */
  #next(sim: SimAccount): number {
    const sequence = (this.#sequences.get(sim.accountId) ?? 0) + 1;
    this.#sequences.set(sim.accountId, sequence);
    return sequence;
  }
}
