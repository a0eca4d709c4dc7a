import { randomUUID } from 'node:crypto';
import type { RedisClient } from '../../core/redis/redis-client.js';
import { BackgroundSplit } from './background-split.js';
import { type AccountBudgetConfig, DEFAULT_BUDGET_CONFIG } from './budget-config.js';
import { acquireScript, blockScript, settleScript, snapshotScript, syncScript } from './budget-scripts.js';
import { localDay } from './local-day.js';
import type { RateLimitHeaders } from './rate-limit-headers.js';

/** Who asks: a user's slash command, or background work such as queue alert polling. */
export type BudgetPriority = 'command' | 'background';

/** Why a token was refused: window full, day used up, 429 block, or the share kept for commands. */
export type DenyReason = 'minute' | 'day' | 'blocked' | 'reserved';

/** Outcome of `tryAcquire`; `at` is the instant (Redis clock) the decision was taken. */
export type AcquireResult =
  | { granted: true; remainingMinute: number; remainingDay: number; at: number; grant: GrantRef }
  | { granted: false; retryAfterMs: number; reason: DenyReason; at: number };

/** One granted token, to be settled once its request has ended (see `AccountBudget.settle`). */
export interface GrantRef {
  accountId: string;
  member: string;
}

/** What `syncFromHeaders` changed, for logs and metrics. */
export interface SyncResult {
  phantomsAdded: number;
  dayRaisedBy: number;
}

/** An account's budget as seen now, for `/pbx account` and metrics. */
export interface BudgetSnapshot {
  accountId: string;
  at: number;
  limits: { perMinute: number; perDay: number; source: 'server' | 'config' };
  minute: {
    windowMs: number;
    used: number;
    remaining: number;
    background: number;
    commandReserve: number;
    /** 0 when a command would be granted now (ignoring day and block), else ms until a slot frees. */
    nextFreeInMs: number;
    /** Grant times in the window, oldest first (epoch ms). */
    grants: number[];
  };
  day: {
    date: string;
    timeZone: string;
    used: number;
    remaining: number;
    resetsAt: number;
    background: number;
    backgroundLimit: number;
  };
  blockedUntil: number | null;
}

export interface AccountBudgetOptions {
  /** Key prefix in Redis. Default `budget`. */
  prefix?: string;
  /** Length of the sliding window in ms. Default 60 000 (the PBX limit is per minute). */
  windowMs?: number;
  /** Overrides of `DEFAULT_BUDGET_CONFIG` for every account. */
  defaults?: Partial<AccountBudgetConfig>;
  /** Per-account overrides (for example from the bot's account configuration). */
  accounts?: (accountId: string) => Partial<AccountBudgetConfig> | undefined;
  /**
   * Where an account's budget is counted (default: its id). Accounts of one exchange connected by several
   * workspaces answer the same: the budget is the exchange's.
   */
  bucketOf?: (accountId: string) => string;
}

const LIMITS_TTL_MS = 7 * 86_400_000;

/**
 * Per-account PBX request budget shared by every bot process through Redis. Each decision is one
 * atomic Lua script: a sliding window (never more than `perMinute` grants in any `windowMs` span,
 * stricter than the server's fixed minute), a counter of the account's local day, a share kept for
 * commands, the server's own view merged in from response headers, and 429 blocks.
 * @see pbx-api-reference.md#limits
 */
export class AccountBudget {
  readonly windowMs: number;
  readonly #redis: RedisClient;
  readonly #prefix: string;
  readonly #defaults: AccountBudgetConfig;
  readonly #accounts: AccountBudgetOptions['accounts'];
  readonly #bucketOf: (accountId: string) => string;
  /** How the background reads are split between the alerts and the missed-call feed. */
  readonly split: BackgroundSplit;

