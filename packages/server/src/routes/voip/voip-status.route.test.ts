import { publicRoutes } from '@centralino/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { voipNumbers } from '../../db/schema/index.js';
import { loadSampleExchange } from '../../fixtures/sample-exchange.js';
import { createTestApp } from '../../testing/test-app.js';
import { forEachBackend } from '../../testing/test-database.js';

forEachBackend((ctx) => {
  describe('GET /v1/voip/status', () => {
    it('reports registrations (VIRTUAL and SBC always registered), labels and a summary', async () => {
      const loaded = await loadSampleExchange(ctx.db, {
        voip_numbers: [
          { number: '0612345678', provider: 'VIRTUAL', description: 'Numero principale' },
          {
            number: '0287654321',
            provider: 'MESSAGENET',
            registered: false,
            username: 'u1',
            sip_server: 'sip.m.it',
          },
          { number: '0550000000', provider: 'SBC' },
          { number: '0233333333', provider: 'EHIWEB', provider_label: 'Ehiweb Business', note: 'backup' },
        ],
      });
      // Even if the stored state says otherwise, VIRTUAL and SBC report registered.
      await ctx.db
        .update(voipNumbers)
        .set({ registered: false })
        .where(eq(voipNumbers.accountId, loaded.account.id));
      const other = await loadSampleExchange(ctx.db, { voip_numbers: [], calls: [] });

      const { requestWithKey } = createTestApp(ctx.db);
      const res = await requestWithKey(loaded.apiKey, '/v1/voip/status');
      expect(res.status).toBe(200);
      expect(res.headers.get('X-RateLimit-Remaining-Minute')).toBe('19');
      const body = publicRoutes.listVoipStatus.responses[200].schema.parse(await res.json());
      expect(body.data.map((n) => [n.number, n.provider, n.provider_label, n.registered])).toEqual([
        ['0612345678', 'VIRTUAL', 'Virtuale', true],
        ['0287654321', 'MESSAGENET', 'MESSAGENET', false],
        ['0550000000', 'SBC', 'SBC', true],
        ['0233333333', 'EHIWEB', 'Ehiweb Business', false],
      ]);
      expect(body.data[1]).toEqual({
        number: '0287654321',
        registered: false,
        provider: 'MESSAGENET',
        provider_label: 'MESSAGENET',
        username: 'u1',
        sip_server: 'sip.m.it',
        description: '',
        note: '',
      });
      expect(body.summary).toEqual({ total: 4, registered: 2, unregistered: 2 });
      expect(body.count).toBe(4);

      const theirs = publicRoutes.listVoipStatus.responses[200].schema.parse(
        await (await requestWithKey(other.apiKey, '/v1/voip/status')).json(),
      );
      expect(theirs).toEqual({
        success: true,
        data: [],
        count: 0,
        summary: { total: 0, registered: 0, unregistered: 0 },
      });
    });

    it('answers 503 when the telephone server is unreachable', async () => {
      const loaded = await loadSampleExchange(ctx.db);
      const { app, requestWithKey } = createTestApp(ctx.db, { adminToken: 'tok' });
      await app.request(`/_sim/${loaded.account.context}/telephony`, {
        method: 'PUT',
        headers: { Authorization: 'Bearer tok', 'Content-Type': 'application/json' },
        body: JSON.stringify({ reachable: false }),
      });
      const res = await requestWithKey(loaded.apiKey, '/v1/voip/status');
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        success: false,
        error: 'Impossibile contattare il centralino telefonico: riprova più tardi',
      });
    });
  });
});
