import {
  cancelBooking as cancelBookingRoute,
  createBooking,
  listBookings as listBookingsRoute,
} from '@centralino/schemas';
import type { RouteModule } from '../../app/route-module.js';
import { bookAppointment } from '../../calendar/book-appointment.js';
import { cancelBooking, listBookings } from '../../calendar/bookings.js';
import { implement } from '../../http/contract-route.js';
import { bookingFieldsGuard, idempotencyKeyGuard, queryDatesGuard } from './calendar-guards.js';

/**
 * `POST /v1/calendar/bookings` (201 `created: true`, or 200 `created: false` replaying an `Idempotency-Key`),
 * `GET /v1/calendar/bookings` (filters) and `POST /v1/calendar/bookings/{id}/cancel`.
 * @see ../../../../shared/pbx-api-reference.md#endpoints (endpoints 27, 32)
 */
export const bookingsRoute: RouteModule = {
  register(app, { db, clock, webhooks }) {
    app.use(createBooking.path, idempotencyKeyGuard(), queryDatesGuard(), bookingFieldsGuard());
    implement(app, createBooking, async ({ headers, body }, c) => {
      const { account, keyName } = c.get('auth');
      const outcome = await bookAppointment(db, {
        account,
        keyName,
        body,
        idempotencyKey: headers['Idempotency-Key'],
        now: clock.now(),
      });
      if (outcome.created) webhooks?.kick();
      const reply = {
        success: true as const,
        created: outcome.created,
        timezone: account.timezone,
        data: outcome.booking,
      } as const;
      return outcome.created ? { status: 201, body: reply } : { status: 200, body: reply };
    });
    implement(app, listBookingsRoute, async ({ query }, c) => {
      const { account } = c.get('auth');
      const result = await listBookings(db, account, query, clock.now());
      return {
        status: 200,
        body: {
          success: true as const,
          timezone: account.timezone,
          data: result.bookings,
          count: result.bookings.length,
        },
      };
    });
    implement(app, cancelBookingRoute, async ({ params }, c) => {
      const { account } = c.get('auth');
      const booking = await cancelBooking(db, account, params.id, clock.now());
      webhooks?.kick();
      return { status: 200, body: { success: true as const, timezone: account.timezone, data: booking } };
    });
  },
};
