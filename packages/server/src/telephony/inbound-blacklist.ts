import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { blacklistNumbers, blacklists, routingRules, voipNumbers } from '../db/schema/index.js';

/** The exchange's own country code: it presents domestic callers without it, in their national form. */
const HOME_COUNTRY = '+39';

/** Digits, `*`, `#` and a leading `+` (an international `00` read as `+`); separators dropped. */
function internationalForm(number: string): string {
  const kept = number.trim().replace(/[^\d*#+]/g, '');
  const rest = kept.replace(/\+/g, '');
  if (kept.startsWith('+')) return `+${rest}`;
  return rest.startsWith('00') ? `+${rest.slice(2)}` : rest;
}

/**
 * A number as the exchange compares it: digits, `*` and `#`, with a leading `+` kept (an international `00` is
 * read as `+`); spaces, dashes, dots, slashes and brackets are dropped; a number of the exchange's own country
 * is compared in its national form (`+39 333 123 4567`, `0039 3331234567` and `3331234567` are one number), as
 * the exchange presents domestic callers.
 */
export function normaliseNumber(number: string): string {
  const international = internationalForm(number);
  return international.startsWith(HOME_COUNTRY) ? international.slice(HOME_COUNTRY.length) : international;
}

/**
 * True when a blacklist entry blocks the caller: a leading `^` blocks every number starting with the rest of the
 * entry, any other entry the number itself; both compared normalised ({@link normaliseNumber}). A prefix written
 * with a country code (`^+39340`, `^0039`, `^+3`) is compared with the caller's international form too, so it
 * blocks domestic callers the exchange presents without it.
 * @see ../../../shared/pbx-api-reference.md#blacklist-number
 */
export function entryBlocks(entry: string, callerNumber: string): boolean {
  const caller = normaliseNumber(callerNumber);
  if (caller.length === 0) return false;
  if (!entry.startsWith('^')) return caller === normaliseNumber(entry);
  const prefix = internationalForm(entry.slice(1));
  if (prefix.length === 0) return false;
  if (!prefix.startsWith('+')) return caller.startsWith(prefix);
  const callerInternational = caller.startsWith('+') ? caller : `${HOME_COUNTRY}${caller}`;
  return callerInternational.startsWith(prefix);
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
