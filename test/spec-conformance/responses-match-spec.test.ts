import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type InvokeInit, type OperationId, PbxApiError, type PbxClient } from '@centralino/client';
import { createPbxSandbox, FIXTURE, type PbxSandbox, richFixture } from '@centralino/client/testing';
import { forEachBackend } from '@centralino/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../repo-root.js';
import { createSpecValidator, type SpecValidator } from './spec-response-validator.js';

const spec = JSON.parse(readFileSync(join(repoRoot, 'spec', 'openapi.json'), 'utf8'));

/** A request of every operation that passes validation, with ids that need not exist (for 401 and 403). */
const anyRequest: { [K in OperationId]: InvokeInit<K> } = {
  getPing: {},
  getAccount: {},
  listExtensions: {},
  listExtensionStatuses: {},
  getExtensionStatus: { path: { number: '101' } },
  getExtension: { path: { number: '101' } },
  listInboundCalls: {},
  listInboundCallsByDate: { path: { date: FIXTURE.yesterday } },
  listOutboundCalls: {},
  listOutboundCallsByDate: { path: { date: FIXTURE.yesterday } },
  listQueues: {},
  getQueue: { path: { name: FIXTURE.queue } },
  listQueuesLive: {},
  getQueueLive: { path: { name: FIXTURE.queue } },
  originateCall: { body: { extension: '101', number: '0299887766' } },
  listVoipStatus: {},
  listBlacklists: {},
  createBlacklist: { body: { name: 'molesti' } },
  getBlacklist: { path: { name: FIXTURE.blacklist } },
  listBlacklistNumbers: { path: { name: FIXTURE.blacklist } },
  addBlacklistNumber: { path: { name: FIXTURE.blacklist }, body: { number: '0612345' } },
  getBlacklistNumber: { path: { name: FIXTURE.blacklist, id: 1 } },
  updateBlacklistNumber: { path: { name: FIXTURE.blacklist, id: 1 }, body: { description: 'x' } },
  deleteBlacklistNumber: { path: { name: FIXTURE.blacklist, id: 1 } },
  getSwitch: { path: { id: 1 } },
  getContact: { path: { id: 1 } },
  updateContact: { path: { id: 1 }, body: { notes: 'Richiamare' } },
  listCalendars: {},
  listEvents: {},
  getAvailability: { query: { event: FIXTURE.event, date: '2025-06-03' } },
  createBooking: {
    body: { event: FIXTURE.event, name: 'Anna Bianchi', date: '2025-06-03', time: '09:00' },
    header: { 'Idempotency-Key': 'spec-conformance' },
  },
  listBookings: {},
  cancelBooking: { path: { id: 1 } },
  listBlocks: {},
  deleteBlock: { path: { id: 1 } },
};

/** Calls an operation that must fail with an API error; a contract mismatch or a success fails the test. */
async function refused(call: Promise<unknown>, status: number): Promise<void> {
  const error = await call.then(
    () => new Error('expected an error response'),
    (e: unknown) => e,
  );
  if (!(error instanceof PbxApiError)) throw error;
  expect(error.status).toBe(status);
}

/**
 * Real responses of every operation, success and error, checked against spec/openapi.json by an independent
 * JSON Schema 2020-12 validator (Ajv): the status must be declared and the body must match its schema.
 */
