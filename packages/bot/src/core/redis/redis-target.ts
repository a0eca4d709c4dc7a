import { type RedisConnection, redisConnectionFromUrl } from './redis-connection.js';

/** One node of a cluster to ask for the others (any of them answers with the whole map). */
export interface ClusterSeed {
  host: string;
  port: number;
}

/** Where the bot's Redis is: one server (`redis://`, the default) or a Redis Cluster (`redis+cluster://`). */
export type RedisTarget =
  | { kind: 'standalone'; connection: RedisConnection }
  | {
      kind: 'cluster';
      seeds: ClusterSeed[];
      /** What every node is opened with: user, password, TLS. */
      node: Pick<RedisConnection, 'username' | 'password' | 'tls'>;
    };

const CLUSTER_SCHEME = /^(rediss?)\+cluster:\/\/(.*)$/;

/**
 * `REDIS_URL` → where Redis is. `redis://[user:password@]host[:port][/db]` (or `rediss://`) is one server;
 * `redis+cluster://[user:password@]host:port[,host:port…]` (or `rediss+cluster://` for TLS) is a Redis Cluster
 * reached through any of the listed nodes (a cluster has no database number).
 */
export function redisTargetFromUrl(url: string): RedisTarget {
  const cluster = CLUSTER_SCHEME.exec(url);
  if (!cluster) return { kind: 'standalone', connection: redisConnectionFromUrl(url) };
  const [, scheme, rest = ''] = cluster;
  const at = rest.lastIndexOf('@');
  const credentials = at === -1 ? '' : rest.slice(0, at);
  const hostList = (at === -1 ? rest : rest.slice(at + 1)).replace(/\/$/, '');
  if (hostList.includes('/')) {
    throw new TypeError('REDIS_URL: a Redis Cluster has no database number (redis+cluster://host:port,…)');
  }
  const seeds = hostList
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) => {
      // the node's own URL parses host (IPv6 in brackets too) and port the standard way
      const parsed = new URL(`redis://${part}`);
      return {
        host: parsed.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1',
        port: parsed.port ? Number(parsed.port) : 6379,
      };
    });
  if (seeds.length === 0) {
    throw new TypeError('REDIS_URL: redis+cluster:// needs at least one node (redis+cluster://host:port,…)');
  }
  const auth = credentials ? new URL(`redis://${credentials}@x`) : undefined;
  return {
    kind: 'cluster',
    seeds,
    node: {
      ...(auth?.username ? { username: decodeURIComponent(auth.username) } : {}),
      ...(auth?.password ? { password: decodeURIComponent(auth.password) } : {}),
      ...(scheme === 'rediss' ? { tls: {} } : {}),
    },
  };
}
