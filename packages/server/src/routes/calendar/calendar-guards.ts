import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app/app-env.js';
import { assertSafeText, readJsonBody } from '../../app/json-body.js';
import { checkRequiredBookingFields } from '../../calendar/booking-request.js';
import { calendarError } from '../../calendar/calendar-error.js';
import { isLocalDate } from '../../calendar/local-date.js';

/** Longest `Idempotency-Key`, in characters. @see ../../../../shared/pbx-api-reference.md#limits */
export const IDEMPOTENCY_KEY_MAX = 200;

/**
 * Runs before the contract's validation so that bad query dates get their own code: 422 `invalid_date` for a
 * `date`, `from` or `to` that is not a real `YYYY-MM-DD` (GET only). Unsafe text keeps its 400, as everywhere.
 */
export function queryDatesGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'GET') {
      for (const name of ['date', 'from', 'to']) {
        const value = c.req.query(name);
        if (value === undefined) continue;
        assertSafeText({ [name]: value });
        if (!isLocalDate(value)) throw calendarError(422, 'invalid_date');
      }
    }
    await next();
  };
}

/** 422 `invalid_idempotency_key` for an empty `Idempotency-Key` or one over 200 characters (POST only). */
export function idempotencyKeyGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    if (
      c.req.method === 'POST' &&
      key !== undefined &&
      (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX)
    ) {
      throw calendarError(422, 'invalid_idempotency_key');
    }
    await next();
  };
}

/**
 * Runs before the contract's validation so that a booking body missing a required field, or with a malformed date
 * or time, gets the reference's code (see `checkRequiredBookingFields`) whatever else is wrong with it (POST only).
 * Unsafe text keeps its 400 and a body that is not JSON its 400/415, as everywhere.
 */
export function bookingFieldsGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'POST') {
      const body = await readJsonBody(c);
      assertSafeText(body);
      checkRequiredBookingFields(body);
    }
    await next();
  };
}
