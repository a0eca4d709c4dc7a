import type { Booking, WebhookEvent, WebhookEventType } from '@centralino/schemas';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { accounts, webhookDeliveries, webhookEndpoints } from '../db/schema/index.js';
import { generateEventId } from './webhook-signing.js';

export interface BookingEventInput {
  accountId: number;
  timezone: string;
  type: WebhookEventType;
  booking: Booking;
  now: Date;
}

/**
 * Writes the event's deliveries (one per enabled endpoint subscribed to its type) into the outbox. Call it inside
 * the transaction that made the event: the booking and its deliveries commit together or not at all, so a
 * restart loses none. Returns how many deliveries were written (0 when the account has no endpoint for it).
 */
export async function enqueueBookingEvent(tx: Database, input: BookingEventInput): Promise<number> {
  const endpoints = await tx
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.accountId, input.accountId), eq(webhookEndpoints.enabled, true)));
  const targets = endpoints.filter((e) => e.events.includes(input.type));
  if (targets.length === 0) return 0;
  const [account] = await tx
    .select({ context: accounts.context })
    .from(accounts)
    .where(eq(accounts.id, input.accountId));
  const id = generateEventId();
  const event: WebhookEvent = {
    id,
    type: input.type,
    timestamp: input.now.toISOString(),
    context: account!.context,
    data: { timezone: input.timezone, booking: input.booking },
  } as WebhookEvent;
  const payload = JSON.stringify(event);
  await tx.insert(webhookDeliveries).values(
    targets.map((endpoint) => ({
      accountId: input.accountId,
      endpointId: endpoint.id,
      eventId: id,
      eventType: input.type,
      payload,
      nextAttemptAt: input.now,
      createdAt: input.now,
    })),
  );
  return targets.length;
}
