import { publicRoutes } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { loadSampleExchange } from '../../fixtures/sample-exchange.js';
import { createTestApp, TEST_NOW } from '../../testing/test-app.js';
import { forEachBackend } from '../../testing/test-database.js';

const admin = { Authorization: 'Bearer clock-token', 'Content-Type': 'application/json' };

forEachBackend((ctx) => {
  describe('calls in progress when the sandbox clock moves forward', () => {
    it('end at their own instants and land in the history once, consistent with the live counters', async () => {
      const loaded = await loadSampleExchange(ctx.db, { calls: [] });
      const { app, requestWithKey } = createTestApp(ctx.db, { adminToken: 'clock-token' });
      const send = async (method: string, path: string, body?: unknown) => {
        const res = await app.request(path, {
          method,
          headers: admin,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return (await res.json()) as unknown;
      };
      const sim = (method: string, path: string, body?: unknown) =>
        send(method, `/_sim/${loaded.account.context}${path}`, body);
      const api = async (path: string) => (await requestWithKey(loaded.apiKey, path)).json();

      await sim('POST', '/queues/assistenza/callers', { caller_number: '3330000001' });
      await sim('POST', '/queues/assistenza/callers', { caller_number: '3330000002', patience_seconds: 40 });
      await sim('POST', '/queues/assistenza/callers/1/answer', { talk_seconds: 300 });
      await sim('PUT', '/originate-outcome', { disposition: 'NO ANSWER', ring_seconds: 20 });
      await requestWithKey(loaded.apiKey, '/v1/call/originate', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ extension: '202', number: '0698765432' }),
      });
      expect(await sim('GET', '/check')).toMatchObject({
        ok: true,
        waiting_callers: 1,
        calls_in_progress: 2,
      });

      // An hour later in one step.
      const later = new Date(TEST_NOW.getTime() + 3_600_000).toISOString();
      expect(await send('PUT', '/_admin/clock', { now: later })).toMatchObject({ fixed: true });
      const inbound = publicRoutes.listInboundCalls.responses[200].schema.parse(
        await api('/v1/calls/in'),
      ).data;
      expect(inbound.map((c) => [c.caller_number, c.calldate, c.status, c.total_duration])).toEqual([
        // Same start; recorded in the order they ended: the abandon by patience (40 s), then the answered call.
        ['3330000001', '2025-06-02 12:00:15', 'answered', 300],
        ['3330000002', '2025-06-02 12:00:15', 'abandoned', 40],
      ]);
      const outbound = publicRoutes.listOutboundCalls.responses[200].schema.parse(
        await api('/v1/calls/out'),
      ).data;
      expect(outbound).toMatchObject([{ disposition: 'NO ANSWER', duration: '00:00:23', billsec: 0 }]);
      const live = publicRoutes.getQueueLive.responses[200].schema.parse(
        await api('/v1/queue/assistenza/live'),
      );
      expect(live.data).toMatchObject({ completed: 1, abandoned: 1, talktime: 300, callers: [] });
      expect(live.data.members.every((m) => !m.in_call)).toBe(true);
      expect(await sim('GET', '/check')).toMatchObject({ ok: true, calls_in_progress: 0, ended_calls: 3 });
    });
  });
});
