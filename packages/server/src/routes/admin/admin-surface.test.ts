import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.js';
import { forEachBackend } from '../../testing/test-database.js';

const token = 'sandbox-admin-token';
const admin = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };

forEachBackend((ctx) => {
  describe('sandbox admin surface', () => {
    it('does not exist without an admin token', async () => {
      const { app } = createTestApp(ctx.db);
      for (const [method, path] of [
        ['PUT', '/_admin/clock'],
        ['POST', '/_admin/accounts'],
        ['POST', '/_sim/acme/telephony'],
      ] as const) {
        const res = await app.request(path, { method, headers: admin, body: '{}' });
        expect(res.status).toBe(404);
        expect(await res.json()).toEqual({ success: false, error: 'Endpoint non trovato' });
      }
    });

    it.each([
      ['no header', {}],
      ['a wrong token', { Authorization: 'Bearer nope' }],
      ['another scheme', { Authorization: `Basic ${token}` }],
    ])('answers 401 with %s', async (_name, headers: Record<string, string>) => {
      const { app } = createTestApp(ctx.db, { adminToken: token });
      const res = await app.request('/_admin/clock', { method: 'DELETE', headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({
        success: false,
        error: 'Token di amministrazione mancante o non valido',
      });
    });

    it('creates an account whose key works, and a second key; refuses duplicates', async () => {
      const { app } = createTestApp(ctx.db, { adminToken: token });
      const context = `acme-${Date.now().toString(36)}`;
      const res = await app.request('/_admin/accounts', {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ context, key_name: 'crm' }),
      });
      expect(res.status).toBe(201);
      const created = (await res.json()) as { context: string; api_key: string; key_name: string };
      expect(created).toMatchObject({ context, key_name: 'crm' });
      expect(created.api_key).toMatch(/^cnt_/);

      const again = await app.request('/_admin/accounts', {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ context }),
      });
      expect(again.status).toBe(409);

      const key = await app.request(`/_admin/accounts/${context}/keys`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ key_name: 'bot' }),
      });
      expect(key.status).toBe(201);
      expect(await key.json()).toMatchObject({ key_name: 'bot', api_key: expect.stringMatching(/^cnt_/) });
      const sameName = await app.request(`/_admin/accounts/${context}/keys`, {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ key_name: 'bot' }),
      });
      expect(sameName.status).toBe(409);
      const unknown = await app.request('/_admin/accounts/nobody/keys', {
        method: 'POST',
        headers: admin,
        body: JSON.stringify({ key_name: 'bot' }),
      });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ success: false, error: 'Account non trovato' });

      const authed = await app.request('/v1/nothing-here', { headers: { 'X-API-KEY': created.api_key } });
      expect(authed.status).toBe(404);
      expect(authed.headers.get('X-RateLimit-Remaining-Minute')).toBe('19');
    });

    it('validates bodies with the Italian message of the first issue', async () => {
      const { app } = createTestApp(ctx.db, { adminToken: token });
      const res = await app.request('/_admin/clock', {
        method: 'PUT',
        headers: admin,
        body: JSON.stringify({}),
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, error: 'Il campo `now` è obbligatorio' });
    });

    it('sets and resets the clock seen by the API', async () => {
      const { app } = createTestApp(ctx.db, { adminToken: token });
      const set = await app.request('/_admin/clock', {
        method: 'PUT',
        headers: admin,
        body: JSON.stringify({ now: '2026-03-16T09:00:00+01:00' }),
      });
      expect(await set.json()).toEqual({ now: '2026-03-16T08:00:00.000Z', fixed: true });
      const ping = await app.request('/v1/ping');
      expect(await ping.json()).toMatchObject({ timestamp: '2026-03-16 09:00:00' });

      const reset = await app.request('/_admin/clock', { method: 'DELETE', headers: admin });
      const state = (await reset.json()) as { now: string; fixed: boolean };
      expect(state.fixed).toBe(false);
      expect(Math.abs(Date.parse(state.now) - Date.now())).toBeLessThan(5_000);
    });
  });
});
