import {
  type AddBlacklistNumberRequest,
  type Blacklist,
  type BlacklistNumber,
  type BlacklistSummary,
  phoneNumberKey,
  type UpdateBlacklistNumberRequest,
} from '@centralino/schemas';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { ApiError } from '../../app/api-error.js';
import { messages } from '../../app/messages.js';
import type { Database, Transaction } from '../../db/database.js';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/pg-errors.js';
import { blacklistNumbers, blacklists, routingRules, voipNumbers } from '../../db/schema/index.js';

const NAME_UNIQUE = 'blacklists_account_name_unique';
const NUMBER_UNIQUE = 'blacklist_numbers_blacklist_number_unique';

/** A blacklist row as the store addresses it. */
interface BlacklistRef {
  id: number;
  name: string;
}

const numberColumns = {
  id: blacklistNumbers.id,
  number: blacklistNumbers.number,
  description: blacklistNumbers.description,
};

/** `''` and `null` both mean "no description" (stored as null). */
function storedDescription(description: string | null | undefined): string | null {
  return description ? description : null;
}

/**
 * Every blacklist of the account (by name) with its entry count and the VoIP numbers whose routing rules use
 * it, both computed from the data.
 * @see ../../../../shared/pbx-api-reference.md#endpoints (17)
 */
export async function listBlacklists(db: Database, accountId: number): Promise<BlacklistSummary[]> {
  const rows = await db
    .select({ id: blacklists.id, name: blacklists.name, numbersCount: count(blacklistNumbers.id) })
    .from(blacklists)
    .leftJoin(blacklistNumbers, eq(blacklistNumbers.blacklistId, blacklists.id))
    .where(eq(blacklists.accountId, accountId))
    .groupBy(blacklists.id)
    .orderBy(asc(blacklists.name));
  const usedBy = await rulesUsing(
    db,
    accountId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    name: row.name,
    numbers_count: row.numbersCount,
    used_by_rules: usedBy.get(row.id) ?? [],
  }));
}

/**
 * Creates an empty blacklist (inactive until a routing rule uses it). The unique constraint decides a name
 * race: the loser gets 409 `messages.blacklistNameExists`.
 * @see ../../../../shared/pbx-api-reference.md#endpoints (18)
 */
export async function createBlacklist(db: Database, accountId: number, name: string): Promise<Blacklist> {
  try {
    const [row] = await db
      .insert(blacklists)
      .values({ accountId, name })
      .returning({ name: blacklists.name });
    return { name: row!.name, numbers: [], numbers_count: 0, used_by_rules: [] };
  } catch (error) {
    if (isUniqueViolation(error, NAME_UNIQUE)) throw new ApiError(409, messages.blacklistNameExists);
    throw error;
  }
}

/**
 * The account's blacklist with this name; 404 `Blacklist non trovata` otherwise. `lock` (in a transaction): its
 * row stays locked until the transaction ends, one entry write at a time per blacklist.
 */
