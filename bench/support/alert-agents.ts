import type { QueueLive } from '@centralino/schemas';
import {
  activeMsLeftToday,
  isWithinHours,
  type LocalClock,
  localClock,
  msUntilActive,
} from '../../packages/bot/src/core/schedule/business-hours.js';
import {
  dayShareLeft,
  type TrafficProfile,
  weightAt,
  weightedActiveMsLeft,
} from '../../packages/bot/src/core/schedule/traffic-profile.js';
import type { AlertRule, BusinessHours } from '../../packages/bot/src/feeds/alerts/alert-rule.schema.js';
import { type CardState, transition } from '../../packages/bot/src/feeds/alerts/card-transition.js';
import { type DesiredCard, desiredCards } from '../../packages/bot/src/feeds/alerts/evaluate-rule.js';
import { planPolling, tickChanged } from '../../packages/bot/src/feeds/alerts/poll-interval.js';
import {
  predictCrossings,
  watchedQueueHasCallers,
} from '../../packages/bot/src/feeds/alerts/predict-crossings.js';
import {
  PLAN_TUNING,
  type PlanTuning,
  planNextRead,
  type ReadPlan,
  type ReadPlanInput,
} from '../../packages/bot/src/feeds/alerts/read-plan.js';
import type { BudgetModel } from './budget-model.js';
import type { Command } from './command-load.js';

/** The exchange as the agents read it: `GET /v1/queue/live` at an instant. */
export interface LiveSource {
  live(nowMs: number): QueueLive[];
}

/** Settings shared by both policies (the bot's defaults). */
export interface AgentSettings {
  timeZone: string;
  /** Epoch ms of the simulated day's local midnight. */
  dayStart: number;
  baseMs: number;
  maxMs: number;
  clearAfterMs: number;
}

/** A `/queue live` answer younger than this is served from the command cache (`cacheTtlMs.live`). */
const LIVE_CACHE_MS = 3000;
const DAY_MS = 86_400_000;

/** What an agent counts over the day. */
export interface AgentTally {
  alertReads: number;
  /** Background requests spent learning the traffic profile (counted in `alertReads` too). */
  learningReads: number;
  commandRequests: number;
  /** `/queue live` commands answered from a fresh sample, no request. */
  commandsFromCache: number;
  commandsDelayed: number;
  /** Refused only because alert grants held part of the window or of the day. */
  commandsDelayedByAlerts: number;
  /** Most background grants seen in one window. */
  maxBackgroundInWindow: number;
  reasons: Map<string, number>;
  /** Each alert read: ms of the day and why it was taken. */
  log: { t: number; reason: string }[];
}

/**
 * One alert policy running in virtual time against the simulated exchange, with its own copy of the account's
 * budget, the day's commands and the cards of the rules: the real rule evaluation (`desiredCards`) and card
 * lifecycle (`transition`) applied at every read, as `applyPoll` does.
 */
export abstract class AlertAgent {
  readonly tally: AgentTally = {
    alertReads: 0,
    learningReads: 0,
    commandRequests: 0,
    commandsFromCache: 0,
    commandsDelayed: 0,
    commandsDelayedByAlerts: 0,
    maxBackgroundInWindow: 0,
    reasons: new Map(),
    log: [],
  };
  /** Per card key: ms of the day of reads that found its rule's condition holding. */
  readonly observed = new Map<string, number[]>();
  /** Per card key: ms of the day its card resolved. */
  readonly resolved = new Map<string, number[]>();
  readonly #cards = new Map<string, CardState>();
  readonly #commands: Command[];
  #nextCommand = 0;
  /** Commands refused a token, waiting for it (`at`: when they try again, ms of the day). */
  #waiting: Command[] = [];
  protected lastCommandSampleAt: number | undefined;
  protected nextWake = 0;

  constructor(
    readonly name: string,
    protected readonly rules: readonly AlertRule[],
    readonly budget: BudgetModel,
    protected readonly settings: AgentSettings,
    protected readonly exchange: LiveSource,
    commands: readonly Command[],
  ) {
    this.#commands = [...commands];
  }

  /** Runs every event of the agent before `untilMs` (ms of the day), in order. */
  runUntil(untilMs: number): void {
    for (;;) {
      const command = this.#commands[this.#nextCommand];
      const waiting = this.#waiting[0];
      const nextCommandAt = Math.min(
        command?.at ?? Number.POSITIVE_INFINITY,
        waiting?.at ?? Number.POSITIVE_INFINITY,
      );
      const at = Math.min(this.nextWake, nextCommandAt);
      if (at >= untilMs || at >= DAY_MS) return;
      if (nextCommandAt <= this.nextWake) {
        const retry = waiting !== undefined && waiting.at === nextCommandAt;
        if (retry) this.#waiting.shift();
        else this.#nextCommand++;
        this.#command(retry ? waiting : command!, nextCommandAt, retry);
      } else {
        this.wake(at);
      }
    }
  }

