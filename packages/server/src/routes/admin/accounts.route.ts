import { sandboxRoutes } from '@centralino/schemas';
import { ApiError } from '../../app/api-error.js';
import type { RouteModule } from '../../app/route-module.js';
import { FixtureError } from '../../fixtures/fixture-error.js';
import { loadAccountFixture } from '../../fixtures/load-account-fixture.js';
import { implement } from '../../http/contract-route.js';

/**
 * `POST /_admin/accounts`: creates an account with its whole exchange from an `AccountFixture` and answers
 * 201 `{context, api_key, key_name}` (unwrapped; the key is shown only here). 400 names the first invalid field,
 * 409 a taken context. Ids the fixture chooses are the account's own: another account may use the same.
 */
export const adminAccountsRoute: RouteModule = {
  register(app, { db, clock }) {
    implement(app, sandboxRoutes.createAccount, async ({ body }) => {
      try {
        const loaded = await loadAccountFixture(db, body, { now: clock.now() });
        return {
          status: 201,
          body: { context: loaded.account.context, api_key: loaded.apiKey, key_name: loaded.keyName },
        };
      } catch (error) {
        if (error instanceof FixtureError) throw new ApiError(error.status, error.message);
        throw error;
      }
    });
  },
};
