import { publicRoutes, SimBlockedCaller, SimCaller } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { loadSampleExchange } from '../../fixtures/sample-exchange.js';
import { createTestApp } from '../../testing/test-app.js';
import { forEachBackend } from '../../testing/test-database.js';

const admin = { Authorization: 'Bearer bl-token', 'Content-Type': 'application/json' };

forEachBackend((ctx) => {
  /**
   * The sample exchange (numbers 0612345678, 0287654321, 0550000000) with `spam` on the first number's rule,
   * `fornitori` on the second's, and `inattiva` on no rule.
   */
  async function setup() {
    const loaded = await loadSampleExchange(ctx.db, {
      calls: [],
      blacklists: [
        {
          name: 'spam',
          numbers: [{ number: '^0899' }, { number: '+393401112223' }],
          used_by_rules: ['0612345678'],
        },
        { name: 'fornitori', numbers: [{ number: '3331112222' }], used_by_rules: ['0287654321'] },
        { name: 'inattiva', numbers: [{ number: '3335556666' }], used_by_rules: [] },
      ],
    });
    const testApp = createTestApp(ctx.db, { adminToken: 'bl-token' });
    const call = async (body: Record<string, unknown>, queue = 'assistenza') => {
      const res = await testApp.app.request(`/_sim/${loaded.account.context}/queues/${queue}/callers`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify(body),
      });
      return { status: res.status, body: (await res.json()) as unknown };
    };
    const api = async (path: string, init: RequestInit = {}) =>
      (await testApp.requestWithKey(loaded.apiKey, path, init)).json();
    const waiting = async () =>
      publicRoutes.getQueueLive.responses[200].schema
        .parse(await api('/v1/queue/assistenza/live'))
        .data.callers.map((c) => c.caller_number);
    const inbound = async () =>
      publicRoutes.listInboundCalls.responses[200].schema.parse(await api('/v1/calls/in')).data;
    return { ...testApp, ...loaded, call, api, waiting, inbound };
  }

  describe('blacklists on the number dialled', () => {
    it('blocks exact and prefix entries of the rule’s blacklist, written any way; the call never queues', async () => {
      const { call, waiting, inbound, api } = await setup();
      const exact = await call({ caller_number: '+39 340 111-2223', caller_name: 'Molesto' });
      expect(exact.status).toBe(200);
      const blocked = SimBlockedCaller.parse(exact.body);
      expect(blocked).toMatchObject({ outcome: 'blocked', blacklist: 'spam', voip_number: '0612345678' });
      const prefix = await call({ caller_number: '0899 123456', voip_number: '0612345678' });
      expect(prefix).toMatchObject({ status: 200, body: { outcome: 'blocked', blacklist: 'spam' } });
      // `00` is read as `+`, and the exchange's own country code is the national number.
      expect((await call({ caller_number: '00393401112223' })).status).toBe(200);
      expect((await call({ caller_number: '3401112223' })).status).toBe(200);

      expect(await waiting()).toEqual([]);
      const history = await inbound();
      expect(history).toHaveLength(4);
      expect(history.find((c) => c.linkedid === blocked.linkedid)).toMatchObject({
        caller_number: '+39 340 111-2223',
        caller_id: 'Molesto',
        destination: '0612345678',
        status: 'not_answered',
        answered: false,
        abandoned: false,
        total_duration: 0,
        call_legs: 1,
        calldate: '2025-06-02 12:00:15',
      });
      // Never in a queue's statistics.
      const detail = publicRoutes.getQueue.responses[200].schema.parse(await api('/v1/queue/assistenza'));
      expect(detail.data.statistics.calls_entered).toBe(0);
    });

    it('applies only the blacklists of the number dialled, and none not used by a rule', async () => {
      const { call, waiting } = await setup();
      const onMain = await call({ caller_number: '3331112222' });
      expect(onMain.status).toBe(201);
      expect(SimCaller.parse(onMain.body)).toMatchObject({ outcome: 'waiting', position: 1 });
      expect(await call({ caller_number: '3331112222', voip_number: '0287654321' })).toMatchObject({
        status: 200,
        body: { blacklist: 'fornitori', voip_number: '0287654321' },
      });
      expect((await call({ caller_number: '08990001', voip_number: '0550000000' })).status).toBe(201);
      expect((await call({ caller_number: '3335556666' })).status).toBe(201);
      expect(await waiting()).toEqual(['3331112222', '08990001', '3335556666']);
    });

    it('blocks a number added through the API at once, and lets it through once removed', async () => {
      const { call, api } = await setup();
      expect((await call({ caller_number: '3337778888' })).status).toBe(201);
      const added = (await api('/v1/blacklists/spam/numbers', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ number: '3337778888' }),
      })) as { data: { id: number } };
      expect((await call({ caller_number: '333 777 8888' })).status).toBe(200);
      await api(`/v1/blacklists/spam/numbers/${added.data.id}`, { method: 'DELETE' });
      expect((await call({ caller_number: '3337778888' })).status).toBe(201);
    });

    it('refuses a VoIP number the account does not have', async () => {
      const { call } = await setup();
      expect(await call({ caller_number: '3331112222', voip_number: '0999999999' })).toEqual({
        status: 404,
        body: { success: false, error: 'Numerazione non trovata' },
      });
    });
  });
});