export async function requireBlacklist(
  db: Database,
  accountId: number,
  name: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<BlacklistRef> {
  const query = db
    .select({ id: blacklists.id, name: blacklists.name })
    .from(blacklists)
    .where(and(eq(blacklists.accountId, accountId), eq(blacklists.name, name)))
    .limit(1);
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw new ApiError(404, messages.blacklistNotFound);
  return row;
}

/** How the exchange tells two entries apart: `+39 333…`, `0039 333…` and `333…` are one caller. */
function identity(number: string): string {
  return phoneNumberKey(number) ?? number;
}

/**
 * Refuses with 409 a number the blacklist already holds in a spelling the exchange treats as the same caller
 * (`+393331234567` and `3331234567`), other than the entry `ownId` being changed (404 when that entry is not
 * in the blacklist). The caller holds the blacklist's lock, so two spellings written at once cannot both pass.
 * @see ../../../../shared/pbx-api-reference.md#errors (POST/PUT blacklist number, number already present)
 */
async function refuseEquivalent(
  tx: Transaction,
  blacklistId: number,
  number: string,
  ownId?: number,
): Promise<void> {
  const entries = await tx
    .select({ id: blacklistNumbers.id, number: blacklistNumbers.number })
    .from(blacklistNumbers)
    .where(eq(blacklistNumbers.blacklistId, blacklistId));
  if (ownId !== undefined && !entries.some((entry) => entry.id === ownId))
    throw new ApiError(404, messages.blacklistNumberNotFound);
  const key = identity(number);
  if (entries.some((entry) => entry.id !== ownId && identity(entry.number) === key))
    throw new ApiError(409, messages.blacklistNumberExists);
}

/**
 * A blacklist with all its entries (by id).
 * @see ../../../../shared/pbx-api-reference.md#endpoints (19)
 */
export async function getBlacklist(db: Database, accountId: number, name: string): Promise<Blacklist> {
  const blacklist = await requireBlacklist(db, accountId, name);
  const numbers = await listEntries(db, blacklist);
  const usedBy = await rulesUsing(db, accountId, [blacklist.id]);
  return {
    name: blacklist.name,
    numbers,
    numbers_count: numbers.length,
    used_by_rules: usedBy.get(blacklist.id) ?? [],
  };
}

/**
 * The entries of a blacklist (by id).
 * @see ../../../../shared/pbx-api-reference.md#endpoints (20)
 */
export async function listBlacklistNumbers(
  db: Database,
  accountId: number,
  name: string,
): Promise<BlacklistNumber[]> {
  return listEntries(db, await requireBlacklist(db, accountId, name));
}

/**
 * Adds an entry. A number already there in any spelling of the same caller is 409
 * `messages.blacklistNumberExists`, also between simultaneous requests (the blacklist's lock; the unique
 * constraint (blacklist, number) still guards the exact spelling). The same number may be in another blacklist.
 * @see ../../../../shared/pbx-api-reference.md#endpoints (21)
 */
export async function addBlacklistNumber(
  db: Database,
  accountId: number,
  name: string,
  input: AddBlacklistNumberRequest,
): Promise<BlacklistNumber> {
  return db.transaction(async (tx) => {
    const blacklist = await requireBlacklist(tx, accountId, name, { lock: true });
    await refuseEquivalent(tx, blacklist.id, input.number);
    try {
      const [row] = await tx
        .insert(blacklistNumbers)
        .values({
          accountId,
          blacklistId: blacklist.id,
          number: input.number,
          description: storedDescription(input.description),
        })
        .returning(numberColumns);
      return row!;
    } catch (error) {
      throw entryWriteError(error);
    }
  });
}

/**
 * One entry of this blacklist; 404 `Numero non trovato in questa blacklist` also when the id belongs to
 * another blacklist.
 * @see ../../../../shared/pbx-api-reference.md#endpoints (22, rule 3)
 */
export async function getBlacklistNumber(
  db: Database,
  accountId: number,
  name: string,
  id: number,
): Promise<BlacklistNumber> {
  const blacklist = await requireBlacklist(db, accountId, name);
  const [row] = await db
    .select(numberColumns)
    .from(blacklistNumbers)
    .where(and(eq(blacklistNumbers.blacklistId, blacklist.id), eq(blacklistNumbers.id, id)))
    .limit(1);
  if (!row) throw new ApiError(404, messages.blacklistNumberNotFound);
  return row;
}

/**
 * Changes an entry: omitted fields keep their value, an empty or null `description` removes it. Changing the
 * number to one already in this blacklist (another entry, in any spelling of the same caller) is 409; to its
 * own current number (or another spelling of it) is allowed.
 * @see ../../../../shared/pbx-api-reference.md#endpoints (23)
 */
export async function updateBlacklistNumber(
  db: Database,
  accountId: number,
  name: string,
  id: number,
  input: UpdateBlacklistNumberRequest,
): Promise<BlacklistNumber> {
  const changes: Partial<typeof blacklistNumbers.$inferInsert> = {};
  if (input.number !== undefined) changes.number = input.number;
  if (input.description !== undefined) changes.description = storedDescription(input.description);
  if (Object.keys(changes).length === 0) return getBlacklistNumber(db, accountId, name, id);
  return db.transaction(async (tx) => {
    const blacklist = await requireBlacklist(tx, accountId, name, { lock: true });
    if (changes.number !== undefined) await refuseEquivalent(tx, blacklist.id, changes.number, id);
    try {
      const [row] = await tx
        .update(blacklistNumbers)
        .set(changes)
        .where(and(eq(blacklistNumbers.blacklistId, blacklist.id), eq(blacklistNumbers.id, id)))
        .returning(numberColumns);
      if (!row) throw new ApiError(404, messages.blacklistNumberNotFound);
      return row;
    } catch (error) {
      throw entryWriteError(error);
    }
  });
}

/**
 * Removes an entry of this blacklist (same 404s as reading it).
 * @see ../../../../shared/pbx-api-reference.md#endpoints (rule 10: referred to, not shown)
 */
export async function deleteBlacklistNumber(
  db: Database,
  accountId: number,
  name: string,
  id: number,
): Promise<{ id: number; deleted: true }> {
  const blacklist = await requireBlacklist(db, accountId, name);
  const [row] = await db
    .delete(blacklistNumbers)
    .where(and(eq(blacklistNumbers.blacklistId, blacklist.id), eq(blacklistNumbers.id, id)))
    .returning({ id: blacklistNumbers.id });
  if (!row) throw new ApiError(404, messages.blacklistNumberNotFound);
  return { id: row.id, deleted: true };
}

function listEntries(db: Database, blacklist: BlacklistRef): Promise<BlacklistNumber[]> {
  return db
    .select(numberColumns)
    .from(blacklistNumbers)
    .where(eq(blacklistNumbers.blacklistId, blacklist.id))
    .orderBy(asc(blacklistNumbers.id));
}

/** For each blacklist id: the VoIP numbers (sorted, once each) whose routing rules use it. */
async function rulesUsing(
  db: Database,
  accountId: number,
  blacklistIds: number[],
): Promise<Map<number, string[]>> {
  const out = new Map<number, string[]>();
  if (blacklistIds.length === 0) return out;
  const rows = await db
    .selectDistinct({ blacklistId: routingRules.blacklistId, number: voipNumbers.number })
    .from(routingRules)
    .innerJoin(voipNumbers, eq(voipNumbers.id, routingRules.voipNumberId))
    .where(and(eq(routingRules.accountId, accountId), inArray(routingRules.blacklistId, blacklistIds)))
    .orderBy(asc(routingRules.blacklistId), asc(voipNumbers.number));
  for (const row of rows) {
    if (row.blacklistId === null) continue;
    const numbers = out.get(row.blacklistId) ?? [];
    numbers.push(row.number);
    out.set(row.blacklistId, numbers);
  }
  return out;
}

/** Constraint failures of an entry write as the client's errors; anything else unchanged. */
function entryWriteError(error: unknown): unknown {
  if (error instanceof ApiError) return error;
  if (isUniqueViolation(error, NUMBER_UNIQUE)) return new ApiError(409, messages.blacklistNumberExists);
  // The blacklist was removed between the lookup and the write.
  if (isForeignKeyViolation(error)) return new ApiError(404, messages.blacklistNotFound);
  return error;
}
