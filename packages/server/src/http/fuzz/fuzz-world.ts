import { type PublicOperationId, publicRoutes, sandboxRoutes } from '@centralino/schemas';
import { eq } from 'drizzle-orm';
import type { App } from '../../app/app-env.js';
import { officeFixture } from '../../calendar/calendar-test-kit.js';
import type { Database } from '../../db/database.js';
import { blacklistNumbers, blocks, contacts, switches, webhookDeliveries } from '../../db/schema/index.js';
import { loadSampleExchange } from '../../fixtures/sample-exchange.js';
import { TEST_NOW } from '../../testing/test-app.js';
import { createEndpoint } from '../../webhooks/webhook-endpoints.js';
import type { ImplementableRoute } from '../contract-route.js';
import type { Baseline } from './fuzz-requests.js';

/** Every operation the server implements: the public API and the sandbox surface. */
export const allOperations: readonly ImplementableRoute[] = [
  ...Object.values(publicRoutes),
  ...Object.values(sandboxRoutes),
];

type SandboxOperationId = (typeof sandboxRoutes)[keyof typeof sandboxRoutes]['operationId'];

/** The accounts the fuzz works on and a valid request of every operation. */
export interface FuzzWorld {
  apiKey: string;
  baselines: Record<PublicOperationId | SandboxOperationId, () => Baseline>;
}

async function firstId(query: Promise<{ id: number }[]>): Promise<string> {
  const [row] = await query;
  if (!row) throw new Error('fuzz fixture row missing');
  return String(row.id);
}

async function createBookingId(app: App, apiKey: string): Promise<string> {
  const res = await app.request('/v1/calendar/bookings', {
    method: 'POST',
    headers: { 'X-API-KEY': apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ event: 'gruppo', name: 'Anna Neri', date: '2025-06-03', time: '14:00' }),
  });
  const body = (await res.json()) as { data?: { id?: number } };
  if (res.status !== 201 || body.data?.id === undefined) throw new Error(`fuzz booking: ${res.status}`);
  return String(body.data.id);
}

/**
 * Loads two sample exchanges (one for the public API with a calendar, one for the telephone simulator, so that
 * making its telephone server unreachable never turns a public request into a 503) and returns a valid request
 * of every operation. Baselines are functions: values that must be unique (a new account's context, a key name)
 * change at each call.
 */
