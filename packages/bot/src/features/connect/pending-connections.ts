import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { RedisClient } from '../../core/redis/redis-client.js';
import type { AccountToConnect } from '../../tenancy/accounts/connected-account-store.js';
import type { KeyCipher } from '../../tenancy/accounts/key-cipher.js';

const PENDING_TTL_SECONDS = 15 * 60;

const Pending = z.object({
  id: z.string(),
  baseUrl: z.string(),
  exchange: z.string(),
  keyName: z.string(),
  keyCiphertext: z.string(),
  timeZone: z.string(),
  limits: z.object({ requestsPerMinute: z.int(), requestsPerDay: z.int() }),
  teamId: z.string(),
  userId: z.string(),
});

/**
 * Connections checked with `GET /v1/account` and waiting for the admin's "Collega": kept in Redis for 15 minutes
 * (any process may receive the confirmation), the key encrypted as in the database, taken once.
 */
export class PendingConnections {
  constructor(
    private readonly redis: RedisClient,
    private readonly prefix: string,
    private readonly cipher: KeyCipher,
  ) {}

  /** Keeps a checked account for `teamId` and `userId`; returns the token the confirmation carries. */
  async put(account: AccountToConnect, who: { teamId: string; userId: string }): Promise<string> {
    const token = randomUUID();
    const { apiKey, ...rest } = account;
    const value = { ...rest, keyCiphertext: this.cipher.encrypt(apiKey, token), ...who };
    await this.redis.set(this.#key(token), JSON.stringify(value), 'EX', PENDING_TTL_SECONDS);
    return token;
  }

  /** The checked account, once, if it is still there and was checked by the same user in the same workspace. */
  async take(token: string, who: { teamId: string; userId: string }): Promise<AccountToConnect | undefined> {
    const raw = await this.redis.getdel(this.#key(token));
    if (!raw) return undefined;
    const parsed = Pending.safeParse(JSON.parse(raw));
    if (!parsed.success || parsed.data.teamId !== who.teamId || parsed.data.userId !== who.userId)
      return undefined;
    const { keyCiphertext, teamId: _t, userId: _u, ...account } = parsed.data;
    return { ...account, apiKey: this.cipher.decrypt(keyCiphertext, token).plaintext };
  }

  #key(token: string): string {
    return `${this.prefix}:connect:pending:${token}`;
  }
}
