import { sandboxRoutes } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import { issueApiKey } from '../accounts/api-keys.js';
import { openDatabase } from '../db/open-database.js';
import { createTestAccount } from '../testing/test-account.js';
import { createTestApp } from '../testing/test-app.js';
import { forEachBackend } from '../testing/test-database.js';

const ADMIN = { Authorization: 'Bearer admin-secret' };

forEachBackend((ctx) => {
  describe('API key revocation and the key cache', () => {
    it('refuses a revoked key at once on the revoking instance and once the cached entry expires on another', async () => {
      const { account, apiKey, keyName } = await createTestAccount(ctx.db);
      const spare = await issueApiKey(ctx.db, { accountId: account.id, keyName: 'spare' });
      // On PostgreSQL the second instance has its own connection pool, as a second server process would.
      const url = ctx.database.url;
      const second = url ? await openDatabase({ url, migrate: false, maxConnections: 2 }) : undefined;
      try {
        let elapsedOnTwo = 0;
        const one = createTestApp(ctx.db, { adminToken: 'admin-secret' });
        const two = createTestApp(second?.db ?? ctx.db, { keyCache: { monotonicNow: () => elapsedOnTwo } });
        expect((await one.requestWithKey(apiKey, '/v1/extensions')).status).toBe(200);
        expect((await two.requestWithKey(apiKey, '/v1/extensions')).status).toBe(200);

        const response = await one.app.request(`/_admin/accounts/${account.context}/keys/${keyName}`, {
          method: 'DELETE',
          headers: ADMIN,
        });
        expect(response.status).toBe(200);
        expect(sandboxRoutes.revokeKey.responses[200].schema.parse(await response.json())).toEqual({
          key_name: keyName,
          revoked: true,
        });
        expect((await one.requestWithKey(apiKey, '/v1/extensions')).status).toBe(401);

        // The other instance trusts its entry (no read) for less than a second, then reads and refuses.
        elapsedOnTwo = 999;
        expect((await two.requestWithKey(apiKey, '/v1/extensions')).status).toBe(200);
        elapsedOnTwo = 1000;
        const refused = await two.requestWithKey(apiKey, '/v1/extensions');
        expect(refused.status).toBe(401);
        expect(await refused.json()).toMatchObject({ success: false });

        // The account's other key is untouched on both.
        expect((await one.requestWithKey(spare.apiKey, '/v1/extensions')).status).toBe(200);
        expect((await two.requestWithKey(spare.apiKey, '/v1/extensions')).status).toBe(200);
      } finally {
        await second?.close();
      }
    });

    it('a new key with a revoked key’s name works, the old one stays refused', async () => {
      const { account, apiKey, keyName } = await createTestAccount(ctx.db);
      const one = createTestApp(ctx.db, { adminToken: 'admin-secret' });
      expect((await one.requestWithKey(apiKey, '/v1/account')).status).toBe(200);
      const path = `/_admin/accounts/${account.context}/keys`;
      expect((await one.app.request(`${path}/${keyName}`, { method: 'DELETE', headers: ADMIN })).status).toBe(
        200,
      );
      const created = await one.app.request(path, {
        method: 'POST',
        headers: { ...ADMIN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ key_name: keyName }),
      });
      expect(created.status).toBe(201);
      const { api_key } = sandboxRoutes.createKey.responses[201].schema.parse(await created.json());
      expect((await one.requestWithKey(api_key, '/v1/account')).status).toBe(200);
      expect((await one.requestWithKey(apiKey, '/v1/account')).status).toBe(401);
    });

    it('answers 404 for an unknown key or account, in the plain envelope', async () => {
      const { account } = await createTestAccount(ctx.db);
      const one = createTestApp(ctx.db, { adminToken: 'admin-secret' });
      const unknownKey = await one.app.request(`/_admin/accounts/${account.context}/keys/nessuna`, {
        method: 'DELETE',
        headers: ADMIN,
      });
      expect(unknownKey.status).toBe(404);
      expect(await unknownKey.json()).toEqual({
        success: false,
        error: 'Questo account non ha una chiave con questo nome',
      });
      const unknownAccount = await one.app.request('/_admin/accounts/nessuno/keys/test', {
        method: 'DELETE',
        headers: ADMIN,
      });
      expect(unknownAccount.status).toBe(404);
      expect(await unknownAccount.json()).toEqual({ success: false, error: 'Account non trovato' });
    });

    it('never answers one account’s key with another account’s data', async () => {
      const first = await createTestAccount(ctx.db);
      const other = await createTestAccount(ctx.db);
      const one = createTestApp(ctx.db);
      for (let round = 0; round < 3; round++) {
        for (const { apiKey, account } of [first, other]) {
          const response = await one.requestWithKey(apiKey, '/v1/account');
          expect(response.status).toBe(200);
          expect(await response.json()).toMatchObject({ data: { context: account.context } });
        }
      }
    });
  });
});
