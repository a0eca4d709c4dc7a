import { deleteBlock, listBlocks } from '@centralino/schemas';
import { describe, expect, it } from 'vitest';
import {
  type CalendarFixtureInput,
  officeFixture,
  setupCalendarAccount,
} from '../../calendar/calendar-test-kit.js';
import { localInstant } from '../../calendar/local-date.js';
import { forEachBackend } from '../../testing/test-database.js';

const NOW = localInstant('2025-06-02', '08:00', 'Europe/Rome');
const TUESDAY = '2025-06-03';

const fixture: CalendarFixtureInput = {
  ...officeFixture(),
  holidays: [{ date: '2025-06-04', name: 'Festa del patrono' }],
  blocks: [
    { calendar: 'rossi', date: TUESDAY, start_time: '10:00', end_time: '11:00', reason: 'Riunione' },
    { calendar: null, date: '2025-06-06', start_time: '09:00', end_time: '10:00', reason: 'Assemblea' },
    {
      calendar: 'bianchi',
      date: '2025-06-20',
      start_time: '14:00',
      end_date: '2025-06-21',
      end_time: '12:00',
    },
  ],
};

forEachBackend((ctx) => {
  const setup = () => setupCalendarAccount(ctx.db, fixture, { now: NOW });

  describe('GET /v1/calendar/blocks', () => {
    it('lists manual and holiday blocks with local and UTC times', async () => {
      const t = await setup();
      const res = await t.get('/v1/calendar/blocks');
      expect(res.status).toBe(200);
      const body = listBlocks.responses[200].schema.parse(res.body);
      expect(body.timezone).toBe('Europe/Rome');
      expect(body.count).toBe(5);
      expect(body.data.map(({ id: _id, ...rest }) => rest)).toEqual([
        {
          calendar: 'rossi',
          date: TUESDAY,
          start_time: '10:00',
          end_date: TUESDAY,
          end_time: '11:00',
          starts_at_utc: '2025-06-03T08:00:00Z',
          ends_at_utc: '2025-06-03T09:00:00Z',
          reason: 'Riunione',
          source: 'manual',
        },
        ...['rossi', 'bianchi'].map((calendar) => ({
          calendar,
          date: '2025-06-04',
          start_time: '00:00',
          end_date: '2025-06-05',
          end_time: '00:00',
          starts_at_utc: '2025-06-03T22:00:00Z',
          ends_at_utc: '2025-06-04T22:00:00Z',
          reason: 'Festa del patrono',
          source: 'holiday',
        })),
        expect.objectContaining({
          calendar: null,
          date: '2025-06-06',
          reason: 'Assemblea',
          source: 'manual',
        }),
        expect.objectContaining({
          calendar: 'bianchi',
          date: '2025-06-20',
          start_time: '14:00',
          end_date: '2025-06-21',
          end_time: '12:00',
        }),
      ]);
    });

    it.each<[string, string, string[]]>([
      ['one day', `?from=${TUESDAY}&to=${TUESDAY}`, ['Riunione']],
      [
        'a calendar, with the account-wide blocks',
        '?calendar=rossi',
        ['Riunione', 'Festa del patrono', 'Assemblea'],
      ],
      ['a range that a block overlaps at its end', '?from=2025-06-21&to=2025-06-30', ['']],
      ['a range without blocks', '?from=2025-07-01&to=2025-07-31', []],
    ])('filters: %s', async (_name, query, reasons) => {
      const t = await setup();
      const res = await t.get(`/v1/calendar/blocks${query}`);
      expect(res.status).toBe(200);
      expect(res.body.data.map((b: { reason: string }) => b.reason)).toEqual(reasons);
    });

    it('refuses a malformed date with 422 invalid_date', async () => {
      const t = await setup();
      const res = await t.get('/v1/calendar/blocks?from=2025-06');
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('invalid_date');
    });
  });

  describe('DELETE /v1/calendar/blocks/{id}', () => {
    const blockId = async (t: Awaited<ReturnType<typeof setup>>, reason: string, calendar = 'rossi') => {
      const res = await t.get('/v1/calendar/blocks');
      return res.body.data.find((b: { reason: string; calendar: string | null }) => {
        return b.reason === reason && (b.calendar === calendar || b.calendar === null);
      }).id as number;
    };
    const times = async (t: Awaited<ReturnType<typeof setup>>, date: string) =>
      (await t.get(`/v1/calendar/availability?event=visita&date=${date}`)).body.data.map(
        (s: { time: string }) => s.time,
      );

    it('deletes a manual block and the interval becomes bookable again', async () => {
      const t = await setup();
      expect(await times(t, TUESDAY)).not.toContain('10:00');
      const refused = await t.post('/v1/calendar/bookings', {
        event: 'visita',
        name: 'Mario',
        date: TUESDAY,
        time: '10:30',
      });
      expect(refused.status).toBe(409);

      const id = await blockId(t, 'Riunione');
      const res = await t.del(`/v1/calendar/blocks/${id}`);
      expect(res.status).toBe(200);
      expect(deleteBlock.responses[200].schema.parse(res.body)).toEqual({
        success: true,
        timezone: 'Europe/Rome',
        data: { id, deleted: true },
      });
      expect(await times(t, TUESDAY)).toEqual([
        '09:00',
        '09:30',
        '10:00',
        '10:30',
        '11:00',
        '11:30',
        '12:00',
        '12:30',
      ]);
      const booked = await t.post('/v1/calendar/bookings', {
        event: 'visita',
        name: 'Mario',
        date: TUESDAY,
        time: '10:30',
      });
      expect(booked.status).toBe(201);

      const again = await t.del(`/v1/calendar/blocks/${id}`);
      expect(again.status).toBe(404);
      expect(again.body).toEqual({
        success: false,
        error: { code: 'not_found', message: 'Blocco non trovato' },
      });
    });

    it('refuses a holiday block with 409 holiday_managed and keeps the day closed', async () => {
      const t = await setup();
      const id = await blockId(t, 'Festa del patrono');
      const res = await t.del(`/v1/calendar/blocks/${id}`);
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({
        code: 'holiday_managed',
        message:
          'Questo blocco è generato da una festività: disattivala dalle impostazioni festività del pannello',
      });
      expect(await times(t, '2025-06-04')).toEqual([]);
      expect((await t.get('/v1/calendar/blocks')).body.count).toBe(5);
    });

    it('answers 404 for a block of another account and 422 for a bad id', async () => {
      // Block ids count per account: this account has none, so the other's id is not one of its own.
      const t = await setupCalendarAccount(ctx.db, officeFixture(), { now: NOW });
      const other = await setup();
      const theirs = await blockId(other, 'Riunione');
      const res = await t.del(`/v1/calendar/blocks/${theirs}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('not_found');
      expect((await other.get('/v1/calendar/blocks')).body.count).toBe(5);
      const bad = await t.del('/v1/calendar/blocks/0');
      expect(bad.status).toBe(422);
      expect(bad.body.error.code).toBe('invalid_request');
    });
  });
});
