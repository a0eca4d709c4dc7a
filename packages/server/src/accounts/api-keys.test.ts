import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../db/pg-errors.js';
import { apiKeys } from '../db/schema/index.js';
import { createTestAccount } from '../testing/test-account.js';
import { forEachBackend } from '../testing/test-database.js';
import { hashApiKey, looksLikeApiKey } from './api-key.js';
import { authenticateApiKey, issueApiKey } from './api-keys.js';

const now = new Date('2025-06-02T10:00:00Z');

forEachBackend((ctx) => {
  describe('API keys', () => {
    it('issues a prefixed key, stores only its hash and authenticates it', async () => {
      const { account } = await createTestAccount(ctx.db);
      const issued = await issueApiKey(ctx.db, { accountId: account.id, keyName: 'crm' });
      expect(looksLikeApiKey(issued.apiKey)).toBe(true);
      expect(issued.apiKey.startsWith('cnt_')).toBe(true);

      const [stored] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, issued.id));
      expect(stored!.keyHash).toBe(hashApiKey(issued.apiKey));
      expect(JSON.stringify(stored)).not.toContain(issued.apiKey);

      const auth = await authenticateApiKey(ctx.db, issued.apiKey, now);
      expect(auth).toMatchObject({ keyName: 'crm', keyId: issued.id, account: { id: account.id } });
      const [used] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, issued.id));
      expect(used!.lastUsedAt).toEqual(now);
    });

    it('rejects unknown and malformed keys', async () => {
      const { apiKey } = await createTestAccount(ctx.db);
      const tampered = `${apiKey.slice(0, -1)}${apiKey.endsWith('A') ? 'B' : 'A'}`;
      await expect(authenticateApiKey(ctx.db, tampered, now)).resolves.toBeUndefined();
      await expect(authenticateApiKey(ctx.db, 'not-a-key', now)).resolves.toBeUndefined();
      await expect(authenticateApiKey(ctx.db, '', now)).resolves.toBeUndefined();
    });

    it('refuses a second key with the same name in one account', async () => {
      const { account } = await createTestAccount(ctx.db);
      const error = await issueApiKey(ctx.db, { accountId: account.id, keyName: 'test' }).catch(
        (e: unknown) => e,
      );
      expect(isUniqueViolation(error, 'api_keys_account_name_unique')).toBe(true);
    });
  });
});
