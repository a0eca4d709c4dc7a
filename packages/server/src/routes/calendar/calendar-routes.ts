import type { RouteModule } from '../../app/route-module.js';
import { availabilityRoute } from './availability.route.js';
import { blocksRoute } from './blocks.route.js';
import { bookingsRoute } from './bookings.route.js';
import { calendarCatalogRoute } from './catalog.route.js';

/**
 * Every `/v1/calendar/*` route. Authentication, rate limiting and the entitlement (403 `calendar_not_enabled`)
 * run before them (see `create-app.ts`); errors use the calendar envelope `{code, message}`.
 * @see ../../../../shared/pbx-api-reference.md#endpoints (endpoints 27–32)
 */
export const calendarRoutes: RouteModule = {
  register(app, deps) {
    for (const module of [calendarCatalogRoute, availabilityRoute, bookingsRoute, blocksRoute]) {
      module.register(app, deps);
    }
  },
};
