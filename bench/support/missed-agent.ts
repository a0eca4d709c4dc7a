/**
 * The missed-calls feed of one account in virtual time, for the missed-day bench: the steps of
 * `missed-read.job.ts` (plan, read when due, apply, plan the next read) with the real planner
 * (`planMissedRead`), the real reads of the history (`readHistory`: the smallest page that covers what is new,
 * the largest page on a burst, at most `MAX_PAGES`), the real window sizing (`readLimit`, `nextRate`,
 * `wallTimeMinus`), the real classification (support/missed-notices.ts) and the real abandon signal
 * (`abandonSeen` on every live sample, delayed by `signal_delay_ms`) and the real notices from the samples
 * (`abandonsBetween`, counted as `countLiveAbandons` does); its background tokens from the shared
 * budget model, with the feed's own day share as the job passes it.
 *
 * Not modelled: Redis (the notices are a map: counted once per record, resolved once), the read lock (one
 * process), Slack (a notice counts as posted when its read counts it), the daily line and the rule's first
 * read of older calls (the rule exists before the day starts, so its first read sets its cursor on nothing).
 * The scheduler is the bot's (`AccountRuns`): one run at each planned instant, no heartbeat (the wakes of
 * `feedWakeAt` do not change an all-day rule's single day).
 */

import type { QueueLive } from '@centralino/schemas';
import { localClock } from '../../packages/bot/src/core/schedule/business-hours.js';
import type { TrafficProfile } from '../../packages/bot/src/core/schedule/traffic-profile.js';
import { abandonSeen } from '../../packages/bot/src/feeds/missed/abandon-signal.js';
import { abandonsBetween, type TimedSample } from '../../packages/bot/src/feeds/missed/abandoned-callers.js';
import type { FeedState } from '../../packages/bot/src/feeds/missed/feed-state.js';
import { inboundPage, outboundPage, readHistory } from '../../packages/bot/src/feeds/missed/history-reads.js';
import type { MissedConfig } from '../../packages/bot/src/feeds/missed/missed-config.schema.js';
import type { InboundRecord, OutboundRecord } from '../../packages/bot/src/feeds/missed/missed-record.js';
import { type FeedPlan, planFeed } from '../../packages/bot/src/feeds/missed/plan-feed.js';
import { nextRate, readLimit, wallTimeMinus } from '../../packages/bot/src/feeds/missed/read-window.js';
import type { AccountBudget, BudgetSnapshot } from '../../packages/bot/src/pbx/limiter/account-budget.js';
import { DEFAULT_BUDGET_CONFIG } from '../../packages/bot/src/pbx/limiter/budget-config.js';
import type { PbxGateway } from '../../packages/bot/src/pbx/pbx-gateway.js';
import type { BudgetModel } from './budget-model.js';
import type { CallHistory } from './call-history.js';
import { type FeedRule, NoticeBook } from './missed-notices.js';

const DAY_MS = 86_400_000;
const DUE_SLACK_MS = 500;

const newer = (m: string, d: string) => (d.localeCompare(m) > 0 ? d : m);

/** What the feed did over the day. */
export interface FeedTally {
  requests: number;
  inboundRequests: number;
  outboundRequests: number;
  denied: number;
  /** Reads by the plan's reason. */
  reasons: Map<string, number>;
  /** Signals raised (ms of the day). */
  signals: number[];
  /** Each granted request: ms of the day. */
  log: number[];
}

export class MissedFeedAgent {
  readonly tally: FeedTally = {
    requests: 0,
    inboundRequests: 0,
    outboundRequests: 0,
    denied: 0,
    reasons: new Map(),
    signals: [],
    log: [],
  };
  readonly notices: NoticeBook;
  #lastReadAt: number | undefined;
  #newestIn = '';
  #knownIn = 0;
  #ratePerMinute: number | undefined;
  #newestOut = '';
  #knownOut = 0;
  #resume: { page: number; limit: number; boundary: string } | undefined;
  #lastOutAt: number | undefined;
  #lastFreshAt: number | undefined;
  #readsToday = 0;
  /** The reads the feed keeps for the rest of the day, as it last published them (the alerts leave them). */
  reserve = 0;
  #signalAt: number | undefined;
  #lastSample: TimedSample | undefined;
  /** Planned runs (epoch ms), ascending. */
  #runs: number[] = [];
  #started = false;
  /** The instant of the step being run (the budget and the history answer at it). */
  #now = 0;
  readonly #budget: AccountBudget;
  readonly #gateway: PbxGateway;

