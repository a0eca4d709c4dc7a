import { calendarMessages, listCalendars, listEvents, publicRoutes } from '@centralino/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { officeFixture, setupCalendarAccount } from '../../calendar/calendar-test-kit.js';
import { localInstant } from '../../calendar/local-date.js';
import { bookings } from '../../db/schema/index.js';
import { forEachBackend } from '../../testing/test-database.js';

const NOW = localInstant('2025-06-02', '08:00', 'Europe/Rome');

/** Every calendar operation of the contract, with a request that would otherwise be valid. */
const calendarRequests: [string, string, string, unknown?][] = [
  ['listCalendars', 'GET', '/v1/calendar/calendars'],
  ['listEvents', 'GET', '/v1/calendar/events'],
  ['getAvailability', 'GET', '/v1/calendar/availability?event=visita&date=2025-06-03'],
  ['listBookings', 'GET', '/v1/calendar/bookings'],
  [
    'createBooking',
    'POST',
    '/v1/calendar/bookings',
    { event: 'visita', name: 'M', date: '2025-06-03', time: '09:00' },
  ],
  ['cancelBooking', 'POST', '/v1/calendar/bookings/1/cancel'],
  ['listBlocks', 'GET', '/v1/calendar/blocks'],
  ['deleteBlock', 'DELETE', '/v1/calendar/blocks/1'],
];

forEachBackend((ctx) => {
  describe('GET /v1/calendar/calendars and /events', () => {
    it('lists the calendars by slug, with count and timezone', async () => {
      const t = await setupCalendarAccount(ctx.db, officeFixture(), { now: NOW });
      const res = await t.get('/v1/calendar/calendars');
      expect(res.status).toBe(200);
      expect(listCalendars.responses[200].schema.parse(res.body)).toEqual({
        success: true,
        timezone: 'Europe/Rome',
        data: [
          { slug: 'rossi', name: 'Dott. Rossi' },
          { slug: 'bianchi', name: 'Dott.ssa Bianchi' },
        ],
        count: 2,
      });
    });

    it('lists the appointment types with their rules and calendars', async () => {
      const t = await setupCalendarAccount(ctx.db, officeFixture(), { now: NOW, timezone: 'Europe/London' });
      const res = await t.get('/v1/calendar/events');
      expect(res.status).toBe(200);
      const body = listEvents.responses[200].schema.parse(res.body);
      expect(body).toMatchObject({ success: true, timezone: 'Europe/London', count: 3 });
      expect(body.data).toEqual([
        {
          slug: 'visita',
          name: 'Visita',
          duration_minutes: 30,
          kind: 'single',
          calendars: ['rossi'],
          capacity: 1,
          min_notice_minutes: 60,
          horizon_days: 30,
        },
        {
          slug: 'consulenza',
          name: 'Consulenza',
          duration_minutes: 60,
          kind: 'choice',
          calendars: ['rossi', 'bianchi'],
          capacity: 1,
          min_notice_minutes: 0,
          horizon_days: 60,
        },
        {
          slug: 'gruppo',
          name: 'Incontro di gruppo',
          duration_minutes: 45,
          kind: 'single',
          calendars: ['bianchi'],
          capacity: 2,
          min_notice_minutes: 0,
          horizon_days: 60,
        },
      ]);
    });

    it('shows an account only its own calendar', async () => {
      const t = await setupCalendarAccount(
        ctx.db,
        { calendars: [{ slug: 'solo', name: 'Solo' }] },
        { now: NOW },
      );
      expect((await t.get('/v1/calendar/calendars')).body.data).toEqual([{ slug: 'solo', name: 'Solo' }]);
      expect((await t.get('/v1/calendar/events')).body).toMatchObject({ data: [], count: 0 });
    });
  });

  describe('entitlement', () => {
    it('covers every calendar operation of the contract', () => {
      const contractOps = Object.values(publicRoutes)
        .filter((route) => route.path.startsWith('/v1/calendar/'))
        .map((route) => route.operationId)
        .sort();
      expect(calendarRequests.map(([op]) => op).sort()).toEqual(contractOps);
    });

    it.each(calendarRequests)(
      '%s answers 403 calendar_not_enabled without the entitlement',
      async (_op, method, path, body) => {
        const t = await setupCalendarAccount(ctx.db, officeFixture(), { now: NOW, calendarEnabled: false });
        const res = await t.requestWithKey(t.apiKey, path, {
          method,
          headers: { 'Content-Type': 'application/json' },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({
          success: false,
          error: { code: 'calendar_not_enabled', message: calendarMessages.calendar_not_enabled },
        });
        const stored = await ctx.db.select().from(bookings).where(eq(bookings.accountId, t.account.id));
        expect(stored).toEqual([]);
      },
    );
  });
});
