import { CreateKeyRequest } from '@centralino/schemas';
import { findAccountByContext } from '../../accounts/accounts.js';
import { issueApiKey } from '../../accounts/api-keys.js';
import { ApiError } from '../../app/api-error.js';
import { parseJsonBody } from '../../app/json-body.js';
import { adminMessages } from '../../app/messages.js';
import type { RouteModule } from '../../app/route-module.js';
import { isUniqueViolation } from '../../db/pg-errors.js';

/**
 * `POST /_admin/accounts/{context}/keys {key_name}` → 201 `{api_key, key_name}` (unwrapped, sandbox contract).
 * All keys of an account share its rate limits.
 */
export const adminKeysRoute: RouteModule = {
  register(app, { db, clock }) {
    app.post('/_admin/accounts/:context/keys', async (c) => {
      const body = await parseJsonBody(c, CreateKeyRequest);
      const account = await findAccountByContext(db, c.req.param('context'));
      if (!account) throw new ApiError(404, adminMessages.accountNotFound);
      try {
        const key = await issueApiKey(db, {
          accountId: account.id,
          keyName: body.key_name,
          now: clock.now(),
        });
        return c.json({ api_key: key.apiKey, key_name: key.keyName }, 201);
      } catch (error) {
        if (isUniqueViolation(error, 'api_keys_account_name_unique')) {
          throw new ApiError(409, adminMessages.keyNameExists);
        }
        throw error;
      }
    });
  },
};
