import { phoneNumberKey } from '@centralino/schemas';
import type { RedisClient } from '../../core/redis/redis-client.js';

/**
 * The account's own VoIP numbers (its numerazioni) the bot has seen, by the identity of their number: in a
 * reading of `GET /v1/voip/status` still cached, and in the `used_by_rules` of the blacklists it read. The bot
 * asks before blocking one of them, without a read of its own. The office's numbers are not personal data;
 * kept 30 days after the last sighting (a number the account gave up is asked about once too often, no more).
 * @see pbx-api-reference.md "VoIP number status", "Blacklist" (used_by_rules)
 */
export interface OwnNumber {
  number: string;
  /** The number's description in the VoIP status (`Sede`), when it was seen there. */
  description?: string | undefined;
}

/** Kept this long after the number was last seen. */
export const OWN_NUMBERS_KEEP_SECONDS = 30 * 86_400;

/** Where an account's own numbers live (one hash: number key → number). */
export function ownNumbersKey(prefix: string, accountId: string): string {
  return `${prefix}:own-numbers:{${accountId}}`;
}

function parsed(raw: string | null | undefined): OwnNumber | undefined {
  if (!raw) return undefined;
  try {
    const value = JSON.parse(raw) as Partial<OwnNumber>;
    if (typeof value.number !== 'string') return undefined;
    return typeof value.description === 'string' && value.description !== ''
      ? { number: value.number, description: value.description }
      : { number: value.number };
  } catch {
    return undefined;
  }
}

/**
 * Remembers numbers seen as the account's own. `described`: the VoIP status' own list (its descriptions
 * replace what was known); otherwise (a blacklist's `used_by_rules`) a number already known keeps its description.
 */
export async function rememberOwnNumbers(
  redis: RedisClient,
  key: string,
  numbers: readonly OwnNumber[],
  { described }: { described: boolean },
): Promise<void> {
  if (numbers.length === 0) return;
  const multi = redis.multi();
  for (const own of numbers) {
    const numberKey = phoneNumberKey(own.number);
    if (numberKey === undefined || numberKey.startsWith('^')) continue;
    const value = JSON.stringify({
      number: own.number,
      ...(own.description ? { description: own.description } : {}),
    });
    if (described) multi.hset(key, numberKey, value);
    else multi.hsetnx(key, numberKey, value);
  }
  multi.expire(key, OWN_NUMBERS_KEEP_SECONDS);
  await multi.exec();
}

/** The account's own number `number` is, however it is written, if the bot has seen it. */
export async function ownNumberFor(
  redis: RedisClient,
  key: string,
  number: string,
): Promise<OwnNumber | undefined> {
  const numberKey = phoneNumberKey(number);
  if (numberKey === undefined || numberKey.startsWith('^')) return undefined;
  return parsed(await redis.hget(key, numberKey));
}

/** Every own number the bot has seen (a handful: the account's numerazioni). */
export async function ownNumbers(redis: RedisClient, key: string): Promise<OwnNumber[]> {
  return Object.values(await redis.hgetall(key))
    .map(parsed)
    .filter((n): n is OwnNumber => n !== undefined);
}
