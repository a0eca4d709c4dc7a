import { createHash } from 'node:crypto';
import { assertOneSlot } from '../../core/redis/key-slot.js';
import type { RedisClient } from '../../core/redis/redis-client.js';

/**
 * A Lua script run with EVALSHA, falling back to EVAL once when the server has not cached it yet
 * (first call, restart, SCRIPT FLUSH). Unlike `defineCommand` it does not add methods to a shared
 * connection, and it stays fully typed. Its keys must share one cluster slot (checked on every Redis, see
 * `assertOneSlot`).
 */
export class LuaScript {
  readonly sha: string;

  constructor(readonly source: string) {
    this.sha = createHash('sha1').update(source).digest('hex');
  }

  /** Runs the script atomically; `keys` become KEYS, `args` become ARGV. */
  async run(
    redis: RedisClient,
    keys: readonly string[],
    args: readonly (string | number)[],
  ): Promise<unknown> {
    assertOneSlot(keys, 'script keys');
    try {
      return await redis.evalsha(this.sha, keys.length, ...keys, ...args);
    } catch (error) {
      if (!(error instanceof Error) || !error.message.startsWith('NOSCRIPT')) throw error;
      return redis.eval(this.source, keys.length, ...keys, ...args);
    }
  }
}
