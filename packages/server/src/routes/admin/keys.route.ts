import { sandboxRoutes } from '@centralino/schemas';
import { findAccountByContext } from '../../accounts/accounts.js';
import { issueApiKey, revokeApiKey } from '../../accounts/api-keys.js';
import { ApiError } from '../../app/api-error.js';
import { adminMessages } from '../../app/messages.js';
import type { RouteModule } from '../../app/route-module.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { implement } from '../../http/contract-route.js';

/**
 * `POST /_admin/accounts/{context}/keys {key_name}` → 201 `{api_key, key_name}` (unwrapped, sandbox contract).
 * All keys of an account share its rate limits.
 *
 * `DELETE /_admin/accounts/{context}/keys/{key_name}` → 200 `{key_name, revoked: true}`: the key is deleted and
 * this instance's key cache cleared, so the next request with it is a 401 here; other instances stop accepting
 * it when their cached entry expires (at most 1 s).
 */
export const adminKeysRoute: RouteModule = {
  register(app, { db, clock, apiKeys }) {
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

    implement(app, sandboxRoutes.revokeKey, async ({ params }) => {
      const account = await findAccountByContext(db, params.context);
      if (!account) throw new ApiError(404, adminMessages.accountNotFound);
      const revoked = await revokeApiKey(db, account.id, params.key_name);
      apiKeys.clear();
      if (!revoked) throw new ApiError(404, adminMessages.keyNotFound);
      return { status: 200, body: { key_name: params.key_name, revoked: true as const } };
    });
  },
};
