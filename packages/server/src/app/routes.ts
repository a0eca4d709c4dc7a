import { accountRoute } from '../routes/account/account.route.js';
import { adminAccountsRoute } from '../routes/admin/accounts.route.js';
import { adminClockRoute } from '../routes/admin/clock.route.js';
import { adminKeysRoute } from '../routes/admin/keys.route.js';
import { adminWebhooksRoute } from '../routes/admin/webhooks.route.js';
import { blacklistsRoute } from '../routes/blacklists/blacklists.route.js';
import { calendarRoutes } from '../routes/calendar/calendar-routes.js';
import { callsRoute } from '../routes/calls/calls.route.js';
import { contactsRoute } from '../routes/contacts/contacts.route.js';
import { extensionsRoute } from '../routes/extensions/extensions.route.js';
import { originateRoute } from '../routes/originate/originate.route.js';
import { pingRoute } from '../routes/ping.route.js';
import { queuesRoute } from '../routes/queues/queues.route.js';
import { simBookingsRoute } from '../routes/sim/sim-bookings.route.js';
import { simQueueCallersRoute } from '../routes/sim/sim-queue-callers.route.js';
import { simTelephonyRoute } from '../routes/sim/sim-telephony.route.js';
import { switchesRoute } from '../routes/switches/switches.route.js';
import { voipStatusRoute } from '../routes/voip/voip-status.route.js';
import type { RouteDeps } from './app-deps.js';
import type { App } from './app-env.js';
import type { RouteModule } from './route-module.js';

/**
 * The public API, in registration order. Register static paths before parameter paths of the same prefix:
 * `/v1/extensions/status` before `/v1/extensions/:number`, `/v1/queue/live` before `/v1/queue/:name`.
 */
export const apiRoutes: readonly RouteModule[] = [
  pingRoute,
  accountRoute,
  extensionsRoute,
  callsRoute,
  queuesRoute,
  originateRoute,
  voipStatusRoute,
  blacklistsRoute,
  switchesRoute,
  contactsRoute,
  calendarRoutes,
];

/** The sandbox surface (`/_admin/*`, `/_sim/*`); registered only when the app has an admin token. */
export const adminRoutes: readonly RouteModule[] = [
  adminClockRoute,
  adminAccountsRoute,
  adminKeysRoute,
  simTelephonyRoute,
  simQueueCallersRoute,
  adminWebhooksRoute,
  simBookingsRoute,
];

/** Adds every route module to the app. */
export function registerRoutes(app: App, deps: RouteDeps): void {
  for (const module of apiRoutes) module.register(app, deps);
  if (deps.adminToken) for (const module of adminRoutes) module.register(app, deps);
}
