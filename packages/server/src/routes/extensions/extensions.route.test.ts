import { type ExtensionStatusValue, publicRoutes } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { loadSampleExchange } from '../../fixtures/sample-exchange.js';
import { createTestApp } from '../../testing/test-app.js';
import { forEachBackend } from '../../testing/test-database.js';

const admin = { Authorization: 'Bearer sim-token', 'Content-Type': 'application/json' };
const unreachable = {
  success: false,
  error: 'Impossibile contattare il centralino telefonico: riprova più tardi',
};

forEachBackend((ctx) => {
  async function setup(options: Parameters<typeof createTestApp>[1] = {}) {
    const loaded = await loadSampleExchange(ctx.db);
    const testApp = createTestApp(ctx.db, { adminToken: 'sim-token', ...options });
    const get = async (path: string, apiKey = loaded.apiKey) => {
      const res = await testApp.requestWithKey(apiKey, path);
      return { res, status: res.status, body: (await res.json()) as unknown };
    };
    const sim = (method: string, path: string, body: unknown) =>
      testApp.app.request(`/_sim/${loaded.account.context}${path}`, {
        method,
        headers: admin,
        body: JSON.stringify(body),
      });
    return { ...testApp, ...loaded, get, sim };
  }

  describe('GET /v1/extensions', () => {
    it('lists the extensions of the account only', async () => {
      const { get, account } = await setup();
      const other = await loadSampleExchange(ctx.db, {
        extensions: [{ internal_number: '999' }],
        queues: [],
        calls: [],
      });
      const { status, body, res } = await get('/v1/extensions');
      expect(status).toBe(200);
      expect(res.headers.get('X-RateLimit-Limit-Minute')).toBe('20');
      const parsed = publicRoutes.listExtensions.responses[200].schema.parse(body);
      expect(parsed.count).toBe(4);
      expect(parsed.data[3]).toEqual({
        id: expect.any(Number),
        extension: `SIP/${account.context}-204`,
        internal_number: '204',
        description: 'Magazzino',
        outbound_provider: 'DISABILITATE',
      });
      const theirs = publicRoutes.listExtensions.responses[200].schema.parse(
        (await get('/v1/extensions', other.apiKey)).body,
      );
      expect(theirs.data.map((e) => e.internal_number)).toEqual(['999']);
      expect((await get('/v1/extensions/201', other.apiKey)).status).toBe(404);
      expect((await get('/v1/extensions/status/201', other.apiKey)).status).toBe(404);
    });
  });

  describe('GET /v1/extensions/{number}', () => {
    it('finds an extension by internal number or technical name, with the SIP configuration', async () => {
      const { get, account } = await setup();
      const byNumber = publicRoutes.getExtension.responses[200].schema.parse(
        (await get('/v1/extensions/201')).body,
      );
      expect(byNumber.data).toMatchObject({
        internal_number: '201',
        description: 'Reception',
        outbound_provider: 'PRINCIPALE',
        sip_config: {
          server: 'sip.centralino.local',
          stun_server: 'stun.centralino.local',
          username: `${account.context}-201`,
          port: 5060,
        },
      });
      const byName = await get(`/v1/extensions/${encodeURIComponent(`SIP/${account.context}-201`)}`);
      expect(byName.body).toEqual({ success: true, data: byNumber.data });
    });

    it('uses the configured SIP servers', async () => {
      const { get } = await setup({ sip: { server: 'sip.example.it', stunServer: 'stun.example.it' } });
      const { body } = await get('/v1/extensions/202');
      expect(publicRoutes.getExtension.responses[200].schema.parse(body).data.sip_config).toMatchObject({
        server: 'sip.example.it',
        stun_server: 'stun.example.it',
      });
    });

    it('answers 404 Interno non trovato', async () => {
      const { get } = await setup();
      const res = await get('/v1/extensions/999');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: 'Interno non trovato' });
      expect(res.res.headers.get('X-RateLimit-Remaining-Day')).toBe('999');
    });
  });

  describe('registration status', () => {
    it('lists every state with count and summary', async () => {
      const { get, account } = await setup();
      const { status, body } = await get('/v1/extensions/status');
      expect(status).toBe(200);
      const parsed = publicRoutes.listExtensionStatuses.responses[200].schema.parse(body);
      expect(parsed.data.map((e) => [e.internal_number, e.status, e.is_online])).toEqual([
        ['201', 'ONLINE', true],
        ['202', 'ONLINE', true],
        ['203', 'OFFLINE', false],
        ['204', 'BUSY', true],
      ]);
      expect(parsed.count).toBe(4);
      expect(parsed.summary).toEqual({ online: 3, offline: 1 });
      expect(parsed.data[0]).toEqual({
        extension: `SIP/${account.context}-201`,
        internal_number: '201',
        description: 'Reception',
        status: 'ONLINE',
        is_online: true,
      });
    });

    it.each<[ExtensionStatusValue, boolean]>([
      ['ONLINE', true],
      ['OFFLINE', false],
      ['BUSY', true],
      ['RINGING', true],
      ['CALLING', true],
      ['UNKNOWN', false],
    ])('reports %s as is_online %s, with a local timestamp', async (value, online) => {
      const { get, sim, clock } = await setup();
      const set = await sim('PUT', '/extensions/202', { status: value });
      expect(set.status).toBe(200);
      expect(await set.json()).toEqual({ status: value });
      clock.set(new Date('2025-01-15T08:30:00Z'));
      const { status, body } = await get('/v1/extensions/status/202');
      expect(status).toBe(200);
      expect(publicRoutes.getExtensionStatus.responses[200].schema.parse(body).data).toMatchObject({
        internal_number: '202',
        status: value,
        is_online: online,
        // 08:30 UTC is 09:30 in Rome in winter.
        timestamp: '2025-01-15 09:30:00',
      });
    });

    it("writes the timestamp in the account's own time zone", async () => {
      const loaded = await loadSampleExchange(ctx.db, { timezone: 'America/New_York' });
      const { requestWithKey } = createTestApp(ctx.db);
      const res = await requestWithKey(loaded.apiKey, '/v1/extensions/status/201');
      expect(((await res.json()) as { data: { timestamp: string } }).data.timestamp).toBe(
        '2025-06-02 06:00:15',
      );
    });

    it('answers 404 for an unknown extension and 503 when the telephone server is unreachable', async () => {
      const { get, sim } = await setup();
      const missing = await get('/v1/extensions/status/999');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ success: false, error: 'Interno non trovato' });

      await sim('PUT', '/telephony', { reachable: false });
      for (const path of ['/v1/extensions/status', '/v1/extensions/status/201']) {
        const down = await get(path);
        expect(down.status).toBe(503);
        expect(down.body).toEqual(unreachable);
      }
      expect((await get('/v1/extensions')).status).toBe(200);
      expect((await get('/v1/extensions/201')).status).toBe(200);
    });
  });
});
