import type { RedisClient } from '../../core/redis/redis-client.js';
import type { TrafficProfile } from '../../core/schedule/traffic-profile.js';

/** A part of the split older than this is no longer in force (its writer stopped). */
export const SPLIT_FRESH_MS = 15 * 60_000;

/**
 * How an account's background reads are split between the two kinds of background work that read on a plan:
 * the alerts (queue live samples) and the missed-call feed (the call history).
 * - `share`: the background share of the day limit in force, as the alerts compute it from the commands' use
 *   (one share for every background reader, so neither is refused below what the other may use);
 * - `feedReserve`: the reads the feed keeps for the rest of its local day; the alerts' planner takes them off
 *   what it may spend, so the feed is never locked out and the alerts know what the feed will spend.
 */
export interface BackgroundSplitState {
  share: number | undefined;
  /** When the alerts last planned (they are watching). */
  alertsAt: number | undefined;
  /** The account's traffic profile the alerts learnt (the feed spreads its reads by it too). */
  profile: TrafficProfile | undefined;
  /** The local day that profile was learnt on (written again only when it changes). */
  profileOn: string | undefined;
  feedReserve: number | undefined;
  /** The local day the reserve is for. */
  feedDate: string | undefined;
  feedAt: number | undefined;
}

const num = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));

/** The split in one Redis hash per account (hash tag: the account, like the rest of its budget). */
export class BackgroundSplit {
  constructor(
    private readonly redis: RedisClient,
    private readonly key: (accountId: string) => string,
  ) {}

  async get(accountId: string): Promise<BackgroundSplitState> {
    const h = await this.redis.hgetall(this.key(accountId));
    return {
      share: num(h.share),
      alertsAt: num(h.alertsAt),
      profile: h.profile ? (JSON.parse(h.profile) as TrafficProfile) : undefined,
      profileOn: h.profileOn || undefined,
      feedReserve: num(h.feedReserve),
      feedDate: h.feedDate || undefined,
      feedAt: num(h.feedAt),
    };
  }

  /**
   * The alerts planned at `at` with this background share; with `profile`, the traffic profile learnt on
   * `profile.on` (pass it only when the split holds another day's: it is not rewritten at every poll).
   */
  async alertsPlanned(
    accountId: string,
    share: number,
    at: number,
    profile?: { on: string; profile: TrafficProfile | undefined },
  ): Promise<void> {
    const fields = ['share', String(share), 'alertsAt', String(Math.round(at))];
    if (profile)
      fields.push('profile', profile.profile ? JSON.stringify(profile.profile) : '', 'profileOn', profile.on);
    await this.redis.hset(this.key(accountId), ...fields);
  }

  /** The feed keeps `reserve` reads for the rest of `date` (0: it needs none, it has no rule). */
  async feedReserves(accountId: string, date: string, reserve: number, at: number): Promise<void> {
    await this.redis.hset(
      this.key(accountId),
      'feedReserve',
      String(Math.max(Math.floor(reserve), 0)),
      'feedDate',
      date,
      'feedAt',
      String(Math.round(at)),
    );
  }
}

/** The reads the feed keeps today, as the alerts' planner subtracts them (0 when stale or of another day). */
export function feedReserveOf(state: BackgroundSplitState, date: string, now: number): number {
  if (state.feedDate !== date || state.feedAt === undefined || now - state.feedAt > SPLIT_FRESH_MS) return 0;
  return Math.max(state.feedReserve ?? 0, 0);
}

/** True while the alerts are planning reads (the feed then keeps only its part of the background reads). */
export function alertsWatching(state: BackgroundSplitState, now: number): boolean {
  return state.alertsAt !== undefined && now - state.alertsAt <= SPLIT_FRESH_MS;
}
