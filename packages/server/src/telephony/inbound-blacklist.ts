import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { blacklistNumbers, blacklists, routingRules, voipNumbers } from '../db/schema/index.js';

/**
 * A number as the exchange compares it: digits, `*` and `#`, with a leading `+` kept (an international `00` is
 * read as `+`); spaces, dashes, dots, slashes and brackets are dropped.
 */
export function normaliseNumber(number: string): string {
  const kept = number.trim().replace(/[^\d*#+]/g, '');
  const rest = kept.replace(/\+/g, '');
  if (kept.startsWith('+')) return `+${rest}`;
  return rest.startsWith('00') ? `+${rest.slice(2)}` : rest;
}

/**
 * True when a blacklist entry blocks the caller: a leading `^` blocks every number starting with the rest of the
 * entry, any other entry the number itself; both compared normalised ({@link normaliseNumber}).
 * @see ../../../shared/pbx-api-reference.md#blacklist-number
 */
export function entryBlocks(entry: string, callerNumber: string): boolean {
  const caller = normaliseNumber(callerNumber);
  if (entry.startsWith('^')) {
    const prefix = normaliseNumber(entry.slice(1));
    return prefix.length > 0 && caller.startsWith(prefix);
  }
  return caller.length > 0 && caller === normaliseNumber(entry);
}

/**
 * The name of the first blacklist (by name) that blocks `callerNumber` on the routing rules of the VoIP number
 * dialled, or null. Read from the database on every call, so a number added through the API blocks at once.
 * @see ../../../shared/pbx-api-reference.md#what-the-service-does (Blacklists)
 */
export async function blockingBlacklist(
  db: Database,
  accountId: number,
  dialled: string,
  callerNumber: string,
): Promise<string | null> {
  const entries = await db
    .select({ name: blacklists.name, number: blacklistNumbers.number })
    .from(routingRules)
    .innerJoin(voipNumbers, eq(voipNumbers.id, routingRules.voipNumberId))
    .innerJoin(blacklists, eq(blacklists.id, routingRules.blacklistId))
    .innerJoin(blacklistNumbers, eq(blacklistNumbers.blacklistId, blacklists.id))
    .where(and(eq(routingRules.accountId, accountId), eq(voipNumbers.number, dialled)));
  const blocking = entries.filter((e) => entryBlocks(e.number, callerNumber)).map((e) => e.name);
  return blocking.sort()[0] ?? null;
}
