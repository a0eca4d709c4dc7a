import { getAvailability } from '@centralino/schemas';
import type { RouteModule } from '../../app/route-module.js';
import { findAvailability } from '../../calendar/availability-service.js';
import { implement } from '../../http/contract-route.js';
import { queryDatesGuard } from './calendar-guards.js';

/**
 * `GET /v1/calendar/availability?event=…&date=…` (or `from`/`to`): the bookable times.
 * @see ../../../../shared/pbx-api-reference.md#endpoints (endpoint 31)
 */
export const availabilityRoute: RouteModule = {
  register(app, { db, clock }) {
    app.use(getAvailability.path, queryDatesGuard());
    implement(app, getAvailability, async ({ query }, c) => {
      const { account } = c.get('auth');
      const result = await findAvailability(db, account, query, clock.now());
      return {
        status: 200,
        body: {
          success: true as const,
          timezone: account.timezone,
          event: result.event,
          from: result.from,
          to: result.to,
          data: result.slots,
          count: result.slots.length,
        },
      };
    });
  },
};
