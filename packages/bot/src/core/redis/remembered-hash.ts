import type { RedisClient } from './redis-client.js';

/**
 * A Redis hash of facts every process shares (field → value, e.g. a channel's workspace), with this process's copy:
 * a fact is written once per process and value, and read from Redis at most once.
 */
export class RememberedHash {
  readonly #known = new Map<string, string>();

  constructor(
    private readonly redis: RedisClient,
    private readonly key: string,
  ) {}

  /** Notes that `field` is `value` (written only when this process does not know it so). */
  async remember(field: string, value: string): Promise<void> {
    if (this.#known.get(field) === value) return;
    await this.redis.hset(this.key, field, value);
    this.#known.set(field, value);
  }

  /** The value of `field`, if any process noted one. */
  protected async get(field: string): Promise<string | undefined> {
    const known = this.#known.get(field);
    if (known !== undefined) return known;
    const value = (await this.redis.hget(this.key, field)) ?? undefined;
    if (value !== undefined) this.#known.set(field, value);
    return value;
  }
}
