import { randomBytes } from 'node:crypto';
import type { Database } from '../database.js';
import { blacklistNumbers, blacklists } from './blacklists.js';
import { bookings } from './bookings.js';
import { blocks, calendars, events } from './calendar.js';
import { inboundCalls } from './calls.js';
import { contacts } from './contacts.js';
import { extensions } from './extensions.js';
import { switches } from './switches.js';
import { webhookDeliveries, webhookEndpoints } from './webhooks.js';

/** Every table whose ids reach an API answer, hence numbered per account. */
export const accountScopedKinds = [
  'extensions',
  'switches',
  'contacts',
  'blacklist_numbers',
  'inbound_calls',
  'bookings',
  'blocks',
  'webhook_endpoints',
  'webhook_deliveries',
] as const;

export type AccountScopedKind = (typeof accountScopedKinds)[number];

/** Inserts one row of a kind for the account, without an id; resolves to the id the database gave it. */
export type InsertOne = (kind: AccountScopedKind) => Promise<number>;

const at = (n: number) => new Date(Date.UTC(2025, 5, 2, 8) + n * 3_600_000);

/**
 * What rows of every kind need in one account (a blacklist, a calendar and its event, a webhook endpoint), and
 * an insert of one more row of any kind, each distinct from the previous ones (numbers, times).
 */
export async function accountRows(db: Database, accountId: number): Promise<InsertOne> {
  const [list] = await db.insert(blacklists).values({ accountId, name: 'molesti' }).returning();
  const [calendar] = await db
    .insert(calendars)
    .values({ accountId, slug: 'studio', name: 'Studio' })
    .returning();
  const [event] = await db
    .insert(events)
    .values({ accountId, slug: 'visita', name: 'Visita', durationMinutes: 60 })
    .returning();
  const endpoint = () =>
    db
      .insert(webhookEndpoints)
      .values({
        accountId,
        url: 'https://hooks.example.com/',
        events: ['booking.created'],
        secret: 's',
        createdAt: at(0),
      })
      .returning({ id: webhookEndpoints.id });
  const [firstEndpoint] = await endpoint();
  let n = 0;
  const insert = async (kind: AccountScopedKind) => {
    n += 1;
    const unique = `${n}${randomBytes(3).toString('hex')}`;
    switch (kind) {
      case 'extensions':
        return db
          .insert(extensions)
          .values({
            accountId,
            extension: `SIP/${unique}`,
            internalNumber: unique,
            sipUsername: unique,
            sipPassword: 'x',
          })
          .returning({ id: extensions.id });
      case 'switches':
        return db.insert(switches).values({ accountId, description: unique }).returning({ id: switches.id });
      case 'contacts':
        return db
          .insert(contacts)
          .values({ accountId, number: unique, name: unique })
          .returning({ id: contacts.id });
      case 'blacklist_numbers':
        return db
          .insert(blacklistNumbers)
          .values({ accountId, blacklistId: list!.id, number: unique })
          .returning({ id: blacklistNumbers.id });
      case 'inbound_calls':
        return db
          .insert(inboundCalls)
          .values({
            accountId,
            linkedid: unique,
            calldate: at(n),
            callerNumber: '333',
            destination: '06',
            status: 'answered',
            answered: true,
            abandoned: false,
          })
          .returning({ id: inboundCalls.id });
      case 'bookings':
        return db
          .insert(bookings)
          .values({
            accountId,
            eventId: event!.id,
            calendarId: calendar!.id,
            period: { start: at(n), end: at(n + 1) },
            name: unique,
            source: 'api',
          })
          .returning({ id: bookings.id });
      case 'blocks':
        return db
          .insert(blocks)
          .values({ accountId, period: { start: at(n), end: at(n + 1) } })
          .returning({ id: blocks.id });
      case 'webhook_endpoints':
        return endpoint();
      case 'webhook_deliveries':
        return db
          .insert(webhookDeliveries)
          .values({
            accountId,
            endpointId: firstEndpoint!.id,
            eventId: unique,
            eventType: 'booking.created',
            payload: '{}',
            createdAt: at(0),
          })
          .returning({ id: webhookDeliveries.id });
    }
  };
  return async (kind) => {
    const [row] = await insert(kind);
    return row!.id;
  };
}
