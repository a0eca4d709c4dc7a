import type { RedisClient } from '../../core/redis/redis-client.js';
import type { TrafficProfile } from '../../core/schedule/traffic-profile.js';
import { AccountHash } from '../kit/account-hash.js';
import type { AlertKeys } from './alert-keys.js';

/** What is known of an account's traffic profile. */
export interface StoredProfile {
  profile: TrafficProfile | undefined;
  /** Local date it was learnt on (learnt again the next day). */
  learnedOn: string | undefined;
  /** After a failure: not before this instant. */
  retryAt: number | undefined;
}

const PROFILE_TTL_MS = 8 * 86_400_000;
/** After the history failed, learning is tried again this much later. */
export const PROFILE_RETRY_MS = 3_600_000;

/** The learnt traffic profile of each account, shared by every process. */
export class ProfileStore extends AccountHash {
  constructor(redis: RedisClient, keys: AlertKeys) {
    super(redis, (accountId) => keys.profile(accountId));
  }

  async get(accountId: string): Promise<StoredProfile> {
    const hash = await this.fields(accountId);
    return {
      profile: hash.profile ? (JSON.parse(hash.profile) as TrafficProfile) : undefined,
      learnedOn: hash.learnedOn || undefined,
      retryAt: hash.retryAt ? Number(hash.retryAt) : undefined,
    };
  }

  /** True when the profile should be learnt now (not learnt today, and no failure waiting to be retried). */
  static due(stored: StoredProfile, today: string, now: number): boolean {
    return stored.learnedOn !== today && (stored.retryAt === undefined || stored.retryAt <= now);
  }

  async learnt(accountId: string, today: string, profile: TrafficProfile | undefined): Promise<void> {
    const key = this.keyOf(accountId);
    await this.redis.hset(key, 'profile', profile ? JSON.stringify(profile) : '', 'learnedOn', today);
    await this.redis.hdel(key, 'retryAt');
    await this.redis.pexpire(key, PROFILE_TTL_MS);
  }

  /** The history could not be read: keep the old profile (if any), try again later. */
  async failed(accountId: string, retryAt: number): Promise<void> {
    const key = this.keyOf(accountId);
    await this.redis.hset(key, 'retryAt', String(retryAt));
    await this.redis.pexpire(key, PROFILE_TTL_MS);
  }

  /** One learner per account at a time, across processes (held 2 minutes at most). */
  async lock(accountId: string): Promise<boolean> {
    const key = `${this.keyOf(accountId)}:lock`;
    return (await this.redis.set(key, '1', 'PX', 120_000, 'NX')) === 'OK';
  }
}