  constructor(
    readonly name: string,
    private readonly model: BudgetModel,
    private readonly history: CallHistory,
    private readonly settings: MissedConfig,
    private readonly rule: FeedRule,
    private readonly day: { start: number; timeZone: string; today: string },
    /** The alerts plan reads too (the split then gives the feed its `feed_share`). */
    private readonly alertsWatching: boolean,
    /** The account's traffic profile as learnt before the day (by the alerts, or by the feed's own reads). */
    private readonly profile: TrafficProfile | undefined,
    private readonly options: { signal: boolean },
  ) {
    this.notices = new NoticeBook(rule, day.today);
    this.#budget = {
      tryAcquire: async (_account: string, o: { priority: 'background'; dayShare?: number }) => {
        const g = this.model.tryAcquire(this.#now, o.priority, o.dayShare);
        if (g.granted) {
          this.tally.requests++;
          this.#readsToday++;
          this.tally.log.push(this.#now - this.day.start);
          return { granted: true, grant: {}, remainingMinute: 0, remainingDay: 0, at: this.#now };
        }
        this.tally.denied++;
        return { granted: false, reason: g.reason, retryAfterMs: g.retryAfterMs, at: this.#now };
      },
    } as unknown as AccountBudget;
    const client = {
      calls: {
        inboundPage: async ({ limit }: { limit: number }, page: number) => {
          this.tally.inboundRequests++;
          return this.history.inboundPage(this.#now, limit, page);
        },
        outboundPage: async ({ limit }: { limit: number }, page: number) => {
          this.tally.outboundRequests++;
          return this.history.outboundPage(this.#now, limit, page);
        },
      },
    };
    this.#gateway = {
      call: async (_grant: unknown, _operation: string, run: (c: unknown) => Promise<unknown>) => run(client),
    } as unknown as PbxGateway;
  }

  /**
   * A live sample of the queues (the alerts' read or a user's `/queue live`) at `t`, ms of the day: the callers
   * who certainly abandoned get their notice at once (`abandonsBetween`, `countLiveAbandons`: a provisional
   * record the history's confirms); any sign of an abandon brings a read forward, as before (the signal).
   */
  onSample(t: number, queues: readonly QueueLive[]): void {
    const previous = this.#lastSample;
    const next = { at: this.day.start + t, queues };
    this.#lastSample = next;
    if (!this.options.signal) return;
    this.notices.applyLive(abandonsBetween(previous, next), t, this.day.timeZone);
    if (!abandonSeen(previous?.queues, queues)) return;
    const at = this.day.start + t + this.settings.signal_delay_ms;
    this.tally.signals.push(t);
    if (this.#signalAt === undefined || this.#signalAt > at) this.#signalAt = at;
    this.#runAt(at, this.day.start + t);
  }

  /** Runs every step due before `untilMs` (ms of the day), in order. */
  async runUntil(untilMs: number): Promise<void> {
    for (;;) {
      // before the first plan, the account starts at the day's start (`AccountRuns.ensure`)
      if (!this.#started) this.#runAt(this.day.start, this.day.start);
      this.#started = true;
      const at = this.#runs[0];
      if (at === undefined || at >= this.day.start + Math.min(untilMs, DAY_MS)) return;
      this.#runs.shift();
      this.#now = Math.max(at, this.#now);
      await this.#step();
    }
  }

  #runAt(at: number, from = this.#now): void {
    at = Math.max(at, from);
    if (this.#runs.includes(at)) return;
    this.#runs.push(at);
    this.#runs.sort((a, b) => a - b);
  }

  /** `planFeed` as the job calls it, on the budget model and the agent's state. */
  #plan(): FeedPlan {
    const m = this.model;
    const feedPlan = planFeed({
      now: this.#now,
      today: this.day.today,
      rules: [this.rule],
      clock: localClock(this.#now, this.day.timeZone),
      budget: {
        limits: { perDay: m.limits.perDay },
        day: { background: m.dayBackground, used: m.dayUsed, resetsAt: this.day.start + DAY_MS },
      } as BudgetSnapshot,
      split: {
        share: m.limits.backgroundDayShare,
        alertsAt: this.alertsWatching ? this.#now : undefined,
        profile: this.alertsWatching ? this.profile : undefined,
        profileOn: undefined,
        feedReserve: undefined,
        feedDate: undefined,
        feedAt: undefined,
      },
      configuredShare: DEFAULT_BUDGET_CONFIG.backgroundDayShare,
      settings: this.settings,
      state: {
        lastReadAt: this.#lastReadAt,
        lastOutAt: this.#lastOutAt,
        lastFreshAt: this.#lastFreshAt,
        signalAt: this.#signalAt,
        readsDate: this.day.today,
        readsToday: this.#readsToday,
      } as FeedState,
      openNotices: this.notices.watched().length,
      // learnt over the days before (the feed's own counts, or the alerts' profile while they watch)
      ownProfile: this.profile,
    });
    this.reserve = feedPlan.reserve;
    return feedPlan;
  }

  async #step(): Promise<void> {
    const now = this.#now;
    const { plan, dayShare } = this.#plan();
    if (plan.nextReadAt > now + DUE_SLACK_MS || !plan.read) {
      this.#runAt(plan.nextReadAt);
      return;
    }
    const s = this.settings;
    const elapsed = this.#lastReadAt === undefined ? 0 : now - this.#lastReadAt;
    const boundaryIn = this.#newestIn
      ? wallTimeMinus(this.#newestIn, s.lookback_minutes)
      : `${this.day.today} 00:00:00`;
    const resume = this.#resume;
    const inRead = await readHistory<InboundRecord>(
      { budget: this.#budget, gateway: this.#gateway },
      {
        accountId: 'main',
        dayShare,
        from: resume,
        limit: this.#newestIn
          ? readLimit({
              knownSinceBoundary: this.#knownIn,
              ratePerMinute: this.#ratePerMinute ?? 0,
              elapsedMs: elapsed,
            })
          : 200,
        boundary: resume?.boundary ?? boundaryIn,
        operation: 'listInboundCalls',
        key: (r) => String(r.id),
        page: inboundPage,
      },
    );
    if (!inRead.ok) {
      const retryMs = Math.max(inRead.denied?.retryAfterMs ?? s.min_interval_ms, 1000);
      this.#runAt(now + retryMs);
      return;
    }
    this.tally.reasons.set(plan.reason, (this.tally.reasons.get(plan.reason) ?? 0) + 1);
    this.#resume = inRead.covered ? undefined : { ...inRead.next, boundary: resume?.boundary ?? boundaryIn };
    this.notices.applyInbound(inRead.records, this.#now - this.day.start);
    if (resume) {
      this.#lastReadAt = now;
      this.#runAt(now + s.min_interval_ms);
      return;
    }
    const newestIn = inRead.records.map((r) => r.calldate).reduce(newer, this.#newestIn);
    const boundaryNext = newestIn ? wallTimeMinus(newestIn, s.lookback_minutes) : '';
    const fresh = this.#newestIn ? inRead.records.filter((r) => r.calldate > this.#newestIn).length : 0;
    if (fresh > 0 || this.#lastFreshAt === undefined) this.#lastFreshAt = now;
    this.#lastReadAt = now;
    this.#knownIn = inRead.records.filter((r) => r.calldate >= boundaryNext).length;
    this.#ratePerMinute = nextRate(this.#ratePerMinute, fresh, elapsed);
    this.#newestIn = newestIn;
    if (this.#signalAt !== undefined && this.#signalAt <= now) this.#signalAt = undefined;

    const stillOpen = this.notices.watched();
    if (stillOpen.length > 0 && plan.readOutbound) await this.#readOutbound(stillOpen, dayShare);
    this.#runAt(this.#plan().plan.nextReadAt);
  }

  async #readOutbound(open: readonly { lastAt: string }[], dayShare: number): Promise<void> {
    const s = this.settings;
    const oldestOpen = open.map((n) => n.lastAt).sort()[0] ?? '';
    const newestBoundary = this.#newestOut ? wallTimeMinus(this.#newestOut, s.lookback_minutes) : '';
    const boundaryOut = this.#newestOut && newestBoundary > oldestOpen ? newestBoundary : oldestOpen;
    const outRead = await readHistory<OutboundRecord>(
      { budget: this.#budget, gateway: this.#gateway },
      {
        accountId: 'main',
        dayShare,
        limit: readLimit({ knownSinceBoundary: this.#knownOut, ratePerMinute: 0, elapsedMs: 0 }),
        boundary: boundaryOut,
        operation: 'listOutboundCalls',
        key: (r) => r.uniqueid,
        page: outboundPage,
      },
    );
    this.notices.applyOutbound(outRead.records, this.#now - this.day.start);
    if (outRead.ok) {
      this.#lastOutAt = this.#now;
      const newestOut = outRead.records.map((r) => r.calldate).reduce(newer, this.#newestOut);
      this.#newestOut = newestOut;
      const boundary = wallTimeMinus(newestOut, s.lookback_minutes);
      this.#knownOut = outRead.records.filter((r) => r.calldate >= boundary).length;
    }
  }
}
