/** Where Redis is: the parts of `REDIS_URL` both ioredis and BullMQ understand. */
export interface RedisConnection {
  host: string;
  port: number;
  db?: number;
  username?: string;
  password?: string;
  tls?: Record<string, never>;
  /** Delay before reconnection try `times` (ms); ioredis' own when left out. */
  retryStrategy?: (times: number) => number | null;
}

/** `redis://[user:password@]host[:port][/db]` (or `rediss://` for TLS) → connection options. */
export function redisConnectionFromUrl(url: string): RedisConnection {
  const parsed = new URL(url);
  if (parsed.protocol !== 'redis:' && parsed.protocol !== 'rediss:') {
    throw new TypeError(`REDIS_URL must start with redis:// or rediss:// (got ${parsed.protocol}//)`);
  }
  const db = parsed.pathname.replace(/^\//, '');
  return {
    host: parsed.hostname || '127.0.0.1',
    port: parsed.port ? Number(parsed.port) : 6379,
    ...(db ? { db: Number(db) } : {}),
    ...(parsed.username ? { username: decodeURIComponent(parsed.username) } : {}),
    ...(parsed.password ? { password: decodeURIComponent(parsed.password) } : {}),
    ...(parsed.protocol === 'rediss:' ? { tls: {} } : {}),
  };
}
