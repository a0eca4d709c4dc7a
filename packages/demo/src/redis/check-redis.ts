import { Redis } from 'ioredis';

/** The URL without its password, fit to print. */
export function redactRedisUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/**
 * Connects once and sends `PING` (credentials, TLS and database of the URL included); resolves with the problem
 * in one line, or undefined when Redis answers. Never retries: the demo must not hang on a wrong `REDIS_URL`.
 */
export async function redisProblem(url: string, timeoutMs = 2000): Promise<string | undefined> {
  let redis: Redis;
  try {
    redis = new Redis(url, {
      lazyConnect: true,
      connectTimeout: timeoutMs,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      enableOfflineQueue: false,
    });
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  let first: Error | undefined;
  redis.on('error', (error: Error) => {
    first ??= error;
  });
  try {
    await redis.connect();
    const pong = await redis.ping();
    return pong === 'PONG' ? undefined : `unexpected answer to PING: ${pong}`;
  } catch (error) {
    // the connection error says more than "Connection is closed."
    const cause = first ?? error;
    const message = cause instanceof Error ? cause.message : String(cause);
    return (message.split('\n')[0] ?? message).replace(/\.$/, '');
  } finally {
    redis.disconnect();
  }
}
