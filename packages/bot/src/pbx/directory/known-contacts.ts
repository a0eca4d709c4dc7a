import { phoneNumberKey } from '@centralino/schemas';
import { DEFAULT_RETENTION_DAYS } from '../../core/config/retention.js';
import type { RedisClient } from '../../core/redis/redis-client.js';

/**
 * The directory contacts the bot has read (`/contact <id>`, `/contact <id> set …`), by the identity of their
 * number. The exchange reads contacts by id only (no search, no list), so this is what the bot can know of the
 * directory: `/contact <name>` offers the contacts already read, and `/calls <name>` searches the number of the
 * one it finds. Kept 30 days after the last read (at most the privacy retention); a contact changed elsewhere is
 * right again at its next read.
 * @see pbx-api-reference.md endpoints 25–26
 */
export interface KnownContact {
  id: number;
  number: string;
  name: string;
  company?: string | null | undefined;
}

/** Kept this long after the last read, or less when `privacy.retention_days` is shorter. */
export const KEEP_SECONDS = 30 * 86_400;

/** Where an account's known contacts live (one hash: number key → contact). */
export function knownContactsKey(prefix: string, accountId: string): string {
  return `${prefix}:known-contacts:{${accountId}}`;
}

function parsed(raw: string | null | undefined): KnownContact | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<KnownContact>;
    return typeof value.id === 'number' && typeof value.number === 'string' && typeof value.name === 'string'
      ? { id: value.id, number: value.number, name: value.name, company: value.company ?? null }
      : undefined;
  } catch {
    return undefined;
  }
}

/** Remembers a contact just read from the exchange (replacing what was known of its id). */
export async function rememberContact(
  redis: RedisClient,
  key: string,
  contact: KnownContact,
  retentionSeconds: number = DEFAULT_RETENTION_DAYS * 86_400,
): Promise<void> {
  const numberKey = phoneNumberKey(contact.number);
  const stale = (await knownContacts(redis, key)).filter(
    (c) => c.id === contact.id && phoneNumberKey(c.number) !== numberKey,
  );
  const multi = redis.multi();
  for (const old of stale) multi.hdel(key, phoneNumberKey(old.number) ?? old.number);
  if (numberKey !== undefined)
    multi.hset(
      key,
      numberKey,
      JSON.stringify({
        id: contact.id,
        number: contact.number,
        name: contact.name,
        company: contact.company,
      }),
    );
  multi.expire(key, Math.min(KEEP_SECONDS, retentionSeconds));
  await multi.exec();
}

/** The known contact whose number is `number` however it is written, if any. */
export async function knownContactFor(
  redis: RedisClient,
  key: string,
  number: string,
): Promise<KnownContact | undefined> {
  const numberKey = phoneNumberKey(number);
  if (numberKey === undefined || numberKey.startsWith('^')) return undefined;
  return parsed(await redis.hget(key, numberKey));
}

/** Every known contact of the account (at most a few thousand: the exchange's directory limit). */
export async function knownContacts(redis: RedisClient, key: string): Promise<KnownContact[]> {
  const all = await redis.hgetall(key);
  return Object.values(all)
    .map(parsed)
    .filter((c): c is KnownContact => c !== undefined);
}