export async function openFuzzWorld(db: Database, app: App): Promise<FuzzWorld> {
  const office = officeFixture();
  const api = await loadSampleExchange(
    db,
    {
      limits: { requests_per_minute: 1_000_000, requests_per_day: 100_000_000 },
      calendar_enabled: true,
      ...office,
      blocks: [
        { calendar: 'rossi', date: '2025-06-04', start_time: '09:00', end_time: '10:00', reason: 'Ferie' },
      ],
      switches: [{ description: 'Notte', activation: '*10' }],
      blacklists: [{ name: 'spam', numbers: [{ number: '+39021234567', description: 'Molesto' }] }],
    },
    TEST_NOW,
  );
  const sim = await loadSampleExchange(db, { calls: [] }, TEST_NOW);
  const accountId = api.account.id;
  const contactId = await firstId(
    db.select({ id: contacts.id }).from(contacts).where(eq(contacts.accountId, accountId)),
  );
  const switchId = await firstId(
    db.select({ id: switches.id }).from(switches).where(eq(switches.accountId, accountId)),
  );
  const entryId = await firstId(
    db
      .select({ id: blacklistNumbers.id })
      .from(blacklistNumbers)
      .where(eq(blacklistNumbers.accountId, accountId)),
  );
  const blockId = await firstId(
    db.select({ id: blocks.id }).from(blocks).where(eq(blocks.accountId, accountId)),
  );
  // An endpoint before the first booking, so that booking has a delivery (no dispatcher runs here: none is sent).
  const endpoint = await createEndpoint(db, accountId, { url: 'https://hooks.example.com/pbx' }, TEST_NOW);
  const bookingId = await createBookingId(app, api.apiKey);
  const deliveryId = await firstId(
    db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.accountId, accountId)),
  );
  const apiContext = api.account.context;
  const hook = { context: apiContext, id: String(endpoint.id) };
  const context = sim.account.context;
  let n = 0;
  const queue = { context, name: 'assistenza' };
  const booking = { event: 'visita', name: 'Mario Rossi', date: '2025-06-03', time: '09:30' };
  return {
    apiKey: api.apiKey,
    baselines: {
      getPing: () => ({}),
      getAccount: () => ({}),
      listExtensions: () => ({}),
      listExtensionStatuses: () => ({}),
      getExtensionStatus: () => ({ params: { number: '201' } }),
      getExtension: () => ({ params: { number: '202' } }),
      listInboundCalls: () => ({
        query: { page: '1', limit: '10', search: '333', 'numbers[]': ['0612345678', '0287654321'] },
      }),
      listInboundCallsByDate: () => ({ params: { date: '2025-06-02' }, query: { page: '1', limit: '50' } }),
      listOutboundCalls: () => ({ query: { page: '2', search: '06', 'extensions[]': ['201'] } }),
      listOutboundCallsByDate: () => ({ params: { date: '2025-06-01' }, query: { limit: '5' } }),
      listQueues: () => ({}),
      listQueuesLive: () => ({}),
      getQueue: () => ({ params: { name: 'assistenza' } }),
      getQueueLive: () => ({ params: { name: 'vendite nord' } }),
      originateCall: () => ({ body: { extension: '201', number: '0612345678' } }),
      listVoipStatus: () => ({}),
      listBlacklists: () => ({}),
      createBlacklist: () => ({ body: { name: `lista-${++n}` } }),
      getBlacklist: () => ({ params: { name: 'spam' } }),
      listBlacklistNumbers: () => ({ params: { name: 'spam' } }),
      addBlacklistNumber: () => ({
        params: { name: 'spam' },
        body: { number: `^3470${++n}`, description: 'Call center' },
      }),
      getBlacklistNumber: () => ({ params: { name: 'spam', id: entryId } }),
      updateBlacklistNumber: () => ({
        params: { name: 'spam', id: entryId },
        body: { number: '+39021234567', description: 'Aggiornato' },
      }),
      deleteBlacklistNumber: () => ({ params: { name: 'spam', id: entryId } }),
      getSwitch: () => ({ params: { id: switchId } }),
      getContact: () => ({ params: { id: contactId } }),
      updateContact: () => ({
        params: { id: contactId },
        body: { number: '+39 333 1234567', name: 'Luca Verdi', company: null, notes: 'Richiamare' },
      }),
      createBooking: () => ({ headers: { 'Idempotency-Key': 'fuzz-booking' }, body: booking }),
      cancelBooking: () => ({ params: { id: bookingId } }),
      deleteBlock: () => ({ params: { id: blockId } }),
      listBlocks: () => ({ query: { from: '2025-06-02', to: '2025-06-10', calendar: 'rossi' } }),
      listCalendars: () => ({}),
      listEvents: () => ({}),
      getAvailability: () => ({ query: { event: 'consulenza', from: '2025-06-03', to: '2025-06-05' } }),
      listBookings: () => ({ query: { from: '2025-06-02', to: '2025-06-10', status: 'confirmed' } }),
      sandboxCreateAccount: () => ({
        body: {
          context: `fuzz-${++n}`,
          key_name: 'gestionale',
          limits: { requests_per_minute: 60, requests_per_day: 5000 },
          extensions: [{ internal_number: '201', description: 'Reception' }],
          queues: [{ queue_name: 'q', timeout: 20, members: [{ extension: '201', penalty: 1 }] }],
          contacts: [{ number: '0612345678', name: 'Studio', notes: 'x' }],
          calls: [
            {
              direction: 'inbound',
              calldate: '2025-06-01 10:00:00',
              caller_number: '3331234567',
              destination: '0612345678',
              status: 'answered',
              total_duration: 75,
              queue: 'q',
              wait_seconds: 12,
            },
          ],
          holidays: [{ date: '2025-12-25', name: 'Natale' }],
        },
      }),
      sandboxCreateKey: () => ({ params: { context }, body: { key_name: `chiave-${++n}` } }),
      // The key made last (404 once it is gone): the simulator account's keys never serve the public API here.
      sandboxRevokeKey: () => ({ params: { context, key_name: `chiave-${n}` } }),
      sandboxSetClock: () => ({ body: { now: '2025-06-02T12:00:15+02:00' } }),
      sandboxResetClock: () => ({}),
      simSetTelephony: () => ({ params: { context }, body: { reachable: true } }),
      simAddCaller: () => ({ params: queue, body: { caller_number: '3331234567', caller_name: 'Rossi' } }),
      simAnswerCaller: () => ({ params: { ...queue, position: '1' }, body: { talk_seconds: 30 } }),
      simAbandonCaller: () => ({ params: { ...queue, position: '1' } }),
      simSetMember: () => ({ params: { context, internal_number: '202' }, body: { paused: false } }),
      simSetExtensionStatus: () => ({
        params: { context, internal_number: '203' },
        body: { status: 'ONLINE' },
      }),
      simListOriginated: () => ({ params: { context } }),
      simSetOriginateOutcome: () => ({
        params: { context },
        body: { disposition: 'BUSY', extension_ring_seconds: 2, ring_seconds: 5, talk_seconds: 30 },
      }),
      simCheck: () => ({ params: { context } }),
      sandboxCreateWebhookEndpoint: () => ({
        params: { context: apiContext },
        body: { url: `https://hooks.example.com/${++n}`, events: ['booking.created'], description: 'CRM' },
      }),
      sandboxListWebhookEndpoints: () => ({ params: { context: apiContext } }),
      sandboxRotateWebhookSecret: () => ({ params: hook }),
      sandboxDisableWebhookEndpoint: () => ({ params: { context: apiContext, id: String(endpoint.id + 1) } }),
      sandboxListWebhookDeliveries: () => ({
        params: { context: apiContext },
        query: { status: 'pending', endpoint_id: String(endpoint.id) },
      }),
      sandboxReplayWebhookDelivery: () => ({ params: { context: apiContext, id: deliveryId } }),
      simCreateBooking: () => ({
        params: { context: apiContext },
        body: { source: 'ai_agent', event: 'visita', name: 'Anna Neri', date: '2025-06-03', time: '10:30' },
      }),
    },
  };
}
