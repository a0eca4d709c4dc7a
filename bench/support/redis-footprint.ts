/** What a deployment holds in Redis: the bytes of its own keys, and the server's `used_memory`. */

import type { Redis } from 'ioredis';
import { scanKeys } from '../../packages/bot/src/core/redis/scan-keys.js';

/** `used_memory` of INFO memory (every client of the server counts: a shared Redis makes it noisy). */
export async function usedMemory(redis: Redis): Promise<number> {
  const info = await redis.info('memory');
  return Number(/^used_memory:(\d+)/m.exec(info)?.[1] ?? Number.NaN);
}

/** Keys and their bytes (`MEMORY USAGE`, all samples) under each of `patterns`. */
export async function keyFootprint(
  redis: Redis,
  patterns: readonly string[],
): Promise<{ keys: number; bytes: number }> {
  let keys = 0;
  let bytes = 0;
  for (const pattern of patterns) {
    for await (const batch of scanKeys(redis, pattern)) {
      const pipeline = redis.pipeline();
      for (const key of batch) pipeline.memory('USAGE', key, 'SAMPLES', 0);
      for (const [error, size] of (await pipeline.exec()) ?? []) {
        if (error || typeof size !== 'number') continue;
        keys++;
        bytes += size;
      }
    }
  }
  return { keys, bytes };
}

/** Deletes every key under `patterns`. */
export async function removeKeys(redis: Redis, patterns: readonly string[]): Promise<void> {
  for (const pattern of patterns) {
    for await (const batch of scanKeys(redis, pattern)) await redis.unlink(...batch);
  }
}
