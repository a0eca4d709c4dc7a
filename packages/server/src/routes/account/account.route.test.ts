import { publicRoutes } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { loadSampleExchange } from '../../fixtures/sample-exchange.js';
import { createTestApp } from '../../testing/test-app.js';
import { forEachBackend } from '../../testing/test-database.js';

forEachBackend((ctx) => {
  describe('GET /v1/account', () => {
    it('reports context, key, limits and a usage that agrees with the headers, shared by all keys', async () => {
      const loaded = await loadSampleExchange(ctx.db, {
        limits: { requests_per_minute: 30, requests_per_day: 500 },
      });
      const { app, requestWithKey } = createTestApp(ctx.db, { adminToken: 'tok' });
      const first = await requestWithKey(loaded.apiKey, '/v1/account');
      expect(first.status).toBe(200);
      const body = publicRoutes.getAccount.responses[200].schema.parse(await first.json());
      expect(body).toEqual({
        success: true,
        data: {
          context: loaded.account.context,
          key_name: 'crm',
          limits: { requests_per_minute: 30, requests_per_day: 500 },
          usage: { minute: { used: 1, limit: 30 }, day: { used: 1, limit: 500 } },
        },
      });
      expect(first.headers.get('X-RateLimit-Remaining-Minute')).toBe('29');
      expect(first.headers.get('X-RateLimit-Remaining-Day')).toBe('499');

      const created = await app.request(`/_admin/accounts/${loaded.account.context}/keys`, {
        method: 'POST',
        headers: { Authorization: 'Bearer tok', 'Content-Type': 'application/json' },
        body: JSON.stringify({ key_name: 'bot' }),
      });
      const { api_key } = (await created.json()) as { api_key: string };
      const second = await requestWithKey(api_key, '/v1/account');
      const data = publicRoutes.getAccount.responses[200].schema.parse(await second.json()).data;
      expect(data.key_name).toBe('bot');
      expect(data.usage.minute).toEqual({ used: 2, limit: 30 });
      expect(second.headers.get('X-RateLimit-Remaining-Minute')).toBe(String(30 - data.usage.minute.used));
      expect(second.headers.get('X-RateLimit-Remaining-Day')).toBe(String(500 - data.usage.day.used));
    });

    it('answers 401 without a key', async () => {
      const res = await createTestApp(ctx.db).app.request('/v1/account');
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        success: false,
        error: 'API key mancante: invia l’header X-API-KEY',
      });
    });
  });
});
