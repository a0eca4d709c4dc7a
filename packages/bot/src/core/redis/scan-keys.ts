import { Cluster, type Redis } from 'ioredis';
import { CLUSTER_SLOTS, groupBySlot } from './key-slot.js';
import { CLUSTER_FAILOVER_PATIENCE, type RedisClient } from './redis-client.js';
import { isRedisConnectionError } from './redis-problem.js';

/**
 * The keys matching `pattern`, batch by batch (SCAN, never KEYS: the server is not blocked). On a cluster the
 * master of every slot is scanned (each holds its own slots); a batch then holds keys of one node, not of one
 * slot. A master that fails over during the scan is scanned again on the replica that took its slots, so a key
 * may come twice then; the scan ends once every slot's current master was scanned.
 */
export async function* scanKeys(redis: RedisClient, pattern: string): AsyncGenerator<string[]> {
  if (!(redis instanceof Cluster)) {
    yield* scanNode(redis, pattern);
    return;
  }
  const scanned = new Set<string>();
  for (let attempt = 0; ; attempt++) {
    await ready(redis);
    const { owners, covered } = slotOwners(redis);
    const pending = [...owners].filter((name) => !scanned.has(name));
    if (pending.length === 0 && covered) return;
    const nodes = new Map(redis.nodes('master').map((node) => [nodeName(node), node]));
    // a slot without a master, or a master not connected: the cluster is failing over
    if (covered && pending.every((name) => nodes.has(name))) {
      try {
        for (const name of pending) {
          yield* scanNode(nodes.get(name) as Redis, pattern);
          scanned.add(name);
        }
        continue; // every master seen was scanned: check that they still are the masters
      } catch (error) {
        if (!isRedisConnectionError(error)) throw error;
      }
    }
    if (attempt >= CLUSTER_FAILOVER_PATIENCE.maxRedirections) {
      throw new Error(`SCAN ${pattern}: the cluster has a slot without a reachable master`);
    }
    await new Promise((resolve) => setTimeout(resolve, CLUSTER_FAILOVER_PATIENCE.retryDelayOnFailover));
    await new Promise<void>((resolve) => redis.refreshSlotsCache(() => resolve()));
  }
}

/** The masters serving slots now (`host:port`), and whether every slot has one. */
function slotOwners(cluster: Cluster): { owners: Set<string>; covered: boolean } {
  const owners = new Set<string>();
  let covered = true;
  for (let slot = 0; slot < CLUSTER_SLOTS; slot++) {
    const master = cluster.slots[slot]?.[0];
    if (master === undefined) covered = false;
    else owners.add(master);
  }
  return { owners, covered };
}

async function* scanNode(node: Redis, pattern: string): AsyncGenerator<string[]> {
  let cursor = '0';
  do {
    const [next, batch] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
    cursor = next;
    if (batch.length > 0) yield batch;
  } while (cursor !== '0');
}

function nodeName(node: Redis): string {
  return `${node.options.host}:${node.options.port}`;
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

/** Waits until the cluster client knows the slots (they are empty until it is ready). */
async function ready(cluster: Cluster): Promise<void> {
  if (cluster.status === 'ready') return;
  if (cluster.status === 'wait') {
    await cluster.connect();
    return;
  }
  await new Promise<void>((resolve, reject) => {
    const onReady = () => {
      cluster.off('end', onEnd);
      resolve();
    };
    const onEnd = () => {
      cluster.off('ready', onReady);
      reject(new Error('Connection is closed'));
    };
    cluster.once('ready', onReady);
    cluster.once('end', onEnd);
  });
}
