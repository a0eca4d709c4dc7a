import { describe, expect, it } from 'vitest';
import { createTestAccount } from '../testing/test-account.js';
import { createTestApp } from '../testing/test-app.js';
import { forEachBackend } from '../testing/test-database.js';

const appOrigin = 'https://crm.example.com';

/** What a browser sends before a cross-origin call with the API key. */
function preflight(origin: string, method = 'GET'): RequestInit {
  return {
    method: 'OPTIONS',
    headers: {
      Origin: origin,
      'Access-Control-Request-Method': method,
      'Access-Control-Request-Headers': 'x-api-key, content-type',
    },
  };
}

forEachBackend((ctx) => {
  describe('CORS', () => {
    it('answers the preflight of an allowed origin before authentication', async () => {
      const { app } = createTestApp(ctx.db, { corsOrigins: [appOrigin] });
      const res = await app.request('/v1/queue/live', preflight(appOrigin));
      expect(res.status).toBe(204);
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe(appOrigin);
      expect(res.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('x-api-key');
      expect(res.headers.get('Access-Control-Allow-Methods')).toContain('PUT');
    });

    it('grants an allowed origin the call itself, with the rate-limit and request-id headers readable', async () => {
      const { app, requestWithKey } = createTestApp(ctx.db, { corsOrigins: [appOrigin] });
      const { apiKey } = await createTestAccount(ctx.db);
      const res = await requestWithKey(apiKey, '/v1/account', { headers: { Origin: appOrigin } });
      expect(res.status).toBe(200);
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe(appOrigin);
      const exposed = res.headers.get('Access-Control-Expose-Headers')?.split(',') ?? [];
      expect(exposed).toEqual(
        expect.arrayContaining(['X-Request-Id', 'X-RateLimit-Remaining-Minute', 'Retry-After']),
      );
      expect((await app.request('/v1/account', { headers: { Origin: appOrigin } })).status).toBe(401);
    });

    it('grants nothing to an origin not listed, and still never answers a preflight 401', async () => {
      const { app } = createTestApp(ctx.db, { corsOrigins: [appOrigin] });
      const res = await app.request('/v1/queue/live', preflight('https://evil.example'));
      expect(res.status).toBe(204);
      expect(res.headers.get('Access-Control-Allow-Origin')).toBeNull();
      const unconfigured = createTestApp(ctx.db).app;
      const none = await unconfigured.request('/v1/queue/live', preflight(appOrigin));
      expect(none.status).toBe(204);
      expect(none.headers.get('Access-Control-Allow-Origin')).toBeNull();
    });

    it('with "*" allows any origin, the sandbox surface included', async () => {
      const { app } = createTestApp(ctx.db, { corsOrigins: ['*'], adminToken: 'secret' });
      const res = await app.request('/_admin/accounts', preflight('http://localhost:5173', 'POST'));
      expect(res.status).toBe(204);
      expect(res.headers.get('Access-Control-Allow-Origin')).toBe('*');
    });
  });
});
