import type { Redis } from 'ioredis';

/** The keys matching `pattern`, batch by batch (SCAN, never KEYS: the server is not blocked). */
export async function* scanKeys(redis: Redis, pattern: string): AsyncGenerator<string[]> {
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    cursor = next;
    if (batch.length > 0) yield batch;
  } while (cursor !== '0');
}
