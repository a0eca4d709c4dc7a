import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { idempotencyKeys } from '../db/schema/index.js';
import { calendarError } from './calendar-error.js';

/**
 * `Idempotency-Key` of `POST /v1/calendar/bookings`, kept durably in `idempotency_keys`:
 * 1. {@link reserveIdempotencyKey} inserts the key as `in_progress` with the request hash, in its own committed
 *    statement, before any booking work: a second request with the key sees it at once.
 * 2. {@link completeIdempotencyKey} marks it `done` with the booking, inside the booking's transaction (both or
 *    neither are stored).
 * 3. {@link releaseIdempotencyKey} deletes it when the request ends without a booking (taken slot, unknown event…),
 *    so the key can be retried: it only ever stands for a booking made.
 * A request that died while `in_progress` leaves the row behind; after {@link STALE_IN_PROGRESS_MS} another
 * request with the same key and body takes it over. Keys live {@link KEY_TTL_MS} (the contract promises at least
 * 24 h); expired keys of the account are deleted whenever one of its keys is used.
 * @see ../../../shared/pbx-api-reference.md#endpoints (endpoint 27)
 */

/** How long a key is kept: 48 h (at least 24 h is promised). */
export const KEY_TTL_MS = 48 * 3_600_000;

/** An `in_progress` key older than this belongs to a request that died: it may be taken over. */
export const STALE_IN_PROGRESS_MS = 60_000;

/** A reserved key, owned by this request until completed or released. */
export interface KeyOwnership {
  accountId: number;
  key: string;
  /** When this request reserved (or took over) the key; identifies the owner in later updates. */
  reservedAt: Date;
}

export type Reservation =
  | { kind: 'owned'; ownership: KeyOwnership }
  | { kind: 'replay'; bookingId: number | null; response: unknown };

/** SHA-256 of the body's JSON with sorted keys: the same fields and values give the same hash, in any order. */
export function requestHash(body: Record<string, unknown>): string {
  const sorted = Object.fromEntries(
    Object.entries(body)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return createHash('sha256').update(JSON.stringify(sorted)).digest('hex');
}

/**
 * Reserves `key` for this request, or tells what to do instead: `replay` when a booking was already made with
 * this key and body; 422 `idempotency_key_reused` for another body; 409 `idempotency_key_in_progress` while the
 * first request still runs (a stale one is taken over instead).
 */
export async function reserveIdempotencyKey(
  db: Database,
  input: { accountId: number; key: string; requestHash: string; now: Date },
): Promise<Reservation> {
  const { accountId, key, now } = input;
  const owned = (reservedAt: Date): Reservation => ({
    kind: 'owned',
    ownership: { accountId, key, reservedAt },
  });
  // Best effort: a failed cleanup (e.g. a deadlock with a concurrent one) must not fail the booking.
  await db
    .delete(idempotencyKeys)
    .where(
      and(
        eq(idempotencyKeys.accountId, accountId),
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS)),
      ),
    )
    .catch(() => {});
  // A row can vanish between the insert and the read (its owner released it): then try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ accountId, key, requestHash: input.requestHash, state: 'in_progress', createdAt: now })
      .onConflictDoNothing()
      .returning({ createdAt: idempotencyKeys.createdAt });
    if (inserted.length > 0) return owned(now);

    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)))
      .limit(1);
    if (!row) continue;
    if (row.requestHash !== input.requestHash) throw calendarError(422, 'idempotency_key_reused');
    if (row.state === 'done') return { kind: 'replay', bookingId: row.bookingId, response: row.response };
    if (now.getTime() - row.createdAt.getTime() < STALE_IN_PROGRESS_MS) {
      throw calendarError(409, 'idempotency_key_in_progress');
    }
    // Take over a stale reservation; of several requests trying at once, the row lock lets one win.
    const taken = await db
      .update(idempotencyKeys)
      .set({ createdAt: now })
      .where(ownedBy({ accountId, key, reservedAt: row.createdAt }))
      .returning({ createdAt: idempotencyKeys.createdAt });
    if (taken.length > 0) return owned(now);
    throw calendarError(409, 'idempotency_key_in_progress');
  }
  throw calendarError(409, 'idempotency_key_in_progress');
}

function ownedBy(ownership: KeyOwnership) {
  return and(
    eq(idempotencyKeys.accountId, ownership.accountId),
    eq(idempotencyKeys.key, ownership.key),
    eq(idempotencyKeys.state, 'in_progress'),
    eq(idempotencyKeys.createdAt, ownership.reservedAt),
  );
}

/**
 * Marks the key `done` with its booking; call it inside the booking's transaction. Throws 409
 * `idempotency_key_in_progress` (rolling the booking back) when the reservation was taken over meanwhile, so one
 * key never makes two bookings.
 */
export async function completeIdempotencyKey(
  db: Database,
  ownership: KeyOwnership,
  result: { bookingId: number; response: unknown },
): Promise<void> {
  const updated = await db
    .update(idempotencyKeys)
    .set({ state: 'done', bookingId: result.bookingId, response: result.response })
    .where(ownedBy(ownership))
    .returning({ key: idempotencyKeys.key });
  if (updated.length === 0) throw calendarError(409, 'idempotency_key_in_progress');
}

/** Deletes the key if this request still owns it (the request ended without a booking). */
export async function releaseIdempotencyKey(db: Database, ownership: KeyOwnership): Promise<void> {
  await db.delete(idempotencyKeys).where(ownedBy(ownership));
}
