import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { accounts, apiKeys } from '../db/schema/index.js';
import type { Account } from './accounts.js';
import { generateApiKey, hashApiKey, hashesEqual, looksLikeApiKey } from './api-key.js';

/** A freshly issued key: `apiKey` is the only time the clear key exists. */
export interface IssuedApiKey {
  id: number;
  apiKey: string;
  keyName: string;
}

/** The result of a successful authentication. */
export interface AuthenticatedKey {
  account: Account;
  keyId: number;
  /** Reported by `GET /v1/account` and stored as `created_by` of calendar bookings. */
  keyName: string;
}

/** `last_used_at` is refreshed at most this often, to avoid a write on every request. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * Issues a named key for an account and stores only its SHA-256.
 * Throws a unique violation (constraint `api_keys_account_name_unique`) if the account has a key of that name.
 * @see ../../../shared/pbx-api-reference.md#authentication
 */
export async function issueApiKey(
  db: Database,
  input: { accountId: number; keyName: string; now?: Date },
): Promise<IssuedApiKey> {
  const apiKey = generateApiKey();
  const [row] = await db
    .insert(apiKeys)
    .values({
      accountId: input.accountId,
      name: input.keyName,
      keyHash: hashApiKey(apiKey),
      ...(input.now ? { createdAt: input.now } : {}),
    })
    .returning({ id: apiKeys.id });
  return { id: row!.id, apiKey, keyName: input.keyName };
}

/**
 * Finds the account of a clear key (hash lookup, then a constant-time check of the hash) and records its use.
 * Returns undefined for an unknown or malformed key.
 * @see ../../../shared/pbx-api-reference.md#authentication
 */
export async function authenticateApiKey(
  db: Database,
  apiKey: string,
  now: Date,
): Promise<AuthenticatedKey | undefined> {
  if (!looksLikeApiKey(apiKey)) return undefined;
  const hash = hashApiKey(apiKey);
  const [row] = await db
    .select({ keyId: apiKeys.id, keyName: apiKeys.name, keyHash: apiKeys.keyHash, account: accounts })
    .from(apiKeys)
    .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
    .where(eq(apiKeys.keyHash, hash))
    .limit(1);
  if (!row || !hashesEqual(row.keyHash, hash)) return undefined;
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(apiKeys.id, row.keyId),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)),
        ),
      ),
    );
  return { account: row.account, keyId: row.keyId, keyName: row.keyName };
}

/**
 * Deletes the account's key of this name: it stops authenticating at once on this instance's cache once the
 * caller clears it, and on other instances when their cached entry expires. Returns false if there is none.
 */
export async function revokeApiKey(db: Database, accountId: number, keyName: string): Promise<boolean> {
  const deleted = await db
    .delete(apiKeys)
    .where(and(eq(apiKeys.accountId, accountId), eq(apiKeys.name, keyName)))
    .returning({ id: apiKeys.id });
  return deleted.length > 0;
}
