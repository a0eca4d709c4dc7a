import type { RedisClient } from '../../core/redis/redis-client.js';

/** Takes the key for `token` (one process sends an item at a time); false when another holds it. */
export async function takeLock(
  redis: RedisClient,
  key: string,
  token: string,
  ttlMs: number,
): Promise<boolean> {
  return (await redis.set(key, token, 'PX', ttlMs, 'NX')) === 'OK';
}

/** Frees the key if `token` still holds it (a lock that lapsed and was taken by another is left alone). */
export async function releaseLock(redis: RedisClient, key: string, token: string): Promise<void> {
  await redis.eval(
    "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0",
    1,
    key,
    token,
  );
}
