import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.js';
import { sendError } from './error-envelope.js';
import { calendarMessages } from './messages.js';

/**
 * Calendar endpoints need an account entitled to the calendar (`accounts.calendar_enabled`); otherwise 403
 * `calendar_not_enabled`. Runs after authentication and rate limiting, so the request is counted.
 * @see ../../../shared/pbx-api-reference.md#authentication
 */
export function requireCalendarEnabled(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const auth = c.get('auth');
    if (auth && !auth.account.calendarEnabled) {
      return sendError(c, 403, {
        code: 'calendar_not_enabled',
        message: calendarMessages.calendar_not_enabled,
      });
    }
    return next();
  };
}
