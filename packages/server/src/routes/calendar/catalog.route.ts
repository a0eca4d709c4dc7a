import { listCalendars as listCalendarsRoute, listEvents as listEventsRoute } from '@centralino/schemas';
import type { RouteModule } from '../../app/route-module.js';
import { listCalendars, listEvents } from '../../calendar/catalog.js';
import { implement } from '../../http/contract-route.js';

/**
 * `GET /v1/calendar/calendars` and `GET /v1/calendar/events`: the account's calendars and appointment types,
 * by slug, with `count` and `timezone`.
 * @see ../../../../shared/pbx-api-reference.md#endpoints (endpoints 29, 30)
 */
export const calendarCatalogRoute: RouteModule = {
  register(app, { db }) {
    implement(app, listCalendarsRoute, async (_input, c) => {
      const { account } = c.get('auth');
      const data = await listCalendars(db, account.id);
      return {
        status: 200,
        body: { success: true as const, timezone: account.timezone, data, count: data.length },
      };
    });
    implement(app, listEventsRoute, async (_input, c) => {
      const { account } = c.get('auth');
      const data = await listEvents(db, account.id);
      return {
        status: 200,
        body: { success: true as const, timezone: account.timezone, data, count: data.length },
      };
    });
  },
};
