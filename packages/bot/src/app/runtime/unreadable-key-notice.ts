import type { RedisClient } from '../../core/redis/redis-client.js';
import { type AdminNoticeDeps, tellAccountAdmins } from './revoked-key-notice.js';

/** How long the "told" marker of an unreadable account lasts: a deployment fixed and broken again is told again. */
const TOLD_TTL_SECONDS = 30 * 86_400;

/**
 * Tells the admins who connected an account whose stored key no configured encryption key opens (the account is
 * put aside, the others served) — once across every process and restart: a marker per account and key id in
 * Redis (`SET NX`) says who tells. The log line names the account and key id, never a key.
 */
export function unreadableKeyNotice(
  input: AdminNoticeDeps & { redis: RedisClient; keyPrefix: string },
): (accountId: string, keyId: string) => Promise<void> {
  return async (accountId, keyId) => {
    const marker = `${input.keyPrefix}:unreadable-notice:${accountId}:${keyId}`;
    const first = await input.redis.set(marker, String(Date.now()), 'EX', TOLD_TTL_SECONDS, 'NX');
    if (first !== 'OK') return;
    input.logger.warn(
      { account: accountId, keyId },
      'a connected PBX account is put aside (its API key cannot be opened): telling its admins',
    );
    await tellAccountAdmins(input, accountId, (t) => t.unreadableNotice(accountId));
  };
}
