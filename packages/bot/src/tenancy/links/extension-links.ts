import type { RedisClient } from '../../core/redis/redis-client.js';

/**
 * Slack user → internal number: set with `/pbx link` (stored in Redis, shared by every process), falling back
 * to the configuration file's `links`.
 */
export class ExtensionLinks {
  constructor(
    private readonly redis: RedisClient,
    private readonly key: string,
    private readonly configured: Readonly<Record<string, string>>,
  ) {}

  async get(userId: string): Promise<string | undefined> {
    return (await this.redis.hget(this.key, userId)) ?? this.configured[userId];
  }

  async set(userId: string, internalNumber: string): Promise<void> {
    await this.redis.hset(this.key, userId, internalNumber);
  }
}
