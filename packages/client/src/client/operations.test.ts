import { forEachBackend } from '@centralino/server/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationRoutes } from '../operations/operation-routes.js';
import type { OperationId } from '../operations/operation-types.js';
import { createPbxSandbox, type PbxSandbox } from '../testing/pbx-sandbox.js';
import { FIXTURE, richFixture } from '../testing/sandbox-fixture.js';
import { zodValidator } from '../validate.js';

/**
 * Every operation of the spec through the typed facade against the real server in-process, each response
 * validated with the Zod contract (`validate: zodValidator`); the last test checks nothing was left out.
 */
forEachBackend((ctx) => {
  let sandbox: PbxSandbox;
  beforeAll(() => {
    sandbox = createPbxSandbox(ctx.db);
  });

  async function richClient() {
    const { fixture, switchId, contactId } = richFixture();
    const { apiKey, context } = await sandbox.createAccount(fixture);
    const { client, seen } = sandbox.client(apiKey, { validate: zodValidator });
    return { client, seen, context, switchId, contactId };
  }

  describe('every operation, validated', () => {
    it('ping and account', async () => {
      const { client } = await richClient();
      expect((await client.ping()).status).toBe('ok');
      const account = await client.account.get();
      expect(account.data.key_name).toBe('default');
      expect(account.data.usage.minute.used).toBeGreaterThanOrEqual(1);
    });

    it('extensions: list, detail, statuses, one status', async () => {
      const { client } = await richClient();
      const list = await client.extensions.list();
      expect(list.data.map((e) => e.internal_number).sort()).toEqual(['101', '102']);
      const detail = await client.extensions.get('101');
      expect(detail.data.sip_config.port).toBe(5060);
      const statuses = await client.extensions.statuses();
      expect(statuses.summary).toEqual({ online: 1, offline: 1 });
      const one = await client.extensions.status('102');
      expect(one.data).toMatchObject({ internal_number: '102', status: 'OFFLINE', is_online: false });
    });

    it('calls: inbound and outbound, default range and by date', async () => {
      const { client } = await richClient();
      const inToday = await client.calls.inboundPage();
      expect(inToday.pagination.total_calls).toBe(9);
      const inYesterday = await client.calls.inboundPage({ date: FIXTURE.yesterday });
      expect(inYesterday.pagination.total_calls).toBe(7);
      const outToday = await client.calls.outboundPage();
      expect(outToday.pagination.total_calls).toBe(4);
      const outYesterday = await client.calls.outboundPage({ date: FIXTURE.yesterday, extensions: ['101'] });
      expect(outYesterday.data.map((c) => c.source)).toEqual(['101', '101']);
    });

    it('queues: list, detail, live of all and of one', async () => {
      const { client } = await richClient();
      const list = await client.queues.list();
      expect(list.data.map((q) => q.queue_name)).toEqual([FIXTURE.queue]);
      const detail = await client.queues.get(FIXTURE.queue);
      expect(detail.data.statistics.date).toBe(FIXTURE.today);
      const live = await client.queues.live();
      expect(live.count).toBe(1);
      const one = await client.queues.live(FIXTURE.queue);
      expect(one.data.summary.total_members).toBe(2);
    });

    it('click-to-call and VoIP status', async () => {
      const { client } = await richClient();
      const call = await client.calls.originate({ extension: '101', number: '0299887766' });
      expect(call.data).toMatchObject({ extension: '101', number: '0299887766' });
      const voip = await client.voip.status();
      expect(voip.summary.total).toBe(3);
    });

    it('blacklists: list, create, detail, numbers, add, read, update, delete', async () => {
      const { client } = await richClient();
      expect((await client.blacklists.list()).data.map((b) => b.name)).toEqual([FIXTURE.blacklist]);
      const created = await client.blacklists.create('molesti');
      expect(created.data).toMatchObject({
        name: 'molesti',
        numbers: [],
        numbers_count: 0,
        used_by_rules: [],
      });
      const added = await client.blacklists.addNumber('molesti', { number: '0612345', description: 'Spam' });
      expect((await client.blacklists.get('molesti')).data.numbers_count).toBe(1);
      expect((await client.blacklists.numbers('molesti')).data).toEqual([added.data]);
      expect((await client.blacklists.getNumber('molesti', added.data.id)).data).toEqual(added.data);
      const updated = await client.blacklists.updateNumber('molesti', added.data.id, { description: '' });
      expect(updated.data.description).toBeNull();
      await client.blacklists.deleteNumber('molesti', added.data.id);
      expect((await client.blacklists.numbers('molesti')).count).toBe(0);
    });

    it('switches and contacts', async () => {
      const { client, switchId, contactId } = await richClient();
      const sw = await client.switches.get(switchId);
      expect(sw.data).toMatchObject({ id: switchId, activation: '*11', status: 1, active: true });
      const contact = await client.contacts.get(contactId);
      expect(contact.data.name).toBe('Mario Rossi');
      const updated = await client.contacts.update(contactId, { company: null, notes: 'Richiamare' });
      expect(updated.data).toMatchObject({ id: contactId, company: null, notes: 'Richiamare' });
    });

    it('calendar: catalog, availability, book, list, cancel, blocks', async () => {
      const { client } = await richClient();
      expect((await client.calendar.calendars()).data.map((c) => c.slug)).toEqual([FIXTURE.calendar]);
      expect((await client.calendar.events()).data.map((e) => e.slug)).toEqual([FIXTURE.event]);
      const free = await client.calendar.availability({ event: FIXTURE.event, date: '2025-06-03' });
      const slot = free.data[0];
      if (!slot) throw new Error('no free slot on 2025-06-03');
      const booked = await client.calendar.book({
        event: FIXTURE.event,
        name: 'Anna Bianchi',
        date: slot.date,
        time: slot.time,
      });
      expect(booked).toMatchObject({ created: true, data: { source: 'api', created_by: 'default' } });
      const bookings = await client.calendar.bookings({ from: '2025-06-03', to: '2025-06-03' });
      expect(bookings.data.map((b) => b.id)).toEqual([booked.data.id]);
      const cancelled = await client.calendar.cancelBooking(booked.data.id);
      expect(cancelled.data.status).toBe('cancelled');
      const blocks = await client.calendar.blocks({ from: '2025-06-04', to: '2025-06-04' });
      const block = blocks.data[0];
      if (!block) throw new Error('the fixture block is missing');
      expect(await client.calendar.deleteBlock(block.id)).toMatchObject({
        data: { id: block.id, deleted: true },
      });
    });

    it('the same Idempotency-Key returns the same booking; without one each booking gets its own', async () => {
      const { client, seen } = await richClient();
      const free = await client.calendar.availability({ event: FIXTURE.event, date: '2025-06-03' });
      const [first, second] = free.data;
      if (!first || !second) throw new Error('need two free slots');
      const body = { event: FIXTURE.event, name: 'Luca Verdi', date: first.date, time: first.time };
      const a = await client.calendar.book(body, { idempotencyKey: 'retry-me' });
      const b = await client.calendar.book(body, { idempotencyKey: 'retry-me' });
      expect(a.created).toBe(true);
      expect(b).toMatchObject({ created: false, data: { id: a.data.id } });
      const c = await client.calendar.book({ ...body, time: second.time });
      const d = await client.calendar.book({ ...body, time: second.time }).catch((e: unknown) => e);
      expect(c.created).toBe(true);
      // A fresh key per call: the repeat is a new booking of a taken slot, not a replay.
      expect(d).toMatchObject({ status: 409, code: 'slot_unavailable' });
      const keys = seen.filter((r) => r.method === 'POST').map((r) => r.headers.get('Idempotency-Key'));
      expect(keys.slice(0, 2)).toEqual(['retry-me', 'retry-me']);
      expect(keys[2]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(keys[3]).toMatch(/^[0-9a-f-]{36}$/);
      expect(keys[3]).not.toBe(keys[2]);
    });

    it('calls every operation of the spec', () => {
      const all = Object.keys(operationRoutes) as OperationId[];
      expect(all.filter((id) => !sandbox.called.has(id))).toEqual([]);
    });
  });
});
