import { sandboxRoutes } from '@centralino/schemas';
import type { RouteModule } from '../../app/route-module.js';
import { toBookingRequest } from '../../calendar/booking-request.js';
import { createBooking } from '../../calendar/create-booking.js';
import { implement } from '../../http/contract-route.js';
import { simAccount } from './sim-errors.js';

const defaultCreatedBy = {
  ai_agent: 'Agente AI',
  secretary: 'Segreteria',
  panel: 'Pannello',
  booking_page: 'Pagina di prenotazione',
} as const;

/**
 * `POST /_sim/{context}/bookings`: a booking made by another channel than the API (the AI phone agent, the
 * secretary, the panel, the booking page), with the same checks as the API's and its webhooks.
 */
export const simBookingsRoute: RouteModule = {
  register(app, { db, clock, webhooks }) {
    implement(app, sandboxRoutes.simCreateBooking, async ({ params, body }) => {
      const account = await simAccount(db, params.context);
      const { source, created_by, ...request } = body;
      const booking = await createBooking(db, {
        account,
        keyName: '',
        channel: { source, createdBy: created_by ?? defaultCreatedBy[source] },
        request: toBookingRequest(request),
        now: clock.now(),
      });
      webhooks?.kick();
      return { status: 201, body: { timezone: account.timezone, data: booking } };
    });
  },
};
