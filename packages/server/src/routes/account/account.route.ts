import { publicRoutes } from '@centralino/schemas';
import type { RouteModule } from '../../app/route-module.js';
import { implement } from '../../http/contract-route.js';

/**
 * `GET /v1/account`: context, key name, configured limits and usage. Usage is the state the rate limiter
 * computed for this very request, so it agrees with the `X-RateLimit-*` headers of the same response.
 * @see ../../../../shared/pbx-api-reference.md#account
 */
export const accountRoute: RouteModule = {
  register(app) {
    implement(app, publicRoutes.getAccount, (_input, c) => {
      const { account, keyName } = c.get('auth');
      const { minute, day } = c.get('rateLimit');
      return {
        status: 200,
        body: {
          success: true as const,
          data: {
            context: account.context,
            key_name: keyName,
            limits: {
              requests_per_minute: account.requestsPerMinute,
              requests_per_day: account.requestsPerDay,
            },
            usage: {
              minute: { used: minute.used, limit: minute.limit },
              day: { used: day.used, limit: day.limit },
            },
          },
        },
      };
    });
  },
};