  constructor(redis: RedisClient, options: AccountBudgetOptions = {}) {
    this.#redis = redis;
    this.#prefix = options.prefix ?? 'budget';
    this.windowMs = options.windowMs ?? 60_000;
    this.#defaults = { ...DEFAULT_BUDGET_CONFIG, ...options.defaults };
    this.#accounts = options.accounts;
    this.#bucketOf = options.bucketOf ?? ((id) => id);
    this.split = new BackgroundSplit(redis, (accountId) => this.#key(accountId, 'split'));
  }

  /** The configured limits of an account (the server's reported limits take precedence in Redis). */
  configFor(accountId: string): AccountBudgetConfig {
    return { ...this.#defaults, ...this.#accounts?.(accountId) };
  }

  /**
   * Takes one token for a PBX request, or says exactly how long until one frees. Background work is
   * granted only while `commandReserveMinute` tokens stay free in the window and its day share lasts.
   */
  async tryAcquire(
    accountId: string,
    {
      priority = 'command',
      now,
      dayShare,
    }: {
      priority?: BudgetPriority;
      now?: number;
      /** Background only: the share of the day it may use now, instead of the configured one. */
      dayShare?: number;
    } = {},
  ): Promise<AcquireResult> {
    const config = this.configFor(accountId);
    const day = localDay(now ?? Date.now(), config.timeZone);
    const member = `${priority === 'background' ? 'b' : 'c'}:${randomUUID()}`;
    const reply = (await acquireScript.run(this.#redis, this.#keys(accountId, day.date), [
      now === undefined ? '' : Math.floor(now),
      this.windowMs,
      config.perMinute,
      config.perDay,
      config.commandReserveMinute,
      dayShare ?? config.backgroundDayShare,
      priority === 'background' ? 1 : 0,
      member,
      day.endsAt,
    ])) as [number, number | string, number, number];
    const [granted, second, third, at] = reply;
    if (granted === 1) {
      return {
        granted: true,
        remainingMinute: Number(second),
        remainingDay: third,
        at,
        grant: { accountId, member },
      };
    }
    return { granted: false, reason: second as DenyReason, retryAfterMs: Math.max(third, 1), at };
  }

  /**
   * Marks a grant's request as ended: its slot in the window now counts from this instant (Redis clock), not
   * from the grant. The server counts a request when it arrives, somewhere between the grant and the answer;
   * counting the slot from the answer keeps every window of arrivals within the limit whatever the latency
   * and its jitter (a request held up in a busy process, a slow network). Call it after every granted request,
   * answered or failed; a process that dies first leaves the grant counted from its start.
   */
  async settle(grant: GrantRef, { now }: { now?: number } = {}): Promise<boolean> {
    const reply = await settleScript.run(
      this.#redis,
      [this.#key(grant.accountId, 'win')],
      [now === undefined ? '' : Math.floor(now), this.windowMs, grant.member],
    );
    return reply === 1;
  }

  /**
   * Merges the server's view from a response's rate-limit headers: adopts its limits and, where it
   * counts more usage than we do (other systems on the same account), adds phantom usage at `at`.
   * Never makes the local view more optimistic.
   */
  async syncFromHeaders(accountId: string, headers: RateLimitHeaders & { at?: number }): Promise<SyncResult> {
    const values = [headers.limitMinute, headers.remainingMinute, headers.limitDay, headers.remainingDay];
    if (!values.every((v) => Number.isInteger(v) && v >= 0)) {
      throw new RangeError(`Invalid rate-limit headers: ${JSON.stringify(headers)}`);
    }
    const at = Math.floor(headers.at ?? Date.now());
    const config = this.configFor(accountId);
    const day = localDay(at, config.timeZone);
    const keys = this.#keys(accountId, day.date);
    const reply = (await syncScript.run(
      this.#redis,
      [keys[0], keys[1], keys[4]],
      [
        at,
        this.windowMs,
        headers.limitMinute,
        Math.min(headers.remainingMinute, headers.limitMinute),
        headers.limitDay,
        Math.min(headers.remainingDay, headers.limitDay),
        day.endsAt,
        `p:${randomUUID()}:`,
        LIMITS_TTL_MS,
      ],
    )) as [number, number];
    return { phantomsAdded: reply[0], dayRaisedBy: reply[1] };
  }

  /** Refuses every grant of the account, in every process, until `untilMs` (from a 429 `Retry-After`). */
  async blockUntil(accountId: string, untilMs: number): Promise<boolean> {
    return (
      (await blockScript.run(this.#redis, [this.#key(accountId, 'blocked')], [Math.ceil(untilMs)])) === 1
    );
  }

  /**
   * Ms until the `place`-th command waiting for this account gets a token (1 = the next one), from the grants
   * in the window: the k-th waiter takes the token freed when the k-th oldest grant beyond the limit leaves the
   * window, and waiters past one window's worth take the tokens their predecessors' grants free a window later.
   * So a backlog drains at the full rate instead of being spaced from the first freed token. Ignores the day
   * budget and 429 blocks (those wait for their own reset).
   */
  async waitForTurn(accountId: string, place: number, { now }: { now?: number } = {}): Promise<number> {
    const snap = await this.snapshot(accountId, now === undefined ? {} : { now });
    return turnDelay(snap.minute.grants, snap.limits.perMinute, this.windowMs, Math.max(place, 1), snap.at);
  }

  /** Limits, usage and remaining budget of the window and the day, background share, block. */
  async snapshot(accountId: string, { now }: { now?: number } = {}): Promise<BudgetSnapshot> {
    const config = this.configFor(accountId);
    const day = localDay(now ?? Date.now(), config.timeZone);
    const reply = (await snapshotScript.run(this.#redis, this.#keys(accountId, day.date), [
      now === undefined ? '' : Math.floor(now),
      this.windowMs,
    ])) as [number, string | null, string | null, number, number, number, string[]];
    const [at, serverMinute, serverDay, dayUsed, dayBackground, blocked, window] = reply;
    const perMinute = serverMinute === null ? config.perMinute : Number(serverMinute);
    const perDay = serverDay === null ? config.perDay : Number(serverDay);
    const scores: number[] = [];
    let background = 0;
    for (let i = 0; i < window.length; i += 2) {
      if (window[i]?.startsWith('b:')) background++;
      scores.push(Number(window[i + 1]));
    }
    const used = scores.length;
    const freeing = used >= perMinute ? scores[used - perMinute] : undefined;
    return {
      accountId,
      at,
      limits: { perMinute, perDay, source: serverMinute === null ? 'config' : 'server' },
      minute: {
        windowMs: this.windowMs,
        used,
        remaining: Math.max(perMinute - used, 0),
        background,
        commandReserve: config.commandReserveMinute,
        nextFreeInMs: freeing === undefined ? 0 : Math.max(freeing + this.windowMs - at, 1),
        grants: scores,
      },
      day: {
        date: day.date,
        timeZone: config.timeZone,
        used: dayUsed,
        remaining: Math.max(perDay - dayUsed, 0),
        resetsAt: day.endsAt,
        background: dayBackground,
        backgroundLimit: Math.floor(perDay * config.backgroundDayShare),
      },
      blockedUntil: blocked > at ? blocked : null,
    };
  }

  #key(accountId: string, name: string): string {
    return `${this.#prefix}:{${this.#bucketOf(accountId)}}:${name}`;
  }

  /** win, day, daybg, blocked, limits — the KEYS order of the acquire and snapshot scripts. */
  #keys(accountId: string, date: string): [string, string, string, string, string] {
    return [
      this.#key(accountId, 'win'),
      this.#key(accountId, `day:${date}`),
      this.#key(accountId, `daybg:${date}`),
      this.#key(accountId, 'blocked'),
      this.#key(accountId, 'limits'),
    ];
  }
}

/** See {@link AccountBudget.waitForTurn}; pure so it can be tested as a table. */
export function turnDelay(
  grants: readonly number[],
  perMinute: number,
  windowMs: number,
  place: number,
  now: number,
): number {
  const limit = Math.max(perMinute, 1);
  let rounds = 0;
  let k = place;
  while (k > limit) {
    k -= limit;
    rounds++;
  }
  const index = k - 1 + grants.length - limit;
  const freed = index < 0 ? now : (grants[index] ?? now) + windowMs;
  return Math.max(freed - now, 0) + rounds * windowMs;
}
