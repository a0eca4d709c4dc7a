import type { RedisClient } from '../core/redis/redis-client.js';

/**
 * "Only the first one counts" records in Redis, shared by every process: `SET key NX EX ttl` succeeds for one
 * caller only. Used so that one call confirmation dials at most once and one signed Slack request runs once.
 */
export class Claims {
  constructor(private readonly redis: RedisClient) {}

  /** True for the first caller of `key` within `ttlSeconds`, false for every later one. */
  async claim(key: string, ttlSeconds: number): Promise<boolean> {
    return (await this.redis.set(key, String(Date.now()), 'EX', ttlSeconds, 'NX')) === 'OK';
  }

  /** Gives the claim back (the work it guarded did not happen, e.g. the job could not be enqueued). */
  async release(key: string): Promise<void> {
    await this.redis.del(key);
  }
}
