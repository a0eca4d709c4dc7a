import { sandboxRoutes } from '@centralino/schemas';
import { findAccountByContext } from '../../accounts/accounts.js';
import { issueApiKey } from '../../accounts/api-keys.js';
import { ApiError } from '../../app/api-error.js';
import { adminMessages } from '../../app/messages.js';
import type { RouteModule } from '../../app/route-module.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { implement } from '../../http/contract-route.js';

/**
 * `POST /_admin/accounts/{context}/keys {key_name}` → 201 `{api_key, key_name}` (unwrapped, sandbox contract).
 * All keys of an account share its rate limits.
 */
export const adminKeysRoute: RouteModule = {
  register(app, { db, clock }) {
    implement(app, sandboxRoutes.createKey, async ({ params, body }) => {
      const account = await findAccountByContext(db, params.context);
      if (!account) throw new ApiError(404, adminMessages.accountNotFound);
      try {
        const key = await issueApiKey(db, {
          accountId: account.id,
          keyName: body.key_name,
          now: clock.now(),
        });
        return { status: 201, body: { api_key: key.apiKey, key_name: key.keyName } };
      } catch (error) {
        if (isUniqueViolation(error, 'api_keys_account_name_unique')) {
          throw new ApiError(409, adminMessages.keyNameExists);
        }
        throw error;
      }
    });
  },
};
