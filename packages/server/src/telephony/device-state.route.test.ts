import { publicRoutes } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { loadSampleExchange } from '../fixtures/sample-exchange.js';
import { createTestApp } from '../testing/test-app.js';
import { forEachBackend } from '../testing/test-database.js';

const admin = { Authorization: 'Bearer phone-token', 'Content-Type': 'application/json' };

forEachBackend((ctx) => {
  async function setup() {
    const loaded = await loadSampleExchange(ctx.db, { calls: [] });
    const testApp = createTestApp(ctx.db, { adminToken: 'phone-token' });
    const simRaw = (method: string, path: string, body?: unknown) =>
      testApp.app.request(`/_sim/${loaded.account.context}${path}`, {
        method,
        headers: admin,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    const sim = async (method: string, path: string, body?: unknown) => {
      const res = await simRaw(method, path, body);
      expect(res.status).toBeLessThan(300);
    };
    const get = async (path: string) => {
      const res = await testApp.requestWithKey(loaded.apiKey, path);
      expect(res.status).toBe(200);
      return (await res.json()) as unknown;
    };
    /** Status of the extension in both extension views, and of its membership in every queue view. */
    const phone = async (number: string) => {
      const all = publicRoutes.listExtensionStatuses.responses[200].schema.parse(
        await get('/v1/extensions/status'),
      );
      const one = publicRoutes.getExtensionStatus.responses[200].schema.parse(
        await get(`/v1/extensions/status/${number}`),
      );
      const queues = publicRoutes.listQueuesLive.responses[200].schema.parse(await get('/v1/queue/live'));
      const members = [];
      for (const queue of queues.data)
        for (const m of queue.members.filter((m) => m.extension === number)) {
          const single = publicRoutes.getQueueLive.responses[200].schema.parse(
            await get(`/v1/queue/${encodeURIComponent(queue.queue_name)}/live`),
          );
          const same = single.data.members.find((s) => s.extension === number);
          members.push({
            queue: queue.queue_name,
            status: m.status,
            code: m.status_code,
            single: same?.status,
          });
        }
      return {
        list: all.data.find((e) => e.internal_number === number)?.status,
        one: one.data.status,
        members,
      };
    };
    const waiting = async (queue: string) =>
      publicRoutes.getQueueLive.responses[200].schema
        .parse(await get(`/v1/queue/${encodeURIComponent(queue)}/live`))
        .data.callers.map((c) => c.caller_number);
    return { ...loaded, sim, simRaw, phone, waiting };
  }

  describe('one device state per phone', () => {
    it('shows an offline phone as UNAVAILABLE in every queue, whatever state its members are set to', async () => {
      const { sim, phone } = await setup();
      // Both phones go offline; then their members are set AVAILABLE: an unregistered phone cannot take calls.
      await sim('PUT', '/extensions/204', { status: 'OFFLINE' });
      await sim('PUT', '/extensions/202', { status: 'OFFLINE' });
      await sim('PUT', '/members/202', { status: 'AVAILABLE' });
      await sim('PUT', '/members/204', { status: 'AVAILABLE', paused: false });
      for (const number of ['204', '202']) {
        const seen = await phone(number);
        expect(seen.list).toBe('OFFLINE');
        expect(seen.one).toBe('OFFLINE');
        expect(seen.members.length).toBeGreaterThan(0);
        for (const m of seen.members)
          expect(m).toEqual({ queue: m.queue, status: 'UNAVAILABLE', code: 5, single: 'UNAVAILABLE' });
      }
    });

    it('never offers a call to an offline phone', async () => {
      const { sim, simRaw, phone, waiting } = await setup();
      await sim('PUT', '/extensions/202', { status: 'OFFLINE' });
      await sim('PUT', '/members/202', { status: 'AVAILABLE' });
      // Only 202 could answer in `vendite nord` (204 is busy and paused): the caller keeps waiting.
      await sim('POST', '/queues/vendite%20nord/callers', { caller_number: '3331112222' });
      const answered = await simRaw('POST', '/queues/vendite%20nord/callers/1/answer', {});
      expect(answered.status).toBe(409);
      expect(await waiting('vendite nord')).toEqual(['3331112222']);
      const seen = await phone('202');
      expect(seen.list).toBe('OFFLINE');
      expect(seen.members.map((m) => m.status)).toEqual(['UNAVAILABLE', 'UNAVAILABLE']);
    });

    it.each([
      ['IN_CALL', 'BUSY'],
      ['RINGING', 'RINGING'],
    ] as const)(
      'shows a member set %s as %s in the extension status, and back',
      async (member, extension) => {
        const { sim, phone } = await setup();
        await sim('PUT', '/members/202', { status: member });
        const engaged = await phone('202');
        expect([engaged.list, engaged.one]).toEqual([extension, extension]);
        for (const m of engaged.members) expect([m.status, m.single]).toEqual([member, member]);
        await sim('PUT', '/members/202', { status: 'AVAILABLE' });
        const back = await phone('202');
        expect([back.list, back.one]).toEqual(['ONLINE', 'ONLINE']);
        for (const m of back.members) expect([m.status, m.single]).toEqual(['AVAILABLE', 'AVAILABLE']);
      },
    );

    it('gives a phone one state in every queue even when the fixture set it for one queue', async () => {
      const { phone } = await setup();
      // The fixture puts 204 on hold in `live` only: the phone is on hold, so BUSY and on hold everywhere.
      const seen = await phone('204');
      expect([seen.list, seen.one]).toEqual(['BUSY', 'BUSY']);
      expect(seen.members.map((m) => [m.queue, m.status])).toEqual([
        ['vendite nord', 'ON_HOLD'],
        ['live', 'ON_HOLD'],
      ]);
    });
  });
});
