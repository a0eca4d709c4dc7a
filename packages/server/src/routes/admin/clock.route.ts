import { sandboxRoutes } from '@centralino/schemas';
import { ApiError } from '../../app/api-error.js';
import { adminMessages } from '../../app/messages.js';
import type { RouteModule } from '../../app/route-module.js';
import { implement } from '../../http/contract-route.js';
import { type Clock, SettableClock } from '../../time/clock.js';

/**
 * `PUT /_admin/clock {now}` fixes the server time; `DELETE /_admin/clock` returns to the system clock.
 * Both answer the unwrapped `ClockState` `{now, fixed}` of the sandbox contract (409 on a server whose clock
 * cannot be set).
 */
export const adminClockRoute: RouteModule = {
  register(app, { clock, webhooks }) {
    implement(app, sandboxRoutes.setClock, ({ body }) => {
      settable(clock).set(new Date(body.now));
      webhooks?.kick(); // retries that came due by the new time go out now
      return { status: 200, body: clockState(clock) };
    });
    implement(app, sandboxRoutes.resetClock, () => {
      settable(clock).reset();
      return { status: 200, body: clockState(clock) };
    });
  },
};

function settable(clock: Clock): SettableClock {
  if (clock instanceof SettableClock) return clock;
  throw new ApiError(409, adminMessages.clockNotSettable);
}

function clockState(clock: Clock) {
  return { now: clock.now().toISOString(), fixed: clock instanceof SettableClock && clock.isOverridden };
}