  /** The policy's own step at `t` (ms of the day); sets `nextWake`. */
  protected abstract wake(t: number): void;

  /** A user's `/queue live` brought a sample at `t` (ms of the day). */
  protected abstract onCommandSample(t: number, queues: QueueLive[]): void;

  /** A sample fresh enough to answer a `/queue live` from the cache. */
  protected abstract freshSampleAt(): number | undefined;

  protected clock(t: number): LocalClock {
    return localClock(this.settings.dayStart + t, this.settings.timeZone);
  }

  protected activeRules(clock: LocalClock): AlertRule[] {
    return this.rules.filter((r) => isWithinHours(r.hours, clock));
  }

  protected get openCards(): number {
    let open = 0;
    for (const card of this.#cards.values()) if (card.status === 'open') open++;
    return open;
  }

  /** When each clearing card may resolve (epoch ms): its first quiet read plus `clear_after`. */
  protected clearingDeadlines(): number[] {
    const out: number[] = [];
    for (const card of this.#cards.values()) {
      if (card.status === 'open' && card.clearingSince !== undefined)
        out.push(card.clearingSince + this.settings.clearAfterMs);
    }
    return out;
  }

  protected count(reason: string, t: number): void {
    this.tally.reasons.set(reason, (this.tally.reasons.get(reason) ?? 0) + 1);
    if (reason !== 'denied') this.tally.log.push({ t, reason });
  }

  /** One background read of every queue at `t`, if a token is granted. */
  protected read(t: number): { queues: QueueLive[] } | { retryAfterMs: number } {
    const now = this.settings.dayStart + t;
    const grant = this.budget.tryAcquire(now, 'background');
    if (!grant.granted) return { retryAfterMs: grant.retryAfterMs };
    this.tally.alertReads++;
    this.tally.maxBackgroundInWindow = Math.max(
      this.tally.maxBackgroundInWindow,
      this.budget.backgroundInWindow(now),
    );
    return { queues: this.exchange.live(now) };
  }

  /** `applyPoll`: one step of every card the active rules watch and of every open card. */
  protected apply(t: number, rules: readonly AlertRule[], queues: readonly QueueLive[] | undefined): void {
    const now = this.settings.dayStart + t;
    const desired = queues ? desiredCards(rules, queues) : new Map<string, DesiredCard>();
    const keys = new Set(desired.keys());
    for (const [key, card] of this.#cards) if (card.status === 'open') keys.add(key);
    for (const key of keys) {
      const want = desired.get(key);
      const prev = this.#cards.get(key);
      const open = prev?.status === 'open' ? prev : undefined;
      if (want?.level) push(this.observed, key, t);
      if (!want?.level && !open) continue;
      const step = transition({
        prev: open,
        desired: want?.level ?? null,
        now,
        clearAfterMs: this.settings.clearAfterMs,
        muted: false,
      });
      if (step.next) this.#cards.set(key, step.next);
      if (step.event === 'resolved') push(this.resolved, key, t);
    }
  }

  #command(command: Command, t: number, retry: boolean): void {
    const now = this.settings.dayStart + t;
    const cachedAt = command.live ? this.freshSampleAt() : undefined;
    if (cachedAt !== undefined && t - cachedAt <= LIVE_CACHE_MS) {
      this.tally.commandsFromCache++;
      return;
    }
    const grant = this.budget.tryAcquire(now, 'command');
    if (!grant.granted) {
      // the bot waits for its turn; counted once per command
      if (!retry) {
        this.tally.commandsDelayed++;
        if (grant.causedByBackground) this.tally.commandsDelayedByAlerts++;
      }
      if (Number.isFinite(grant.retryAfterMs)) {
        const retry = { ...command, at: t + grant.retryAfterMs };
        this.#waiting.push(retry);
        this.#waiting.sort((a, b) => a.at - b.at);
      }
      return;
    }
    this.tally.commandRequests++;
    if (command.live) {
      this.lastCommandSampleAt = t;
      this.onCommandSample(t, this.exchange.live(now));
    }
  }
}

function push(map: Map<string, number[]>, key: string, value: number): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Today's policy: the poll job of `alert-poll.job.ts` on its BullMQ scheduler. Every tick re-plans with
 * `planPolling` (even spreading of the day's share over the active time left); the scheduler's `every` moves
 * only when the tick changes by over 10 %; a lock keeps polls 80 % of an interval apart; a poll takes a
 * background token or is skipped. Users' `/queue live` samples are not used.
 */
export class EvenSpreadAgent extends AlertAgent {
  #every: number | undefined;
  #lockUntil = Number.NEGATIVE_INFINITY;

  protected wake(t: number): void {
    const s = this.settings;
    const now = s.dayStart + t;
    const clock = this.clock(t);
    const hours = this.rules.map((r) => r.hours);
    const active = this.activeRules(clock);
    const b = this.budget;
    const plan = planPolling({
      now,
      baseMs: s.baseMs,
      maxTickMs: s.maxMs,
      windowMs: b.limits.windowMs,
      perMinute: b.limits.perMinute,
      commandReserve: b.limits.commandReserve,
      perDay: b.limits.perDay,
      dayUsed: b.dayUsed,
      dayBackground: b.dayBackground,
      backgroundLimit: b.backgroundLimit,
      dayEndsAt: s.dayStart + DAY_MS,
      activeNow: active.length > 0,
      activeMsLeft: activeMsLeftToday(hours, clock),
      msUntilActive: msUntilActive(hours, clock),
    });
    // the scheduler: the next tick one `every` on, or `tickMs` from now when the plan moved it
    if (this.#every === undefined) this.#every = s.baseMs;
    if (tickChanged(this.#every, plan.tickMs)) {
      this.#every = plan.tickMs;
      this.nextWake = t + plan.tickMs;
    } else {
      this.nextWake = t + this.#every;
    }
    if (active.length === 0) {
      this.apply(t, active, undefined);
      return;
    }
    if (!plan.poll) return;
    if (t < this.#lockUntil) return;
    this.#lockUntil = t + Math.max(Math.floor(plan.intervalMs * 0.8), 1);
    const result = this.read(t);
    if (!('queues' in result)) {
      this.#lockUntil = Number.NEGATIVE_INFINITY;
      this.count('denied', t);
      return;
    }
    this.count(plan.reason, t);
    this.apply(t, active, result.queues);
  }

  protected onCommandSample(): void {}

  protected freshSampleAt(): number | undefined {
    return this.lastCommandSampleAt;
  }
}

/** How the new policy is run; the defaults are the planner's as integrated. */
export interface ReadPolicyOptions {
  profile: TrafficProfile | undefined;
  /** Background requests spent at the day's start learning the profile (`GET /v1/calls/in/{date}`). */
  learningReads: number;
  marginMs: number;
  /** Variant: other constants for the planner (its own are `PLAN_TUNING`). */
  tuning?: Partial<PlanTuning>;
  /** Variant: open cards' resolution instants are not passed to the planner (the planner before). */
  noResolutionReads?: boolean;
  /**
   * The alerts' share as the poll job takes it at every run (`alertShareFor` with today's commands and the day
   * left); without it the share stays the one of the day's start (the policy before).
   */
  shareToday?: (commandsToday: number, dayLeft: number) => number;
  /** The reads the missed-call feed keeps for the rest of the day (`BackgroundSplit`): not the alerts' to spend. */
  feedReserve?: () => number;
}

/**
 * The new policy: `planNextRead` on the latest sample (the poller's or a user's `/queue live`), with
 * `predictCrossings`, `watchedQueueHasCallers` and the clearing cards' resolution instants for its reactive
 * inputs, and the traffic profile's `weightAt`/`weightedActiveMsLeft`. It runs at the planned read (each run
 * plans the next: `AccountRuns`), and whenever a user's command brings a sample (which is applied to the cards and re-plans, for
 * free).
 */
export class ReadPlanAgent extends AlertAgent {
  #sample: { at: number; queues: QueueLive[] } | undefined;
  #weighted: Float64Array | undefined;

  constructor(
    name: string,
    rules: readonly AlertRule[],
    budget: BudgetModel,
    settings: AgentSettings,
    exchange: LiveSource,
    commands: readonly Command[],
    private readonly options: ReadPolicyOptions,
  ) {
    super(name, rules, budget, settings, exchange, commands);
    for (let i = 0; i < options.learningReads; i++) {
      if (budget.tryAcquire(settings.dayStart, 'background').granted) {
        this.tally.alertReads++;
        this.tally.learningReads++;
      }
    }
  }

  protected wake(t: number): void {
    const clock = this.clock(t);
    const active = this.activeRules(clock);
    if (this.options.shareToday) {
      const b = this.budget;
      b.limits.backgroundDayShare = this.options.shareToday(
        b.dayUsed - b.dayBackground,
        dayShareLeft(this.options.profile, clock),
      );
    }
    if (active.length === 0) this.apply(t, active, undefined);
    let plan = this.#plan(t, clock, active);
    if (plan.poll && plan.nextReadAt <= this.settings.dayStart + t) {
      const result = this.read(t);
      if ('queues' in result) {
        this.count(plan.reason, t);
        this.#sample = { at: t, queues: result.queues };
        this.apply(t, active, result.queues);
        plan = this.#plan(t, clock, active);
      } else {
        this.count('denied', t);
        this.nextWake = t + Math.max(result.retryAfterMs, 1000);
        return;
      }
    }
    this.nextWake = plan.nextReadAt - this.settings.dayStart;
  }

  protected onCommandSample(t: number, queues: QueueLive[]): void {
    this.#sample = { at: t, queues };
    this.apply(t, this.activeRules(this.clock(t)), queues);
    this.wake(t);
  }

  protected freshSampleAt(): number | undefined {
    return this.#sample?.at;
  }

  #plan(t: number, clock: LocalClock, active: readonly AlertRule[]): ReadPlan {
    const s = this.settings;
    const b = this.budget;
    const now = s.dayStart + t;
    const hours = this.rules.map((r) => r.hours);
    const sample = this.#sample;
    const activeMsLeft = activeMsLeftToday(hours, clock);
    const input: ReadPlanInput = {
      now,
      lastReadAt: sample ? s.dayStart + sample.at : undefined,
      baseMs: s.baseMs,
      maxCalmMs: s.maxMs,
      windowMs: b.limits.windowMs,
      perMinute: b.limits.perMinute,
      commandReserve: b.limits.commandReserve,
      perDay: b.limits.perDay,
      dayUsed: b.dayUsed,
      dayBackground: b.dayBackground,
      backgroundLimit: Math.max(b.backgroundLimit - (this.options.feedReserve?.() ?? 0), 0),
      dayEndsAt: s.dayStart + DAY_MS,
      activeNow: active.length > 0,
      msUntilActive: msUntilActive(hours, clock),
      weightedActiveMsLeft: this.#weightedLeft(clock, hours),
      weightNow: weightAt(this.options.profile, clock.minute),
      activeMsLeft,
      busy: (sample !== undefined && watchedQueueHasCallers(active, sample.queues)) || this.openCards > 0,
      crossings: sample ? predictCrossings(active, sample.queues, s.dayStart + sample.at) : [],
      resolutions: this.options.noResolutionReads ? [] : this.clearingDeadlines(),
      marginMs: this.options.marginMs,
    };
    return planNextRead(input, { ...PLAN_TUNING, ...this.options.tuning });
  }

  /**
   * `weightedActiveMsLeft` at `clock`, from a table of the day built once per agent (the rest of the day from
   * each whole minute, summed backwards); the table is checked against `weightedActiveMsLeft` itself every
   * hour of the day (see {@link shortcutChecks}).
   */
  #weightedLeft(clock: LocalClock, hours: readonly (BusinessHours | undefined)[]): number {
    const profile = this.options.profile;
    if (!this.#weighted) this.#weighted = weightedTable(profile, hours, clock.weekday);
    const activeThisMinute = hours.some((h) => isWithinHours(h, clock));
    const whole = this.#weighted[clock.minute] ?? 0;
    return whole - (activeThisMinute ? clock.msInMinute * weightAt(profile, clock.minute) : 0);
  }
}

/** Self-checks of the bench's shortcuts (expected 0). */
export const shortcutChecks = {
  /** Tables of the day that differed from `weightedActiveMsLeft` at a whole hour. */
  weightedTableMismatches: 0,
};

function weightedTable(
  profile: TrafficProfile | undefined,
  hours: readonly (BusinessHours | undefined)[],
  weekday: number,
): Float64Array {
  const table = new Float64Array(1441);
  for (let minute = 1439; minute >= 0; minute--) {
    const at: LocalClock = { weekday, minute, msInMinute: 0 };
    const active = hours.some((h) => isWithinHours(h, at));
    table[minute] = table[minute + 1]! + (active ? 60_000 * weightAt(profile, minute) : 0);
  }
  for (let minute = 0; minute < 1440; minute += 60) {
    const real = weightedActiveMsLeft(profile, hours, { weekday, minute, msInMinute: 0 });
    if (Math.abs(real - table[minute]!) > 1e-6 * Math.max(real, 1)) shortcutChecks.weightedTableMismatches++;
  }
  return table;
}
