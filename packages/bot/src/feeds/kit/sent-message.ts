import type { RedisClient } from '../../core/redis/redis-client.js';

/**
 * An item's hash records what Slack shows of it: `ts` (its message, once posted) and `sentVersion` (the version
 * last sent; the item's `version` goes up with every visible change, so the sender sends the newest only).
 */
export async function markSent(redis: RedisClient, key: string, version: number, ts?: string): Promise<void> {
  if (ts) await redis.hset(key, 'ts', ts, 'sentVersion', String(version));
  else await redis.hset(key, 'sentVersion', String(version));
}

/** The item's message is gone (deleted in Slack): the next send posts it again. */
export async function forgetMessage(redis: RedisClient, key: string): Promise<void> {
  await redis.hdel(key, 'ts', 'sentVersion');
}
