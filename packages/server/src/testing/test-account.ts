import { randomBytes } from 'node:crypto';
import { type Account, createAccount, type NewAccount } from '../accounts/accounts.js';
import { issueApiKey } from '../accounts/api-keys.js';
import type { Database } from '../db/database.js';

/**
 * Creates an account with a unique context and one key named `test`: the way tests isolate themselves on a
 * shared database.
 */
export async function createTestAccount(
  db: Database,
  overrides: Partial<NewAccount> = {},
): Promise<{ account: Account; apiKey: string; keyName: string }> {
  const account = await createAccount(db, {
    context: `test-${randomBytes(5).toString('hex')}`,
    ...overrides,
  });
  const { apiKey, keyName } = await issueApiKey(db, { accountId: account.id, keyName: 'test' });
  return { account, apiKey, keyName };
}