forEachBackend((ctx) => {
  let sandbox: PbxSandbox;
  const checker: SpecValidator = createSpecValidator(spec);
  beforeAll(() => {
    sandbox = createPbxSandbox(ctx.db);
  });

  async function furnished(): Promise<{
    client: PbxClient;
    context: string;
    switchId: number;
    contactId: number;
  }> {
    const { fixture, switchId, contactId } = richFixture();
    const limits = { requests_per_minute: 10_000, requests_per_day: 100_000 };
    const { apiKey, context } = await sandbox.createAccount({ ...fixture, limits });
    const { client } = sandbox.client(apiKey, {
      validate: checker.validate,
      intercept: checker.checkHeaders,
    });
    return { client, context, switchId, contactId };
  }

  describe('responses match the spec', () => {
    it('successes of every operation', async () => {
      const { client, switchId, contactId } = await furnished();
      await client.ping();
      await client.account.get();
      await client.extensions.list();
      await client.extensions.get('101');
      await client.extensions.statuses();
      await client.extensions.status('102');
      await client.calls.inboundPage();
      await client.calls.inboundPage({ date: FIXTURE.yesterday });
      await client.calls.outboundPage();
      await client.calls.outboundPage({ date: FIXTURE.yesterday });
      await client.queues.list();
      await client.queues.get(FIXTURE.queue);
      await client.queues.live();
      await client.queues.live(FIXTURE.queue);
      await client.calls.originate({ extension: '101', number: '0299887766' });
      await client.voip.status();
      await client.blacklists.list();
      await client.blacklists.create('molesti');
      await client.blacklists.get('molesti');
      const added = await client.blacklists.addNumber('molesti', { number: '0612345', description: 'Spam' });
      await client.blacklists.numbers('molesti');
      await client.blacklists.getNumber('molesti', added.data.id);
      await client.blacklists.updateNumber('molesti', added.data.id, { description: '' });
      await client.blacklists.deleteNumber('molesti', added.data.id);
      await client.switches.get(switchId);
      await client.contacts.get(contactId);
      await client.contacts.update(contactId, { company: null, notes: 'Richiamare' });
      await client.calendar.calendars();
      await client.calendar.events();
      const free = await client.calendar.availability({ event: FIXTURE.event, date: '2025-06-03' });
      const slot = free.data[0];
      if (!slot) throw new Error('no free slot on 2025-06-03');
      const body = { event: FIXTURE.event, name: 'Anna Bianchi', date: slot.date, time: slot.time };
      const booked = await client.calendar.book(body, { idempotencyKey: 'same-booking' });
      await client.calendar.book(body, { idempotencyKey: 'same-booking' }); // 200: the replay
      await client.calendar.bookings({ from: slot.date, to: slot.date });
      await client.calendar.cancelBooking(booked.data.id);
      const blocks = await client.calendar.blocks({ from: '2025-06-04', to: '2025-06-04' });
      await client.calendar.deleteBlock(blocks.data[0]!.id);
      // about forty requests in turn: a machine busy with the rest of the suite needs more than vitest's 5 s
    }, 30_000);

    it('401 for every authenticated operation without a valid key, in its envelope', async () => {
      const { client } = sandbox.client(`cnt_${'0'.repeat(40)}`, {
        validate: checker.validate,
        intercept: checker.checkHeaders,
      });
      for (const operation of Object.keys(anyRequest) as OperationId[]) {
        if (operation === 'getPing') continue;
        await refused(client.invoke(operation, anyRequest[operation] as never), 401);
      }
    });

    it('the errors each operation documents', async () => {
      const { client, context, contactId } = await furnished();
      await refused(client.extensions.get('999'), 404);
      await refused(client.extensions.status('999'), 404);
      await refused(client.calls.inboundPage({ date: '2025-13-01' }), 400);
      await refused(client.invoke('listInboundCallsByDate', { path: { date: 'ieri' } }), 400);
      await refused(client.calls.outboundPage({ date: '2025-13-01' }), 400);
      await refused(client.invoke('listOutboundCallsByDate', { path: { date: 'ieri' } }), 400);
      await refused(client.queues.get('nessuna'), 404);
      await refused(client.queues.live('nessuna'), 404);
      await refused(client.calls.originate({ extension: '101', number: 'abc' }), 400);
      await refused(client.calls.originate({ extension: '999', number: '0299887766' }), 404);
      await refused(client.blacklists.create(FIXTURE.blacklist), 409);
      await refused(client.blacklists.create(''), 400);
      await refused(client.blacklists.get('nessuna'), 404);
      await refused(client.blacklists.numbers('nessuna'), 404);
      await refused(client.blacklists.addNumber(FIXTURE.blacklist, { number: 'abc' }), 400);
      await refused(client.blacklists.addNumber('nessuna', { number: '0612345' }), 404);
      await refused(client.blacklists.addNumber(FIXTURE.blacklist, { number: '^0899' }), 409);
      await refused(client.blacklists.getNumber(FIXTURE.blacklist, 2_000_000_001), 404);
      await refused(
        client.blacklists.updateNumber(FIXTURE.blacklist, 2_000_000_001, { description: 'x' }),
        404,
      );
      await refused(client.blacklists.deleteNumber(FIXTURE.blacklist, 2_000_000_001), 404);
      await refused(client.switches.get(2_000_000_001), 404);
      await refused(client.contacts.get(2_000_000_001), 404);
      await refused(client.contacts.update(contactId, { name: '' }), 400);
      await refused(client.calendar.availability({ event: 'nessuno', date: '2025-06-03' }), 404);
      await refused(client.calendar.blocks({ from: '2025-06-04', to: '2025-06-01' }), 422);
      await refused(client.calendar.bookings({ from: '2025-06-04', to: '2025-06-01' }), 422);
      await refused(
        client.calendar.book({ event: FIXTURE.event, name: 'Anna', date: '2025-06-01', time: '09:00' }),
        409,
      );
      await refused(
        client.calendar.book({ event: FIXTURE.event, name: 'Anna', date: '2025-06-03', time: '9' }),
        422,
      );
      await refused(client.calendar.cancelBooking(2_000_000_001), 404);
      await refused(client.calendar.deleteBlock(2_000_000_001), 404);

      await sandbox.admin('PUT', `/_sim/${context}/telephony`, { reachable: false });
      await refused(client.queues.live(), 503);
      await refused(client.queues.live(FIXTURE.queue), 503);
      await refused(client.extensions.statuses(), 503);
      await refused(client.extensions.status('101'), 503);
      await refused(client.voip.status(), 503);
      await refused(client.calls.originate({ extension: '101', number: '0299887766' }), 503);
    });

    it('403 on the calendar for an account without it, and 429 past the budget', async () => {
      const calendar = (Object.keys(anyRequest) as OperationId[]).filter((operation) =>
        /Calendars|Events|Availability|Booking|Block/.test(operation),
      );
      const limits = { requests_per_minute: calendar.length, requests_per_day: 1000 };
      const { apiKey } = await sandbox.createAccount({ limits });
      const { client } = sandbox.client(apiKey, {
        validate: checker.validate,
        intercept: checker.checkHeaders,
      });
      for (const operation of calendar) {
        await refused(client.invoke(operation, anyRequest[operation] as never), 403);
      }
      await refused(client.blacklists.create('oltre'), 429);
    });

    it('every response carries the headers the spec marks required (X-Request-Id, X-RateLimit-*, Retry-After)', () => {
      expect(checker.headersChecked).toBeGreaterThan(100);
      expect([...new Set(checker.headerProblems)]).toEqual([]);
    });

    it('covers every operation with a success and, when the spec declares one, a client error', () => {
      const missing: string[] = [];
      for (const [operation, statuses] of checker.declared) {
        const seen = [...(checker.seen.get(operation) ?? [])];
        if (!seen.some((status) => status < 300)) missing.push(`${operation}: no success`);
        if (statuses.some((s) => s >= 400 && s < 500) && !seen.some((s) => s >= 400 && s < 500)) {
          missing.push(`${operation}: no client error`);
        }
      }
      expect(missing).toEqual([]);
    });
  });
});
