import { Cluster, type Redis } from 'ioredis';
import { groupBySlot } from './key-slot.js';
import type { RedisClient } from './redis-client.js';

/**
 * The keys matching `pattern`, batch by batch (SCAN, never KEYS: the server is not blocked). On a cluster every
 * master is scanned (each holds its own slots); a batch then holds keys of one node, not of one slot.
 */
export async function* scanKeys(redis: RedisClient, pattern: string): AsyncGenerator<string[]> {
  const nodes: Redis[] = redis instanceof Cluster ? await mastersOf(redis) : [redis];
  for (const node of nodes) {
    let cursor = '0';
    do {
      const [next, batch] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
      cursor = next;
      if (batch.length > 0) yield batch;
    } while (cursor !== '0');
  }
}

/** Deletes the keys matching `pattern` (UNLINK, one slot at a time on a cluster); returns how many were deleted. */
export async function unlinkMatching(
  redis: RedisClient,
  pattern: string,
  keep: (key: string) => boolean = () => true,
): Promise<number> {
  let deleted = 0;
  for await (const batch of scanKeys(redis, pattern)) {
    const doomed = batch.filter(keep);
    if (doomed.length > 0) deleted += await unlinkKeys(redis, doomed);
  }
  return deleted;
}

/** UNLINK of keys that may lie in several slots (one command per slot on a cluster). */
export async function unlinkKeys(redis: RedisClient, keys: readonly string[]): Promise<number> {
  if (!(redis instanceof Cluster)) return keys.length > 0 ? redis.unlink(...keys) : 0;
  const counts = await Promise.all(groupBySlot(keys).map((group) => redis.unlink(...group)));
  return counts.reduce((a, b) => a + b, 0);
}

/** The masters of a cluster, once it knows them (its node list is empty until the slots are loaded). */
async function mastersOf(cluster: Cluster): Promise<Redis[]> {
  if (cluster.status === 'wait') await cluster.connect();
  else if (cluster.status !== 'ready') {
    await new Promise<void>((resolve, reject) => {
      const ready = () => {
        cluster.off('end', ended);
        resolve();
      };
      const ended = () => {
        cluster.off('ready', ready);
        reject(new Error('Connection is closed'));
      };
      cluster.once('ready', ready);
      cluster.once('end', ended);
    });
  }
  return cluster.nodes('master');
}
