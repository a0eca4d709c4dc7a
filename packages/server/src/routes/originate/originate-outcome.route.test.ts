import { OriginatedCallList, publicRoutes } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { loadSampleExchange } from '../../fixtures/sample-exchange.js';
import { createTestApp } from '../../testing/test-app.js';
import { forEachBackend } from '../../testing/test-database.js';

const admin = { Authorization: 'Bearer tok', 'Content-Type': 'application/json' };

forEachBackend((ctx) => {
  /** The sample exchange (TEST_NOW 12:00:15 in Rome; first VoIP number 0612345678, VIRTUAL) with no history. */
  async function setup() {
    const loaded = await loadSampleExchange(ctx.db, { calls: [] });
    const testApp = createTestApp(ctx.db, { adminToken: 'tok' });
    const api = async (path: string, init: RequestInit = {}) => {
      const res = await testApp.requestWithKey(loaded.apiKey, path, init);
      return (await res.json()) as unknown;
    };
    const sim = (method: string, path: string, body?: unknown) =>
      testApp.app.request(`/_sim/${loaded.account.context}${path}`, {
        method,
        headers: admin,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const originate = async (extension: string, number: string) =>
      publicRoutes.originateCall.responses[200].schema.parse(
        await api('/v1/call/originate', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ extension, number }),
        }),
      ).data;
    const outbound = async () =>
      publicRoutes.listOutboundCalls.responses[200].schema.parse(await api('/v1/calls/out')).data;
    const extensionStatus = async (number: string) =>
      publicRoutes.getExtensionStatus.responses[200].schema.parse(
        await api(`/v1/extensions/status/${number}`),
      ).data.status;
    const state = async () =>
      OriginatedCallList.parse(await (await sim('GET', '/originated')).json()).data[0];
    return { ...testApp, ...loaded, sim, originate, outbound, extensionStatus, state };
  }

  describe('click-to-call in the sandbox', () => {
    it('rings the extension, then the destination, talks, and lands in GET /v1/calls/out when it ends', async () => {
      const { sim, clock, originate, outbound, extensionStatus, state } = await setup();
      const res = await sim('PUT', '/originate-outcome', {
        disposition: 'ANSWERED',
        extension_ring_seconds: 4,
        ring_seconds: 6,
        talk_seconds: 95,
      });
      expect(res.status).toBe(200);
      const placed = await originate('202', '02 1234 5678');

      expect(await extensionStatus('202')).toBe('RINGING');
      expect((await state())?.state).toBe('ringing');
      clock.advance(5_000);
      expect(await extensionStatus('202')).toBe('CALLING');
      clock.advance(10_000);
      expect(await extensionStatus('202')).toBe('BUSY');
      // In progress: not in the history yet.
      expect(await outbound()).toEqual([]);

      clock.advance(90_000);
      expect(await extensionStatus('202')).toBe('ONLINE');
      expect(await state()).toMatchObject({ state: 'ended', disposition: 'ANSWERED' });
      expect(await outbound()).toEqual([
        {
          calldate: '2025-06-02 12:00:15',
          caller_id: '0612345678',
          source: '202',
          destination: '0212345678',
          billsec: 95,
          duration: '00:01:45',
          disposition: 'ANSWERED',
          uniqueid: placed.call_id,
          provider: 'VIRTUAL',
        },
      ]);
    });

    it.each([
      ['NO ANSWER', 30, '00:00:33'],
      ['BUSY', 5, '00:00:08'],
      ['FAILED', 5, '00:00:03'],
    ] as const)('ends %s as the sandbox chose, with no billsec', async (disposition, ring, duration) => {
      const { sim, clock, originate, outbound } = await setup();
      await sim('PUT', '/originate-outcome', { disposition, extension_ring_seconds: 3, ring_seconds: ring });
      const placed = await originate('201', '0698765432');
      clock.advance(3_600_000);
      expect(await outbound()).toMatchObject([
        { uniqueid: placed.call_id, disposition, billsec: 0, duration },
      ]);
    });

    it('fails at once from an offline extension or one that may not call out; busy from one in a call', async () => {
      const { sim, clock, originate, outbound } = await setup();
      const offline = await originate('203', '0698765432');
      const disabled = await originate('204', '0698765432');
      const first = await originate('201', '0698765432');
      const second = await originate('201', '0611111111');
      clock.advance(1_000);
      const calls = await outbound();
      const byId = new Map(calls.map((c) => [c.uniqueid, c]));
      expect(byId.get(offline.call_id)).toMatchObject({ disposition: 'FAILED', duration: '00:00:00' });
      expect(byId.get(disabled.call_id)).toMatchObject({ disposition: 'FAILED', duration: '00:00:00' });
      expect(byId.get(second.call_id)).toMatchObject({ disposition: 'BUSY', duration: '00:00:00' });
      expect(byId.has(first.call_id)).toBe(false);
      const check = (await (await sim('GET', '/check')).json()) as { ok: boolean; calls_in_progress: number };
      expect(check).toMatchObject({ violations: [], ok: true, calls_in_progress: 1 });
    });

    it('refuses an outcome outside the reference set', async () => {
      const { sim } = await setup();
      const res = await sim('PUT', '/originate-outcome', { disposition: 'CONGESTION' });
      expect(res.status).toBe(400);
    });
  });
});
