import type { RedisClient } from '../../core/redis/redis-client.js';
import { unlinkMatching } from '../../core/redis/scan-keys.js';

/** Escapes the glob characters of SCAN's MATCH (`*`, `?`, `[`, `]`, `\`). */
function globLiteral(text: string): string {
  return text.replace(/[*?[\]\\]/g, (c) => `\\${c}`);
}

/**
 * Deletes every Redis key of one account under the bot's prefix: its keys carry the `{accountId}` hash tag
 * (notices, cards, rules, pauses, known contacts, waiting lines), so one SCAN pattern finds them on each master
 * of a cluster. Keys shared by all accounts (the runs with their tombstones) are not touched. Returns how many.
 */
export function deleteAccountData(redis: RedisClient, prefix: string, accountId: string): Promise<number> {
  return unlinkMatching(redis, `${globLiteral(prefix)}:*{${globLiteral(accountId)}}*`);
}
