import { Cluster, Redis } from 'ioredis';
import type { RedisConnection } from './redis-connection.js';
import type { RedisTarget } from './redis-target.js';

/** A connection of the bot's own: one server or a cluster (both run the same commands). */
export type RedisClient = Redis | Cluster;

/**
 * What BullMQ is given: connection options on one server (BullMQ opens and closes its connections), a
 * cluster client on a cluster (shared by the queues and workers of the process, closed by its owner; each
 * worker duplicates it for its blocking reads).
 */
export type BullConnection = RedisConnection | Cluster;

export interface RedisClientOptions {
  /** Delay before reconnection try `times` (ms). */
  retryStrategy?: (times: number) => number | null;
  /** BullMQ blocks on its connections: no limit of retries per command. */
  forBullmq?: boolean;
  lazyConnect?: boolean;
  connectTimeout?: number;
  /** 0 and `enableOfflineQueue: false`: a command fails at once when Redis does not answer (preflight). */
  failFast?: boolean;
}

/** How long cluster commands wait out a failover (see `createRedisClient`). */
export const CLUSTER_FAILOVER_PATIENCE = {
  maxRedirections: 64,
  retryDelayOnFailover: 500,
  retryDelayOnClusterDown: 500,
  retryDelayOnTryAgain: 500,
} as const;

/** Opens a connection to `target`: the one place that knows whether Redis is one server or a cluster. */
export function createRedisClient(target: RedisTarget, options: RedisClientOptions = {}): RedisClient {
  const perCommand = {
    ...(options.forBullmq ? { maxRetriesPerRequest: null } : {}),
    ...(options.failFast ? { maxRetriesPerRequest: 0 } : {}),
    ...(options.connectTimeout !== undefined ? { connectTimeout: options.connectTimeout } : {}),
  };
  const offline = options.failFast ? { enableOfflineQueue: false } : {};
  const lazy = options.lazyConnect ? { lazyConnect: true } : {};
  if (target.kind === 'standalone') {
    return new Redis({
      ...target.connection,
      ...perCommand,
      ...offline,
      ...lazy,
      ...(options.retryStrategy ? { retryStrategy: options.retryStrategy } : {}),
    });
  }
  return new Cluster(target.seeds, {
    ...offline,
    ...lazy,
    // a command to a master that died waits for its replica to take over (cluster-node-timeout plus the
    // election) instead of failing after ioredis' 16 tries 100 ms apart: up to 64 tries 500 ms apart (~30 s)
    ...CLUSTER_FAILOVER_PATIENCE,
    redisOptions: { ...target.node, ...perCommand },
    ...(options.retryStrategy ? { clusterRetryStrategy: options.retryStrategy } : {}),
    // TLS with a certificate naming the host: ask nodes by the name they were reached under
    ...(target.node.tls ? { dnsLookup: (address, callback) => callback(null, address) } : {}),
  });
}

/** BullMQ's connection for `target` (see `BullConnection`). */
export function bullConnectionFor(
  target: RedisTarget,
  retryStrategy: (times: number) => number | null,
): BullConnection {
  if (target.kind === 'standalone') return { ...target.connection, retryStrategy };
  return createRedisClient(target, { forBullmq: true, retryStrategy }) as Cluster;
}

/** Options for a BullMQ Worker (it blocks on its connection): as given for a client, else without retry limit. */
export function blockingConnection(
  connection: BullConnection,
): Cluster | (RedisConnection & { maxRetriesPerRequest: null }) {
  return connection instanceof Cluster ? connection : { ...connection, maxRetriesPerRequest: null };
}

/** Closes what `bullConnectionFor` opened (BullMQ does not close a client it was given). */
export async function closeBullConnection(connection: BullConnection): Promise<void> {
  if (connection instanceof Cluster) await connection.quit().catch(() => connection.disconnect());
}
