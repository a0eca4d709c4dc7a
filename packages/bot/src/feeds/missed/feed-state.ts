import type { RedisClient } from '../../core/redis/redis-client.js';
import { AccountHash, problemsOf, recordProblem } from '../kit/account-hash.js';
import type { FeedProfileCounts } from './feed-profile.js';
import type { MissedKeys } from './missed-keys.js';
import type { MissedReadReason } from './missed-plan.js';

/** Why the whole feed is late (the history, the budget): shown on every rule of the account. */
export type FeedProblem = 'history-failing' | 'budget-blocked' | 'budget-spent';

/** The feed's reading state of an account, as every process sees it. */
export interface FeedState {
  lastReadAt: number | undefined;
  /** Newest `calldate` seen in the inbound and outbound histories. */
  newestIn: string | undefined;
  newestOut: string | undefined;
  /** Records seen since the lookback boundary last time (sizes the next page). */
  knownIn: number;
  knownOut: number;
  ratePerMinute: number | undefined;
  nextReadAt: number | undefined;
  reason: MissedReadReason | undefined;
  signalAt: number | undefined;
  problem: { kind: FeedProblem; since: number } | undefined;
  /** The last problem seen, kept after it is over. */
  lastProblem: { kind: FeedProblem; since: number } | undefined;
  /** When the outbound history was last read (callbacks). */
  lastOutAt: number | undefined;
  /** When a read last found a call newer than those known. */
  lastFreshAt: number | undefined;
  /** Requests the feed took on `readsDate` (its local day). */
  readsDate: string | undefined;
  readsToday: number;
  /** The calls the feed saw per quarter hour (its own traffic profile). */
  profile: FeedProfileCounts | undefined;
  /** A read that did not reach its window: the next read goes on from there. */
  resume: { page: number; limit: number; boundary: string } | undefined;
}

const num = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));

/** The feed's state in one Redis hash per account. */
export class FeedStateStore extends AccountHash {
  constructor(redis: RedisClient, keys: MissedKeys) {
    super(redis, (accountId) => keys.feed(accountId));
  }

  async get(accountId: string): Promise<FeedState> {
    return feedStateOf(await this.fields(accountId));
  }

  async set(accountId: string, fields: Record<string, string | number>): Promise<void> {
    await this.redis.hset(this.keyOf(accountId), fields);
  }

  /** The feed took `requests` more requests on its local day `date` (a new day starts from them). */
  async countReads(accountId: string, date: string, requests: number): Promise<void> {
    if (requests <= 0) return;
    await this.redis.eval(
      "if redis.call('HGET', KEYS[1], 'readsDate') ~= ARGV[1] then redis.call('HSET', KEYS[1], 'readsDate', ARGV[1], 'readsToday', ARGV[2]) else redis.call('HINCRBY', KEYS[1], 'readsToday', ARGV[2]) end return 1",
      1,
      this.keyOf(accountId),
      date,
      String(requests),
    );
  }

  /** A caller abandoned a queue: read at `at` unless a read is already planned before. */
  async signal(accountId: string, at: number): Promise<void> {
    await this.redis.eval(
      "local c = tonumber(redis.call('HGET', KEYS[1], 'signalAt') or '0') if c == 0 or c > tonumber(ARGV[1]) then redis.call('HSET', KEYS[1], 'signalAt', ARGV[1]) end return 1",
      1,
      this.keyOf(accountId),
      String(Math.round(at)),
    );
  }

  /** A read taken at `readAt` answers the signals raised before it. */
  async clearSignal(accountId: string, readAt: number): Promise<void> {
    await this.redis.eval(
      "local c = tonumber(redis.call('HGET', KEYS[1], 'signalAt') or '0') if c > 0 and c <= tonumber(ARGV[1]) then redis.call('HDEL', KEYS[1], 'signalAt') end return 1",
      1,
      this.keyOf(accountId),
      String(Math.round(readAt)),
    );
  }

  async setProblem(accountId: string, kind: FeedProblem, at: number): Promise<void> {
    await recordProblem(this.redis, this.keyOf(accountId), kind, at);
  }

  async clearProblem(accountId: string): Promise<void> {
    await this.redis.hdel(this.keyOf(accountId), 'problem', 'problemAt');
  }
}

/** The feed's state as its hash holds it. */
function feedStateOf(h: Record<string, string | undefined>): FeedState {
  return {
    lastReadAt: num(h.lastReadAt),
    newestIn: h.newestIn || undefined,
    newestOut: h.newestOut || undefined,
    knownIn: num(h.knownIn) ?? 0,
    knownOut: num(h.knownOut) ?? 0,
    ratePerMinute: num(h.ratePerMinute),
    nextReadAt: num(h.nextReadAt),
    reason: (h.reason || undefined) as MissedReadReason | undefined,
    signalAt: num(h.signalAt),
    ...problemsOf<FeedProblem>(h),
    lastOutAt: num(h.lastOutAt),
    lastFreshAt: num(h.lastFreshAt),
    readsDate: h.readsDate || undefined,
    readsToday: num(h.readsToday) ?? 0,
    profile: h.profile ? (JSON.parse(h.profile) as FeedProfileCounts) : undefined,
    resume: h.resume ? (JSON.parse(h.resume) as FeedState['resume']) : undefined,
  };
}
