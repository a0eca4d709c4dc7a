import { publicRoutes, SimCaller, SimCallOutcome } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { loadSampleExchange } from '../../fixtures/sample-exchange.js';
import { createTestApp } from '../../testing/test-app.js';
import { forEachBackend } from '../../testing/test-database.js';

const admin = { Authorization: 'Bearer sim-token', 'Content-Type': 'application/json' };

forEachBackend((ctx) => {
  async function setup() {
    const loaded = await loadSampleExchange(ctx.db, { calls: [] });
    const testApp = createTestApp(ctx.db, { adminToken: 'sim-token' });
    const sim = async (method: string, path: string, body?: unknown, context = loaded.account.context) => {
      const res = await testApp.app.request(`/_sim/${context}${path}`, {
        method,
        headers: admin,
        ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const live = async (queue: string) => {
      const res = await testApp.requestWithKey(loaded.apiKey, `/v1/queue/${encodeURIComponent(queue)}/live`);
      return publicRoutes.getQueueLive.responses[200].schema.parse(await res.json()).data;
    };
    return { ...testApp, ...loaded, sim, live };
  }

  describe('/_sim surface', () => {
    it('is absent without an admin token and refuses a wrong one', async () => {
      const loaded = await loadSampleExchange(ctx.db, { calls: [] });
      const path = `/_sim/${loaded.account.context}/originated`;
      const bare = await createTestApp(ctx.db).app.request(path, { headers: admin });
      expect(bare.status).toBe(404);
      const wrong = await createTestApp(ctx.db, { adminToken: 'other' }).app.request(path, {
        headers: admin,
      });
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({
        success: false,
        error: 'Token di amministrazione mancante o non valido',
      });
    });

    it.each([
      ['PUT', '/telephony', { reachable: false }],
      ['POST', '/queues/assistenza/callers', { caller_number: '333' }],
      ['POST', '/queues/assistenza/callers/1/answer', {}],
      ['POST', '/queues/assistenza/callers/1/abandon', undefined],
      ['PUT', '/members/201', { paused: true }],
      ['PUT', '/extensions/201', { status: 'OFFLINE' }],
      ['GET', '/originated', undefined],
    ])('answers 404 Account non trovato on %s %s for an unknown context', async (method, path, body) => {
      const { sim } = await setup();
      const res = await sim(method, path, body, 'nessuno');
      expect(res).toEqual({ status: 404, body: { success: false, error: 'Account non trovato' } });
    });
  });

  describe('queue callers', () => {
    it('refuses unknown queues, full queues and unknown positions', async () => {
      const { sim } = await setup();
      expect(await sim('POST', '/queues/nessuna/callers', { caller_number: '333' })).toEqual({
        status: 404,
        body: { success: false, error: 'Coda non trovata' },
      });
      for (let i = 1; i <= 3; i++) {
        const joined = await sim('POST', '/queues/assistenza/callers', { caller_number: `33300000${i}` });
        expect(joined.status).toBe(201);
        expect(SimCaller.parse(joined.body).position).toBe(i);
      }
      expect(await sim('POST', '/queues/assistenza/callers', { caller_number: '3339' })).toEqual({
        status: 409,
        body: { success: false, error: 'Coda piena' },
      });
      expect(await sim('POST', '/queues/assistenza/callers/4/abandon')).toEqual({
        status: 404,
        body: { success: false, error: 'Nessun chiamante in questa posizione della coda' },
      });
      expect((await sim('POST', '/queues/assistenza/callers/0/abandon')).status).toBe(400);
      expect((await sim('POST', '/queues/assistenza/callers', { caller_name: 'x' })).body).toEqual({
        success: false,
        error: 'Il campo `caller_number` è obbligatorio',
      });
    });

    it('answers with the named member, or 404/409 when that member cannot; an empty body is accepted', async () => {
      const { sim, live } = await setup();
      for (const n of ['3331', '3332', '3333'])
        await sim('POST', '/queues/assistenza/callers', { caller_number: n });
      expect(await sim('POST', '/queues/assistenza/callers/1/answer', { member: '204' })).toEqual({
        status: 404,
        body: { success: false, error: 'Interno non trovato' },
      });
      // 203 is offline: its member state is UNAVAILABLE.
      expect(await sim('POST', '/queues/assistenza/callers/1/answer', { member: '203' })).toEqual({
        status: 409,
        body: { success: false, error: 'Nessun operatore disponibile' },
      });
      const second = await sim('POST', '/queues/assistenza/callers/2/answer', {
        member: '202',
        talk_seconds: 30,
      });
      expect(SimCallOutcome.parse(second.body)).toMatchObject({ caller_number: '3332', member: '202' });
      const empty = await sim('POST', '/queues/assistenza/callers/1/answer', '');
      expect(SimCallOutcome.parse(empty.body)).toMatchObject({ caller_number: '3331', member: '201' });
      // 201 and 202 are in calls now; 203 is offline.
      expect(await sim('POST', '/queues/assistenza/callers/1/answer')).toEqual({
        status: 409,
        body: { success: false, error: 'Nessun operatore disponibile' },
      });
      expect((await live('assistenza')).callers.map((c) => c.caller_number)).toEqual(['3333']);
      expect((await sim('POST', '/queues/assistenza/callers/1/answer', '{"member":')).status).toBe(400);
    });

    it('refuses a talk time beyond a day and other spellings of a position, leaving the caller waiting', async () => {
      const { sim, live } = await setup();
      expect((await sim('POST', '/queues/assistenza/callers', { caller_number: '3331' })).status).toBe(201);
      for (const [position, body] of [
        ['1', { talk_seconds: 2 ** 31 }],
        ['1', { talk_seconds: 86_401 }],
        ['01', {}],
        ['0x1', {}],
        ['1.0', {}],
      ] as const) {
        const res = await sim('POST', `/queues/assistenza/callers/${position}/answer`, body);
        expect([position, body, res.status]).toEqual([position, body, 400]);
      }
      expect((await sim('POST', '/queues/assistenza/callers/%2B1/abandon')).status).toBe(400);
      expect((await live('assistenza')).callers.map((c) => c.caller_number)).toEqual(['3331']);
    });
  });

  describe('members and extensions', () => {
    it('pauses a member and sets its device state in every queue it belongs to', async () => {
      const { sim, live } = await setup();
      expect(await sim('PUT', '/members/202', { paused: true, status: 'RINGING' })).toEqual({
        status: 200,
        body: { paused: true, status: 'RINGING' },
      });
      for (const queue of ['assistenza', 'vendite nord']) {
        const member = (await live(queue)).members.find((m) => m.extension === '202');
        expect(member).toMatchObject({ paused: true, status: 'RINGING', status_code: 6, in_call: false });
      }
      // Each member counted once: a ringing phone (202) and one in a call (204, BUSY) are in a call, paused or not.
      expect((await live('vendite nord')).summary).toMatchObject({
        total_members: 2,
        members_paused: 0,
        members_in_call: 2,
        members_available: 0,
        members_unavailable: 0,
      });
      expect(await sim('PUT', '/members/999', { paused: true })).toEqual({
        status: 404,
        body: { success: false, error: 'Interno non trovato' },
      });
      expect((await sim('PUT', '/members/202', { status: 'SLEEPING' })).status).toBe(400);
    });

    it('lets members without a state of their own follow their extension', async () => {
      const { sim, live } = await setup();
      expect((await live('assistenza')).members[2]).toMatchObject({
        extension: '203',
        status: 'UNAVAILABLE',
      });
      await sim('PUT', '/extensions/203', { status: 'ONLINE' });
      expect((await live('assistenza')).members[2]).toMatchObject({ status: 'AVAILABLE', status_code: 1 });
      await sim('PUT', '/extensions/203', { status: 'BUSY' });
      expect((await live('assistenza')).members[2]).toMatchObject({ status: 'IN_CALL', in_call: true });
      expect(await sim('PUT', '/extensions/999', { status: 'ONLINE' })).toEqual({
        status: 404,
        body: { success: false, error: 'Interno non trovato' },
      });
    });

    it("keeps each account's simulator state apart", async () => {
      const first = await setup();
      const second = await loadSampleExchange(ctx.db, { calls: [] });
      await first.sim('PUT', '/telephony', { reachable: false });
      await first.sim('POST', '/queues/assistenza/callers', { caller_number: '333' });
      const res = await first.requestWithKey(second.apiKey, '/v1/queue/assistenza/live');
      expect(res.status).toBe(200);
      const data = publicRoutes.getQueueLive.responses[200].schema.parse(await res.json()).data;
      expect(data.callers).toEqual([]);
    });
  });
});
