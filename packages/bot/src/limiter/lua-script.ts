import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * A Lua script run with EVALSHA, falling back to EVAL once when the server has not cached it yet
 * (first call, restart, SCRIPT FLUSH). Unlike `defineCommand` it does not add methods to a shared
 * connection, and it stays fully typed.
 */
export class LuaScript {
  readonly sha: string;

  constructor(readonly source: string) {
    this.sha = createHash('sha1').update(source).digest('hex');
  }

  /** Runs the script atomically; `keys` become KEYS, `args` become ARGV. */
  async run(redis: Redis, keys: readonly string[], args: readonly (string | number)[]): Promise<unknown> {
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(this.source, keys.length, ...keys, ...args);
    }
  }
}
