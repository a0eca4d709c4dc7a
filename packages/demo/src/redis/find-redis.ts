import { redactRedisUrl, redisProblem } from './check-redis.js';
import { type PrivateRedis, startPrivateRedis } from './private-redis.js';
import { redisAnswers } from './redis-ping.js';

/** The Redis the demo uses, and whether it was started for this run (then it is stopped on exit). */
export interface DemoRedis {
  url: string;
  /** Present when the demo started its own `redis-server`. */
  private?: PrivateRedis;
}

/** No Redis could be found or started; the message is one line saying how to get one. */
export class RedisUnavailableError extends Error {
  override readonly name = 'RedisUnavailableError';
}

export const installRedisHint =
  'Redis is needed (BullMQ) and none answers on 127.0.0.1:6379. Install it (Debian/Ubuntu: apt install redis-server; macOS: brew install redis) or set REDIS_URL.';

/**
 * Redis as `bin/lib.sh` `ensure_redis` finds it: `REDIS_URL` if set (it must answer), else 127.0.0.1:6379 when it answers, else a
 * private `redis-server` on a free port (when the binary is on the PATH), else {@link RedisUnavailableError}.
 */
export async function findRedis(
  env: NodeJS.ProcessEnv = process.env,
  deps: {
    answers?: (host: string, port: number) => Promise<boolean>;
    start?: () => Promise<PrivateRedis>;
    check?: (url: string) => Promise<string | undefined>;
  } = {},
): Promise<DemoRedis> {
  if (env.REDIS_URL) {
    const problem = await (deps.check ?? redisProblem)(env.REDIS_URL);
    if (problem) {
      throw new RedisUnavailableError(
        `REDIS_URL (${redactRedisUrl(env.REDIS_URL)}) does not answer: ${problem}. Start that Redis, or unset REDIS_URL to use 127.0.0.1:6379 or a private redis-server.`,
      );
    }
    return { url: env.REDIS_URL };
  }
  if (await (deps.answers ?? redisAnswers)('127.0.0.1', 6379)) return { url: 'redis://127.0.0.1:6379' };
  try {
    const started = await (deps.start ?? (() => startPrivateRedis()))();
    return { url: started.url, private: started };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new RedisUnavailableError(installRedisHint);
    throw new RedisUnavailableError(
      `Could not start a private redis-server (${error instanceof Error ? error.message : String(error)}). ${installRedisHint}`,
    );
  }
}
