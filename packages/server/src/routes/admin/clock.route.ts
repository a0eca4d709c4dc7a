import { SetClockRequest } from '@centralino/schemas';
import { ApiError } from '../../app/api-error.js';
import { parseJsonBody } from '../../app/json-body.js';
import type { RouteModule } from '../../app/route-module.js';
import { type Clock, SettableClock } from '../../time/clock.js';

/**
 * `PUT /_admin/clock {now}` fixes the server time; `DELETE /_admin/clock` returns to the system clock.
 * Both answer the unwrapped `ClockState` `{now, fixed}` of the sandbox contract.
 */
export const adminClockRoute: RouteModule = {
  register(app, { clock }) {
    app.put('/_admin/clock', async (c) => {
      const body = await parseJsonBody(c, SetClockRequest);
      settable(clock).set(new Date(body.now));
      return c.json(clockState(clock));
    });
    app.delete('/_admin/clock', (c) => {
      settable(clock).reset();
      return c.json(clockState(clock));
    });
  },
};

function settable(clock: Clock): SettableClock {
  if (clock instanceof SettableClock) return clock;
  throw new ApiError(409, 'Il server non consente di impostare l’orologio');
}

function clockState(clock: Clock) {
  return { now: clock.now().toISOString(), fixed: clock instanceof SettableClock && clock.isOverridden };
}
