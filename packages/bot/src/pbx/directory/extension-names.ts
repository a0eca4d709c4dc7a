import { DEFAULT_RETENTION_DAYS } from '../../core/config/retention.js';
import type { RedisClient } from '../../core/redis/redis-client.js';

/**
 * The names of the account's extensions (their `description`: `Carla`, `Reception`) the bot has read with `/ext`,
 * by internal number: a callback dialled from a desk phone is then told by name, without a read of its own.
 * Staff names: kept 30 days after the last read, or less when `privacy.retention_days` is shorter.
 * @see pbx-api-reference.md "Extension status", endpoints 4–5
 */

/** Kept this long after the last read. */
const KEEP_SECONDS = 30 * 86_400;

/** Where an account's extension names live (one hash: internal number → name). */
export function extensionNamesKey(prefix: string, accountId: string): string {
  return `${prefix}:extension-names:{${accountId}}`;
}

/** Remembers the names of extensions just read (an extension without a name is forgotten). */
export async function rememberExtensionNames(
  redis: RedisClient,
  key: string,
  extensions: readonly { internal_number: string; description: string }[],
  retentionSeconds: number = DEFAULT_RETENTION_DAYS * 86_400,
): Promise<void> {
  if (extensions.length === 0) return;
  const multi = redis.multi();
  for (const e of extensions) {
    const name = e.description.trim().slice(0, 100);
    if (name && name !== e.internal_number) multi.hset(key, e.internal_number, name);
    else multi.hdel(key, e.internal_number);
  }
  multi.expire(key, Math.min(KEEP_SECONDS, retentionSeconds));
  await multi.exec();
}

/** The remembered name of an extension, if any. */
export async function extensionNameFor(
  redis: RedisClient,
  key: string,
  ext: string,
): Promise<string | undefined> {
  return (await redis.hget(key, ext)) ?? undefined;
}
