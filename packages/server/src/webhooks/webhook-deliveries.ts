import type { WebhookEventType } from '@centralino/schemas';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { webhookAttempts, webhookDeliveries } from '../db/schema/index.js';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type AttemptRow = typeof webhookAttempts.$inferSelect;

function deliveryView(row: DeliveryRow, attempts: AttemptRow[]) {
  return {
    id: row.id,
    endpoint_id: row.endpointId,
    event_id: row.eventId,
    event_type: row.eventType as WebhookEventType,
    status: row.status,
    next_attempt_at: row.status === 'pending' ? (row.nextAttemptAt?.toISOString() ?? null) : null,
    created_at: row.createdAt.toISOString(),
    attempts: attempts.map((a) => ({
      attempted_at: a.attemptedAt.toISOString(),
      status_code: a.statusCode,
      error: a.error,
    })),
  };
}

/** The rows (all of one account) with their attempts. */
async function withAttempts(db: Database, accountId: number, rows: DeliveryRow[]) {
  if (rows.length === 0) return [];
  const attempts = await db
    .select()
    .from(webhookAttempts)
    .where(
      and(
        eq(webhookAttempts.accountId, accountId),
        inArray(
          webhookAttempts.deliveryId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(webhookAttempts.id));
  return rows.map((row) =>
    deliveryView(
      row,
      attempts.filter((a) => a.deliveryId === row.id),
    ),
  );
}

/** The account's deliveries, newest first (at most 500), each with its attempts. */
export async function listDeliveries(
  db: Database,
  accountId: number,
  filter: { status?: DeliveryRow['status'] | undefined; endpoint_id?: number | undefined },
) {
  const rows = await db
    .select()
    .from(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.accountId, accountId),
        filter.status === undefined ? undefined : eq(webhookDeliveries.status, filter.status),
        filter.endpoint_id === undefined ? undefined : eq(webhookDeliveries.endpointId, filter.endpoint_id),
      ),
    )
    .orderBy(desc(webhookDeliveries.id))
    .limit(500);
  return withAttempts(db, accountId, rows);
}

/** The delivery `id` of the account, or undefined. */
export async function findDelivery(db: Database, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.accountId, accountId), eq(webhookDeliveries.id, id)));
  return row;
}

/** Makes the delivery due now with a fresh retry schedule (same event id and body); keeps its attempts. */
export async function replayDelivery(db: Database, row: DeliveryRow, now: Date) {
  const [updated] = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', retryStep: 0, nextAttemptAt: now, claimedUntil: null })
    .where(and(eq(webhookDeliveries.accountId, row.accountId), eq(webhookDeliveries.id, row.id)))
    .returning();
  const [view] = await withAttempts(db, row.accountId, [updated!]);
  return view!;
}
