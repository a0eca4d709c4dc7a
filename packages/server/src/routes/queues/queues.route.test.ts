import { publicRoutes } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { loadSampleExchange } from '../../fixtures/sample-exchange.js';
import { createTestApp } from '../../testing/test-app.js';
import { forEachBackend } from '../../testing/test-database.js';

const admin = { Authorization: 'Bearer sim-token', 'Content-Type': 'application/json' };

forEachBackend((ctx) => {
  async function setup() {
    const loaded = await loadSampleExchange(ctx.db);
    const testApp = createTestApp(ctx.db, { adminToken: 'sim-token' });
    const get = async (path: string) => {
      const res = await testApp.requestWithKey(loaded.apiKey, path);
      return { res, status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const sim = (method: string, path: string, body?: unknown) =>
      testApp.app.request(`/_sim/${loaded.account.context}${path}`, {
        method,
        headers: admin,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
    return { ...testApp, ...loaded, get, sim };
  }

  describe('GET /v1/queue', () => {
    it('lists the configured queues with members and count', async () => {
      const { get } = await setup();
      const { status, body, res } = await get('/v1/queue');
      expect(status).toBe(200);
      expect(res.headers.get('X-RateLimit-Remaining-Minute')).toBe('19');
      const parsed = publicRoutes.listQueues.responses[200].schema.parse(body);
      expect(parsed.count).toBe(3);
      expect(parsed.data.map((q) => q.queue_name)).toEqual(['assistenza', 'vendite nord', 'live']);
      expect(parsed.data[1]).toEqual({
        queue_name: 'vendite nord',
        strategy: 'roundrobin',
        timeout: 30,
        musiconhold: 'default',
        announce: 'benvenuto-vendite',
        maxlen: 0,
        members: [
          { extension: '202', callerid: '202', description: 'Mario Rossi' },
          { extension: '204', callerid: '204', description: 'Magazzino' },
        ],
        total_members: 2,
      });
    });

    it('never shows another account’s queues', async () => {
      const first = await setup();
      const other = await loadSampleExchange(ctx.db, { queues: [{ queue_name: 'solo-mia' }], calls: [] });
      const res = await first.requestWithKey(other.apiKey, '/v1/queue');
      const body = publicRoutes.listQueues.responses[200].schema.parse(await res.json());
      expect(body.data.map((q) => q.queue_name)).toEqual(['solo-mia']);
      expect((await first.requestWithKey(other.apiKey, '/v1/queue/assistenza')).status).toBe(404);
      expect((await first.requestWithKey(other.apiKey, '/v1/queue/assistenza/live')).status).toBe(404);
    });
  });

  describe('GET /v1/queue/{name}', () => {
    it("adds today's statistics in the account's time zone", async () => {
      const { get } = await setup();
      const { status, body } = await get('/v1/queue/assistenza');
      expect(status).toBe(200);
      const parsed = publicRoutes.getQueue.responses[200].schema.parse(body);
      // 3 calls on 2 June (Rome); the one at 23:59:59 on 1 June is yesterday. Waits 10, 31, 50 → 30.33.
      expect(parsed.data.statistics).toEqual({
        date: '2025-06-02',
        calls_entered: 3,
        calls_answered: 2,
        calls_abandoned: 1,
        avg_wait_time: 30,
        avg_wait_time_formatted: '00:30',
      });
      expect(parsed.data.total_members).toBe(3);
    });

    it('finds URL-encoded names and answers 404 Coda non trovata', async () => {
      const { get } = await setup();
      const encoded = await get('/v1/queue/vendite%20nord');
      expect(publicRoutes.getQueue.responses[200].schema.parse(encoded.body).data.statistics).toMatchObject({
        calls_entered: 1,
        avg_wait_time: 100,
        avg_wait_time_formatted: '01:40',
      });
      const missing = await get('/v1/queue/inesistente');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, error: 'Coda non trovata' });
      expect(missing.res.headers.get('X-RateLimit-Limit-Day')).toBe('1000');
    });
  });

  describe('live state', () => {
    it('lists every queue live; a queue named live keeps /v1/queue/live/live', async () => {
      const { get } = await setup();
      const all = await get('/v1/queue/live');
      expect(all.status).toBe(200);
      const parsed = publicRoutes.listQueuesLive.responses[200].schema.parse(all.body);
      expect(parsed.count).toBe(3);
      expect(parsed.data.map((q) => q.queue_name)).toEqual(['assistenza', 'vendite nord', 'live']);

      const liveQueue = await get('/v1/queue/live/live');
      expect(liveQueue.status).toBe(200);
      const one = publicRoutes.getQueueLive.responses[200].schema.parse(liveQueue.body).data;
      expect(one.queue_name).toBe('live');
      expect(one.members).toEqual([
        {
          extension: '204',
          name: 'Magazzino',
          status: 'ON_HOLD',
          status_code: 8,
          paused: false,
          in_call: true,
          calls_taken: 0,
          last_call: null,
          penalty: 0,
          callerid: '204',
          description: 'Magazzino',
        },
      ]);
    });

    it('reports device states, pause and the summary from the server', async () => {
      const { get } = await setup();
      const assistenza = publicRoutes.getQueueLive.responses[200].schema.parse(
        (await get('/v1/queue/assistenza/live')).body,
      ).data;
      expect(assistenza.members.map((m) => [m.extension, m.status, m.status_code, m.penalty])).toEqual([
        ['201', 'AVAILABLE', 1, 0],
        ['202', 'AVAILABLE', 1, 1],
        ['203', 'UNAVAILABLE', 5, 0],
      ]);
      expect(assistenza).toMatchObject({
        max: 3,
        strategy: 'ringall',
        calls_waiting: 0,
        completed: 0,
        service_level: 20,
        service_level_perf: 0,
        callers: [],
      });
      expect(assistenza.summary).toEqual({
        total_members: 3,
        members_available: 2,
        members_in_call: 0,
        members_paused: 0,
        members_unavailable: 1,
        callers_waiting: 0,
      });
      const vendite = publicRoutes.getQueueLive.responses[200].schema.parse(
        (await get('/v1/queue/vendite%20nord/live')).body,
      ).data;
      expect(vendite.members.map((m) => [m.extension, m.status, m.paused, m.in_call])).toEqual([
        ['202', 'AVAILABLE', false, false],
        // One device state per phone: 204 is on hold (set in the `live` queue) here too.
        ['204', 'ON_HOLD', true, true],
      ]);
      // 204 is paused but its phone is in a call: counted once, in a call (the four counters add up).
      expect(vendite.summary).toMatchObject({
        total_members: 2,
        members_available: 1,
        members_in_call: 1,
        members_paused: 0,
        members_unavailable: 0,
      });
    });

    it('answers 404 for an unknown queue and 503 when the telephone server is unreachable', async () => {
      const { get, sim } = await setup();
      const missing = await get('/v1/queue/nessuna/live');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, error: 'Coda non trovata' });

      expect((await sim('PUT', '/telephony', { reachable: false })).status).toBe(200);
      for (const path of ['/v1/queue/live', '/v1/queue/assistenza/live', '/v1/queue/live/live']) {
        const down = await get(path);
        expect(down.status).toBe(503);
        expect(down.body).toEqual({
          success: false,
          error: 'Impossibile contattare il centralino telefonico: riprova più tardi',
        });
        expect(down.res.headers.get('X-RateLimit-Remaining-Minute')).not.toBeNull();
      }
      // The configuration and the statistics come from the database: still served.
      expect((await get('/v1/queue')).status).toBe(200);
      expect((await get('/v1/queue/assistenza')).status).toBe(200);
      await sim('PUT', '/telephony', { reachable: true });
      expect((await get('/v1/queue/live')).status).toBe(200);
    });
  });

  describe('simulator story', () => {
    it('caller joins → waits as the clock moves → answered → history and statistics agree', async () => {
      const { get, sim, clock, apiKey, requestWithKey } = await setup();
      const joined = await sim('POST', '/queues/assistenza/callers', {
        caller_number: '3339998888',
        caller_name: 'Anna Blu',
      });
      expect(joined.status).toBe(201);
      expect(await joined.json()).toMatchObject({
        queue_name: 'assistenza',
        position: 1,
        caller_number: '3339998888',
        caller_name: 'Anna Blu',
        joined_at: '2025-06-02T10:00:15.000Z',
      });
      await sim('POST', '/queues/assistenza/callers', { caller_number: '0611112222' });

      clock.advance(75_000);
      const live = publicRoutes.getQueueLive.responses[200].schema.parse(
        (await get('/v1/queue/assistenza/live')).body,
      ).data;
      expect(live.calls_waiting).toBe(2);
      expect(live.callers).toEqual([
        expect.objectContaining({
          position: 1,
          caller_number: '3339998888',
          caller_name: 'Anna Blu',
          wait_seconds: 75,
          wait_formatted: '01:15',
        }),
        expect.objectContaining({
          position: 2,
          caller_number: '0611112222',
          caller_name: '',
          wait_seconds: 75,
        }),
      ]);
      expect(live.callers[0]!.channel).toMatch(/^SIP\/trunk-[0-9a-f]{8}$/);

      const answered = await sim('POST', '/queues/assistenza/callers/1/answer', { talk_seconds: 120 });
      expect(answered.status).toBe(200);
      // ringall: the lowest penalty, first in order.
      expect(await answered.json()).toEqual({
        queue_name: 'assistenza',
        caller_number: '3339998888',
        outcome: 'answered',
        wait_seconds: 75,
        member: '201',
      });
      clock.advance(10_000);
      const after = publicRoutes.getQueueLive.responses[200].schema.parse(
        (await get('/v1/queue/assistenza/live')).body,
      ).data;
      expect(after.callers).toEqual([
        expect.objectContaining({ position: 1, caller_number: '0611112222', wait_seconds: 85 }),
      ]);
      // The call is in progress: not completed, not in the history, not in the statistics yet.
      expect(after).toMatchObject({ completed: 0, abandoned: 0, holdtime: 0, talktime: 0 });
      expect(after.members[0]).toMatchObject({
        extension: '201',
        status: 'IN_CALL',
        in_call: true,
        calls_taken: 1,
        last_call: '2025-06-02 12:01:30',
      });
      expect(after.summary).toMatchObject({ members_in_call: 1, members_available: 1, callers_waiting: 1 });
      const phone = await get('/v1/extensions/status/201');
      expect(phone.body).toMatchObject({ data: { status: 'BUSY', is_online: true } });
      const history = async () => {
        const res = await requestWithKey(apiKey, '/v1/calls/in?search=3339998888');
        expect(res.status).toBe(200);
        return ((await res.json()) as { data: Record<string, unknown>[] }).data;
      };
      expect(await history()).toEqual([]);

      const abandoned = await sim('POST', '/queues/assistenza/callers/1/abandon');
      expect(await abandoned.json()).toMatchObject({ outcome: 'abandoned', wait_seconds: 85, member: null });

      const statistics = async () =>
        publicRoutes.getQueue.responses[200].schema.parse((await get('/v1/queue/assistenza')).body).data
          .statistics;
      // Fixture: 3 calls (waits 10, 31, 50) + abandoned (85); the answered call is still in progress.
      expect(await statistics()).toMatchObject({
        calls_entered: 4,
        calls_answered: 2,
        calls_abandoned: 2,
        avg_wait_time: 44,
      });

      // After the talk time the call ends: history, statistics and live counters agree.
      clock.advance(110_000);
      expect(await history()).toEqual([
        expect.objectContaining({
          caller_number: '3339998888',
          caller_id: 'Anna Blu',
          calldate: '2025-06-02 12:00:15',
          destination: '0612345678',
          status: 'answered',
          total_duration: 195,
        }),
      ]);
      expect(await statistics()).toMatchObject({
        calls_entered: 5,
        calls_answered: 3,
        calls_abandoned: 2,
        avg_wait_time: 50,
      });
      const ended = publicRoutes.getQueueLive.responses[200].schema.parse(
        (await get('/v1/queue/assistenza/live')).body,
      ).data;
      expect(ended).toMatchObject({
        completed: 1,
        abandoned: 1,
        holdtime: 75,
        talktime: 120,
        service_level_perf: 0,
      });

      // The member is available again.
      const later = publicRoutes.getQueueLive.responses[200].schema.parse(
        (await get('/v1/queue/assistenza/live')).body,
      ).data;
      expect(later.members[0]).toMatchObject({ status: 'AVAILABLE', in_call: false });
      expect((await get('/v1/extensions/status/201')).body).toMatchObject({ data: { status: 'ONLINE' } });
    });
  });
});
