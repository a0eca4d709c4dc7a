import { describe, expect, it } from 'vitest';
import { createTestAccount } from '../testing/test-account.js';
import { createTestApp } from '../testing/test-app.js';
import { forEachBackend } from '../testing/test-database.js';
import { ApiError } from './api-error.js';
import { readJsonBody } from './json-body.js';

const rateLimitHeaderNames = [
  'X-RateLimit-Limit-Minute',
  'X-RateLimit-Remaining-Minute',
  'X-RateLimit-Limit-Day',
  'X-RateLimit-Remaining-Day',
];

forEachBackend((ctx) => {
  /** The app plus test-only routes that exercise the shared handlers. */
  function appWithProbes() {
    const testApp = createTestApp(ctx.db);
    testApp.app.post('/v1/probe/echo', async (c) => c.json({ success: true, data: await readJsonBody(c) }));
    testApp.app.post('/v1/probe/raw-json', async (c) => c.json({ success: true, data: await c.req.json() }));
    testApp.app.get('/v1/probe/crash', () => {
      throw new Error('database exploded');
    });
    testApp.app.post('/v1/calendar/probe', async (c) =>
      c.json({ success: true, data: await readJsonBody(c) }),
    );
    testApp.app.get('/v1/calendar/probe-error', () => {
      throw new ApiError(422, 'Scegli un calendario', {
        code: 'calendar_required',
        extra: { calendars: ['a'] },
      });
    });
    return testApp;
  }

  describe('public routes', () => {
    it('answers GET /v1/ping without a key, unwrapped, in Rome time', async () => {
      const { app } = createTestApp(ctx.db);
      const res = await app.request('/v1/ping');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', timestamp: '2025-06-02 12:00:15' });
      expect(res.headers.get('X-RateLimit-Limit-Minute')).toBeNull();
      expect(res.headers.get('X-Request-Id')).toBeTruthy();
    });

    it('answers unknown routes outside /v1 with the 404 envelope', async () => {
      const { app } = createTestApp(ctx.db);
      const res = await app.request('/nowhere');
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, error: 'Endpoint non trovato' });
    });
  });

  describe('authentication', () => {
    it.each([
      ['missing', undefined, 'API key mancante: invia l’header X-API-KEY'],
      ['invalid', 'cnt_wrong', 'API key non valida'],
    ])('refuses a %s key with 401', async (_name, key, message) => {
      const { app } = createTestApp(ctx.db);
      const headers: Record<string, string> = key ? { 'X-API-KEY': key } : {};
      const res = await app.request('/v1/account', { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, error: message });
      const calendar = await app.request('/v1/calendar/events', { headers });
      expect(await calendar.json()).toEqual({ success: false, error: { code: 'unauthorized', message } });
    });
  });

  describe('rate limiting', () => {
    it('counts down exactly, with headers on success and on 404, then 429 without counting', async () => {
      const { account, apiKey } = await createTestAccount(ctx.db, {
        requestsPerMinute: 3,
        requestsPerDay: 50,
      });
      const { requestWithKey } = createTestApp(ctx.db);

      const first = await requestWithKey(apiKey, '/v1/does-not-exist');
      expect(first.status).toBe(404);
      expect(await first.json()).toEqual({ success: false, error: 'Endpoint non trovato' });
      expect(Object.fromEntries(rateLimitHeaderNames.map((h) => [h, first.headers.get(h)]))).toEqual({
        'X-RateLimit-Limit-Minute': '3',
        'X-RateLimit-Remaining-Minute': '2',
        'X-RateLimit-Limit-Day': '50',
        'X-RateLimit-Remaining-Day': '49',
      });
      const remaining = [];
      for (let i = 0; i < 2; i++) {
        const res = await requestWithKey(apiKey, '/v1/nothing');
        remaining.push(res.headers.get('X-RateLimit-Remaining-Minute'));
      }
      expect(remaining).toEqual(['1', '0']);

      for (let i = 0; i < 2; i++) {
        const refused = await requestWithKey(apiKey, '/v1/nothing');
        expect(refused.status).toBe(429);
        // 10:00:15 → the minute resets in 45 s.
        expect(refused.headers.get('Retry-After')).toBe('45');
        expect(refused.headers.get('X-RateLimit-Remaining-Minute')).toBe('0');
        expect(refused.headers.get('X-RateLimit-Remaining-Day')).toBe('47');
        expect(await refused.json()).toEqual({
          success: false,
          error: 'Limite di richieste superato: riprova tra 45 secondi',
          retry_after: 45,
        });
      }
      expect(account.requestsPerDay).toBe(50);
    });

    it('shares one budget between the keys of an account and uses the calendar envelope there', async () => {
      const { account, apiKey } = await createTestAccount(ctx.db, { requestsPerMinute: 2 });
      const { app, requestWithKey } = createTestApp(ctx.db, { adminToken: 'admin-secret' });
      const created = await app.request(`/_admin/accounts/${account.context}/keys`, {
        method: 'POST',
        headers: { Authorization: 'Bearer admin-secret', 'Content-Type': 'application/json' },
        body: JSON.stringify({ key_name: 'second' }),
      });
      expect(created.status).toBe(201);
      const { api_key: secondKey } = (await created.json()) as { api_key: string };

      expect((await requestWithKey(apiKey, '/v1/x')).headers.get('X-RateLimit-Remaining-Minute')).toBe('1');
      expect((await requestWithKey(secondKey, '/v1/x')).headers.get('X-RateLimit-Remaining-Minute')).toBe(
        '0',
      );
      const refused = await requestWithKey(apiKey, '/v1/calendar/bookings');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({
        success: false,
        error: {
          code: 'rate_limited',
          message: 'Limite di richieste superato: riprova tra 45 secondi',
          retry_after: 45,
        },
      });
    });
  });

  describe('calendar entitlement', () => {
    it('answers 403 calendar_not_enabled to accounts without the calendar, with rate-limit headers', async () => {
      const { apiKey } = await createTestAccount(ctx.db, { calendarEnabled: false });
      const res = await createTestApp(ctx.db).requestWithKey(apiKey, '/v1/calendar/events');
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ success: false, error: { code: 'calendar_not_enabled' } });
      expect(res.headers.get('X-RateLimit-Remaining-Minute')).toBe('19');
    });
  });

  describe('error handling', () => {
    it('answers malformed JSON with 400 in the envelope of the path', async () => {
      const { apiKey } = await createTestAccount(ctx.db, { calendarEnabled: true });
      const { requestWithKey } = appWithProbes();
      const post = (path: string, body: string) =>
        requestWithKey(apiKey, path, {
          method: 'POST',
          body,
          headers: { 'Content-Type': 'application/json' },
        });

      const ok = await post('/v1/probe/echo', '{"a":1}');
      expect(await ok.json()).toEqual({ success: true, data: { a: 1 } });
      for (const path of ['/v1/probe/echo', '/v1/probe/raw-json']) {
        const res = await post(path, '{"a":');
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual({
          success: false,
          error: 'Corpo della richiesta non valido: JSON malformato',
        });
        expect(res.headers.get('X-RateLimit-Remaining-Minute')).not.toBeNull();
      }
      const calendar = await post('/v1/calendar/probe', '');
      expect(calendar.status).toBe(400);
      expect(await calendar.json()).toEqual({
        success: false,
        error: { code: 'invalid_json', message: 'Corpo della richiesta non valido: JSON malformato' },
      });
    });

    it('renders ApiError extras inside the calendar error object', async () => {
      const { apiKey } = await createTestAccount(ctx.db, { calendarEnabled: true });
      const res = await appWithProbes().requestWithKey(apiKey, '/v1/calendar/probe-error');
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({
        success: false,
        error: { code: 'calendar_required', message: 'Scegli un calendario', calendars: ['a'] },
      });
    });

    it('turns unexpected errors into a logged 500 without details', async () => {
      const { apiKey } = await createTestAccount(ctx.db);
      const { requestWithKey, logs } = appWithProbes();
      const res = await requestWithKey(apiKey, '/v1/probe/crash');
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({ success: false, error: 'Errore interno del server' });
      expect(res.headers.get('X-RateLimit-Limit-Minute')).toBe('20');
      const errorLine = logs.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'unhandled error');
      expect(errorLine.err.stack).toContain('database exploded');
      expect(errorLine.reqId).toBe(res.headers.get('X-Request-Id'));
    });

    it('logs one line per request with its id, status and account', async () => {
      const { apiKey, account, keyName } = await createTestAccount(ctx.db);
      const { requestWithKey, logs } = createTestApp(ctx.db);
      const res = await requestWithKey(apiKey, '/v1/account?x=1');
      const lines = logs.map((line) => JSON.parse(line)).filter((entry) => entry.msg === 'request');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        level: 30,
        reqId: res.headers.get('X-Request-Id'),
        method: 'GET',
        path: '/v1/account',
        status: 200,
        account: account.context,
        keyName,
      });
    });

    it('never logs the API key or the admin token', async () => {
      const { apiKey, account } = await createTestAccount(ctx.db);
      const { app, requestWithKey, logs } = createTestApp(ctx.db, { adminToken: 'admin-secret-token' });
      await requestWithKey(apiKey, '/v1/account');
      await requestWithKey(`${apiKey}x`, '/v1/account');
      await app.request('/_admin/clock', {
        method: 'DELETE',
        headers: { Authorization: 'Bearer admin-secret-token' },
      });
      const text = logs.join('\n');
      expect(logs.length).toBeGreaterThanOrEqual(3);
      expect(text).toContain(account.context);
      expect(text).not.toContain(apiKey);
      expect(text).not.toContain('admin-secret-token');
    });
  });
});
