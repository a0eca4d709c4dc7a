import { cancelBooking, createBooking, getAvailability, listBookings } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import {
  type CalendarFixtureInput,
  type CalendarTestAccount,
  officeFixture,
  setupCalendarAccount,
} from '../../calendar/calendar-test-kit.js';
import { localInstant } from '../../calendar/local-date.js';
import { forEachBackend } from '../../testing/test-database.js';

/** Monday 2 June 2025, 08:00 in Rome. */
const NOW = localInstant('2025-06-02', '08:00', 'Europe/Rome');
const MONDAY = '2025-06-02';
const TUESDAY = '2025-06-03';

const book = (t: CalendarTestAccount, body: Record<string, unknown>, headers?: Record<string, string>) =>
  t.post('/v1/calendar/bookings', body, headers);

forEachBackend((ctx) => {
  const setup = (fixture: CalendarFixtureInput = officeFixture(), now = NOW) =>
    setupCalendarAccount(ctx.db, fixture, { now });

  describe('POST /v1/calendar/bookings validation', () => {
    const valid = { event: 'visita', name: 'Mario Rossi', date: TUESDAY, time: '09:00' };
    it.each<[string, Record<string, unknown>, number, string]>([
      ['no field at all', {}, 422, 'missing_event'],
      ['an empty event', { ...valid, event: '' }, 422, 'missing_event'],
      ['no event, no name', { date: TUESDAY }, 422, 'missing_event'],
      ['no name', { event: 'visita', date: TUESDAY, time: '09:00' }, 422, 'missing_name'],
      ['a blank name', { ...valid, name: '   ' }, 422, 'missing_name'],
      ['no date, no time', { event: 'visita', name: 'Mario' }, 422, 'missing_date'],
      ['an empty date', { ...valid, date: '' }, 422, 'missing_date'],
      ['no time', { event: 'visita', name: 'Mario', date: TUESDAY }, 422, 'missing_time'],
      ['an empty time', { ...valid, time: '' }, 422, 'missing_time'],
      ['a malformed date', { ...valid, date: '03/06/2025' }, 422, 'invalid_date'],
      ['an impossible date', { ...valid, date: '2025-02-30' }, 422, 'invalid_date'],
      ['a date in year 9999', { ...valid, date: '9999-12-31' }, 422, 'invalid_date'],
      ['a malformed date and time', { ...valid, date: '2025-6-3', time: '9' }, 422, 'invalid_date'],
      ['a time without leading zero', { ...valid, time: '9:00' }, 422, 'invalid_time'],
      ['24:00', { ...valid, time: '24:00' }, 422, 'invalid_time'],
      ['a field of the wrong type', { ...valid, name: 42 }, 422, 'invalid_request'],
      ['an unknown field', { ...valid, colour: 'blu' }, 422, 'invalid_request'],
      ['an unknown event', { ...valid, event: 'massaggio' }, 404, 'event_not_found'],
      ['an unknown calendar', { ...valid, calendar: 'verdi' }, 404, 'calendar_not_found'],
      ['a calendar of another event', { ...valid, calendar: 'bianchi' }, 404, 'calendar_not_found'],
    ])('refuses %s', async (_name, body, status, code) => {
      const t = await setup();
      const res = await book(t, body);
      expect(res.status).toBe(status);
      expect(res.body).toEqual({ success: false, error: { code, message: expect.any(String) } });
      expect((await t.get(`/v1/calendar/bookings?from=${MONDAY}`)).body.count).toBe(0);
    });

    it('asks for a calendar for a choice event, listing them inside the error', async () => {
      const t = await setup();
      const res = await book(t, { event: 'consulenza', name: 'Mario', date: TUESDAY, time: '10:00' });
      expect(res.status).toBe(422);
      expect(res.body).toEqual({
        success: false,
        error: {
          code: 'calendar_required',
          message: 'Questo tipo di appuntamento richiede di scegliere un calendario (calendar)',
          calendars: ['rossi', 'bianchi'],
        },
      });
    });

    it('answers 400 invalid_json to a body that is not JSON', async () => {
      const t = await setup();
      const res = await t.requestWithKey(t.apiKey, '/v1/calendar/bookings', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{"event":',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'invalid_json' } });
    });
  });

  describe('POST /v1/calendar/bookings rules', () => {
    const withBlockAndHoliday: CalendarFixtureInput = {
      ...officeFixture(),
      holidays: [{ date: '2025-06-04', name: 'Festa del patrono' }],
      blocks: [
        { calendar: 'rossi', date: TUESDAY, start_time: '11:00', end_time: '12:00', reason: 'Riunione' },
      ],
    };
    it.each<[string, Record<string, unknown>, number]>([
      ['a free slot of a single event', { event: 'visita', date: TUESDAY, time: '09:30' }, 201],
      ['a slot just after the notice (60 min)', { event: 'visita', date: MONDAY, time: '09:00' }, 201],
      ['a slot inside the notice', { event: 'visita', date: MONDAY, time: '08:30' }, 409],
      ['a time before opening', { event: 'visita', date: TUESDAY, time: '08:00' }, 409],
      ['a time off the slot grid', { event: 'visita', date: TUESDAY, time: '09:10' }, 409],
      ['the last slot that ends by closing', { event: 'gruppo', date: TUESDAY, time: '17:00' }, 201],
      [
        'a slot on the grid that would end after closing',
        { event: 'gruppo', date: TUESDAY, time: '17:45' },
        409,
      ],
      ['a blocked slot', { event: 'visita', date: TUESDAY, time: '11:30' }, 409],
      ['a slot on a holiday', { event: 'visita', date: '2025-06-04', time: '09:00' }, 409],
      ['a closed day (Saturday)', { event: 'visita', date: '2025-06-07', time: '09:00' }, 409],
      ['the last day of the horizon (30 days)', { event: 'visita', date: '2025-07-02', time: '09:00' }, 201],
      ['a day beyond the horizon', { event: 'visita', date: '2025-07-03', time: '09:00' }, 409],
      ['a past day', { event: 'visita', date: '2025-05-30', time: '09:00' }, 409],
      [
        'a choice event on the chosen calendar',
        { event: 'consulenza', calendar: 'bianchi', date: TUESDAY, time: '14:00' },
        201,
      ],
      [
        'a choice event at a time of the other calendar',
        { event: 'consulenza', calendar: 'rossi', date: TUESDAY, time: '14:00' },
        409,
      ],
    ])('%s → %i', async (_name, body, status) => {
      const t = await setup(withBlockAndHoliday);
      const res = await book(t, { name: 'Mario Rossi', ...body });
      expect(res.status).toBe(status);
      if (status === 201) {
        const parsed = createBooking.responses[201].schema.parse(res.body);
        expect(parsed).toMatchObject({
          created: true,
          timezone: 'Europe/Rome',
          data: { date: body.date, time: body.time },
        });
      } else {
        expect(res.body.error.code).toBe('slot_unavailable');
      }
    });

    it('stores source api, the key name, the contact fields and both local and UTC times', async () => {
      const t = await setup();
      const res = await book(t, {
        event: 'consulenza',
        calendar: 'rossi',
        name: ' Anna Verdi ',
        date: TUESDAY,
        time: '10:00',
        phone: '+39 333 1234567',
        email: 'anna@example.it',
        notes: 'Prima visita',
      });
      expect(res.status).toBe(201);
      expect(createBooking.responses[201].schema.parse(res.body)).toEqual({
        success: true,
        created: true,
        timezone: 'Europe/Rome',
        data: {
          id: expect.any(Number),
          event: 'consulenza',
          calendar: 'rossi',
          name: 'Anna Verdi',
          phone: '+39 333 1234567',
          email: 'anna@example.it',
          notes: 'Prima visita',
          date: TUESDAY,
          time: '10:00',
          end_time: '11:00',
          starts_at_utc: '2025-06-03T08:00:00Z',
          ends_at_utc: '2025-06-03T09:00:00Z',
          status: 'confirmed',
          source: 'api',
          created_by: t.keyName,
          created_at: '2025-06-02T06:00:00Z',
        },
      });
    });

    it('fills capacity 2 with seats 0 and 1, then answers 409', async () => {
      const t = await setup();
      const body = { event: 'gruppo', name: 'Uno', date: TUESDAY, time: '14:00' };
      expect((await book(t, body)).status).toBe(201);
      const slot = async () =>
        (await t.get(`/v1/calendar/availability?event=gruppo&date=${TUESDAY}`)).body.data.find(
          (s: { time: string }) => s.time === '14:00',
        );
      expect((await slot()).calendars).toEqual([{ slug: 'bianchi', remaining: 1 }]);
      expect((await book(t, { ...body, name: 'Due' })).status).toBe(201);
      expect(await slot()).toBeUndefined();
      const third = await book(t, { ...body, name: 'Tre' });
      expect(third.status).toBe(409);
      expect(third.body.error.code).toBe('slot_unavailable');
    });

    it('shares a calendar between events: a booking of one takes the time from another', async () => {
      const t = await setup();
      expect((await book(t, { event: 'visita', name: 'A', date: TUESDAY, time: '10:30' })).status).toBe(201);
      const res = await book(t, {
        event: 'consulenza',
        calendar: 'rossi',
        name: 'B',
        date: TUESDAY,
        time: '10:00',
      });
      expect(res.status).toBe(409);
    });

    it('accepts exactly the times availability lists (every 15 minutes of a day)', async () => {
      const fixture: CalendarFixtureInput = {
        ...officeFixture(),
        blocks: [{ calendar: 'rossi', date: MONDAY, start_time: '10:15', end_time: '10:45' }],
      };
      const t = await setup(fixture);
      await book(t, { event: 'visita', name: 'Prima', date: MONDAY, time: '11:30' });
      const availability = await t.get(`/v1/calendar/availability?event=visita&date=${MONDAY}`);
      const listed = new Set(availability.body.data.map((s: { time: string }) => s.time));
      expect([...listed]).toEqual(['09:00', '09:30', '11:00', '12:00', '12:30']);
      const accepted: string[] = [];
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
        const res = await book(t, { event: 'visita', name: `P ${time}`, date: MONDAY, time });
        expect([201, 409]).toContain(res.status);
        if (res.status === 201) accepted.push(time);
      }
      expect(accepted).toEqual([...listed]);
      // 96 bookings one after the other: ~2 s, several times that on a loaded machine
    }, 30_000);
  });

  describe('across DST changes in Europe/Rome', () => {
    const weekend: CalendarFixtureInput = {
      calendars: [{ slug: 'guardia', name: 'Guardia medica' }],
      events: [
        { slug: 'turno', name: 'Turno', duration_minutes: 60, calendars: ['guardia'], horizon_days: 365 },
      ],
      opening_hours: [
        { calendar: 'guardia', weekday: 6, start: '09:00', end: '12:00' },
        { calendar: 'guardia', weekday: 7, start: '01:00', end: '12:00' },
      ],
    };
    it.each([
      ['2026-03-28', '09:00', '2026-03-28T08:00:00Z', '2026-03-28T09:00:00Z', '10:00'],
      ['2026-03-29', '09:00', '2026-03-29T07:00:00Z', '2026-03-29T08:00:00Z', '10:00'],
      ['2026-03-29', '01:00', '2026-03-29T00:00:00Z', '2026-03-29T01:00:00Z', '03:00'],
      ['2026-10-24', '09:00', '2026-10-24T07:00:00Z', '2026-10-24T08:00:00Z', '10:00'],
      ['2026-10-25', '09:00', '2026-10-25T08:00:00Z', '2026-10-25T09:00:00Z', '10:00'],
      ['2026-10-25', '02:00', '2026-10-25T00:00:00Z', '2026-10-25T01:00:00Z', '02:00'],
    ])('books %s %s at %s', async (date, time, startsUtc, endsUtc, endTime) => {
      const t = await setup(weekend, new Date('2026-03-01T12:00:00Z'));
      const res = await book(t, { event: 'turno', name: 'Turno', date, time });
      expect(res.status).toBe(201);
      expect(res.body.data).toMatchObject({
        date,
        time,
        end_time: endTime,
        starts_at_utc: startsUtc,
        ends_at_utc: endsUtc,
      });
      const listed = await t.get(`/v1/calendar/bookings?from=${date}&to=${date}`);
      expect(listed.body.data.map((b: { starts_at_utc: string }) => b.starts_at_utc)).toEqual([startsUtc]);
    });

    it('refuses a local time skipped by the spring change (02:30 on 29 March)', async () => {
      const t = await setup(weekend, new Date('2026-03-01T12:00:00Z'));
      const res = await book(t, { event: 'turno', name: 'Turno', date: '2026-03-29', time: '02:30' });
      expect(res.status).toBe(409);
    });
  });

  describe('GET /v1/calendar/bookings', () => {
    async function seeded() {
      const t = await setup();
      const made = [
        { event: 'visita', date: MONDAY, time: '09:00' },
        { event: 'consulenza', calendar: 'bianchi', date: TUESDAY, time: '15:00' },
        { event: 'gruppo', date: '2025-06-05', time: '14:00' },
      ];
      const ids: number[] = [];
      for (const body of made) ids.push((await book(t, { name: 'Cliente', ...body })).body.data.id);
      await t.post(`/v1/calendar/bookings/${ids[2]}/cancel`);
      return { t, ids };
    }

    it.each<[string, string, number[]]>([
      ['from today for 30 days by default', '', [0, 1, 2]],
      ['one day', `?from=${TUESDAY}&to=${TUESDAY}`, [1]],
      ['from a day onwards', `?from=${TUESDAY}`, [1, 2]],
      ['one calendar', '?calendar=bianchi', [1, 2]],
      ['one event', '?event=visita', [0]],
      ['confirmed only', '?status=confirmed', [0, 1]],
      ['cancelled only', '?status=cancelled', [2]],
      ['an unknown calendar', '?calendar=verdi', []],
      ['a range in the past', '?from=2025-05-01&to=2025-05-31', []],
    ])('filters: %s', async (_name, query, want) => {
      const { t, ids } = await seeded();
      const res = await t.get(`/v1/calendar/bookings${query}`);
      expect(res.status).toBe(200);
      const body = listBookings.responses[200].schema.parse(res.body);
      expect(body.data.map((b) => b.id)).toEqual(want.map((i) => ids[i]));
      expect(body.count).toBe(want.length);
      expect(body.timezone).toBe('Europe/Rome');
    });

    it.each([
      ['?from=2025-06-31', 'invalid_date'],
      ['?from=9999-12-31', 'invalid_date'],
      ['?to=oggi', 'invalid_date'],
      [`?from=${TUESDAY}&to=${MONDAY}`, 'invalid_request'],
      ['?from=2025-01-01&to=2026-06-01', 'invalid_request'],
      ['?status=pending', 'invalid_request'],
    ])('refuses %s with 422', async (query, code) => {
      const t = await setup();
      const res = await t.get(`/v1/calendar/bookings${query}`);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe(code);
    });
  });

  describe('POST /v1/calendar/bookings/{id}/cancel', () => {
    it('cancels once, frees the slot, and refuses a second cancel with 409', async () => {
      const t = await setup();
      const made = await book(t, { event: 'visita', name: 'Mario', date: TUESDAY, time: '09:00' });
      const free = async () =>
        (await t.get(`/v1/calendar/availability?event=visita&date=${TUESDAY}`)).body.data.some(
          (s: { time: string }) => s.time === '09:00',
        );
      expect(await free()).toBe(false);

      const first = await t.post(`/v1/calendar/bookings/${made.body.data.id}/cancel`);
      expect(first.status).toBe(200);
      const parsed = cancelBooking.responses[200].schema.parse(first.body);
      expect(parsed.data).toMatchObject({ id: made.body.data.id, status: 'cancelled', time: '09:00' });
      expect(await free()).toBe(true);

      const second = await t.post(`/v1/calendar/bookings/${made.body.data.id}/cancel`);
      expect(second.status).toBe(409);
      expect(second.body.error.code).toBe('booking_not_modifiable');
      expect((await book(t, { event: 'visita', name: 'Altro', date: TUESDAY, time: '09:00' })).status).toBe(
        201,
      );
    });

    it('answers 404 for an unknown id or a booking of another account, 422 for a bad id', async () => {
      const t = await setup();
      const other = await setup();
      const theirs = await book(other, { event: 'visita', name: 'Mario', date: TUESDAY, time: '09:00' });
      for (const id of [theirs.body.data.id, 2_000_000_000]) {
        const res = await t.post(`/v1/calendar/bookings/${id}/cancel`);
        expect(res.status).toBe(404);
        expect(res.body.error.code).toBe('booking_not_found');
      }
      expect((await t.post('/v1/calendar/bookings/abc/cancel')).status).toBe(422);
      expect((await other.get('/v1/calendar/bookings')).body.data[0].status).toBe('confirmed');
    });
  });

  describe('GET /v1/calendar/availability', () => {
    it('merges the calendars of a choice event and filters by calendar', async () => {
      const t = await setup();
      const all = await t.get(`/v1/calendar/availability?event=consulenza&date=${MONDAY}`);
      expect(all.status).toBe(200);
      const body = getAvailability.responses[200].schema.parse(all.body);
      expect(body).toMatchObject({ event: 'consulenza', from: MONDAY, to: MONDAY, timezone: 'Europe/Rome' });
      expect(body.data.map((s) => `${s.time} ${s.calendars.map((c) => c.slug).join('+')}`)).toEqual([
        '09:00 bianchi+rossi',
        '10:00 bianchi+rossi',
        '11:00 rossi',
        '12:00 rossi',
        '14:00 bianchi',
        '15:00 bianchi',
        '16:00 bianchi',
        '17:00 bianchi',
      ]);
      expect(body.count).toBe(8);
      const rossi = await t.get(`/v1/calendar/availability?event=consulenza&date=${MONDAY}&calendar=rossi`);
      expect(rossi.body.data.map((s: { time: string }) => s.time)).toEqual([
        '09:00',
        '10:00',
        '11:00',
        '12:00',
      ]);
    });

    it('defaults to today and accepts a range of up to 31 days', async () => {
      const t = await setup();
      const today = await t.get('/v1/calendar/availability?event=visita');
      expect(today.body).toMatchObject({ from: MONDAY, to: MONDAY, count: 8 });
      const month = await t.get('/v1/calendar/availability?event=visita&from=2025-06-02&to=2025-07-02');
      expect(month.status).toBe(200);
      // 23 working days of 8 slots each (Mon 2 June … Wed 2 July).
      expect(month.body.count).toBe(23 * 8);
      expect(month.body.data.at(-1)).toMatchObject({ date: '2025-07-02', time: '12:30' });
    });

    it.each([
      ['?event=visita&from=2025-06-02&to=2025-07-03', 422, 'invalid_request'],
      ['?event=visita&from=2025-06-05&to=2025-06-02', 422, 'invalid_request'],
      ['?event=visita&date=2025-06-02&from=2025-06-02', 422, 'invalid_request'],
      ['?event=visita&date=2025-13-01', 422, 'invalid_date'],
      ['?event=visita&date=9999-12-31', 422, 'invalid_date'],
      ['?date=2025-06-02', 422, 'invalid_request'],
      ['?event=nessuno', 404, 'event_not_found'],
      ['?event=visita&calendar=bianchi', 404, 'calendar_not_found'],
    ])('refuses %s', async (query, status, code) => {
      const t = await setup();
      const res = await t.get(`/v1/calendar/availability${query}`);
      expect(res.status).toBe(status);
      expect(res.body.error.code).toBe(code);
    });
  });
});
