import { type WebhookEventType, webhookPolicy } from '@centralino/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { webhookEndpoints } from '../db/schema/index.js';
import { disableEndpoint } from './webhook-dispatcher.js';
import { generateWebhookSecret } from './webhook-signing.js';

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** An endpoint as the admin surface shows it (never its secrets). */
export function endpointView(row: EndpointRow) {
  return {
    id: row.id,
    url: row.url,
    events: row.events as WebhookEventType[],
    description: row.description,
    enabled: row.enabled,
    disabled_reason: (row.disabledReason as 'admin' | 'gone' | null) ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Registers an endpoint; the answer carries its secret, shown only here. */
export async function createEndpoint(
  db: Database,
  accountId: number,
  input: { url: string; events?: WebhookEventType[] | undefined; description?: string | undefined },
  now: Date,
) {
  const secret = generateWebhookSecret();
  const events = [...new Set(input.events ?? webhookPolicy.eventTypes)];
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      accountId,
      url: input.url,
      events,
      description: input.description ?? null,
      secret,
      createdAt: now,
    })
    .returning();
  return { ...endpointView(row!), secret };
}

/** Every endpoint of the account, oldest first. */
export async function listEndpoints(db: Database, accountId: number) {
  const rows = await db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.accountId, accountId))
    .orderBy(asc(webhookEndpoints.id));
  return rows.map(endpointView);
}

/** The endpoint `id` of the account, or undefined. */
export async function findEndpoint(db: Database, accountId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.accountId, accountId), eq(webhookEndpoints.id, id)));
  return row;
}

/** New secret; the previous one keeps signing beside it for {@link webhookPolicy.previousSecretGraceMs}. */
export async function rotateSecret(db: Database, row: EndpointRow, now: Date) {
  const secret = generateWebhookSecret();
  const expires = new Date(now.getTime() + webhookPolicy.previousSecretGraceMs);
  await db
    .update(webhookEndpoints)
    .set({ secret, previousSecret: row.secret, previousSecretExpiresAt: expires })
    .where(and(eq(webhookEndpoints.accountId, row.accountId), eq(webhookEndpoints.id, row.id)));
  return { id: row.id, secret, previous_secret_expires_at: expires.toISOString() };
}

/** Disables the endpoint (idempotent): it receives nothing more and its pending deliveries fail. */
export async function disableByAdmin(db: Database, row: EndpointRow) {
  if (row.enabled) await db.transaction((tx) => disableEndpoint(tx, row.accountId, row.id, 'admin'));
  const updated = await findEndpoint(db, row.accountId, row.id);
  return endpointView(updated!);
}
