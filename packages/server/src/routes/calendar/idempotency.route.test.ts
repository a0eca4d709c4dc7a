import { createBooking } from '@centralino/schemas';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookAppointment } from '../../calendar/book-appointment.js';
import {
  type CalendarTestAccount,
  officeFixture,
  setupCalendarAccount,
} from '../../calendar/calendar-test-kit.js';
import { KEY_TTL_MS, requestHash, reserveIdempotencyKey } from '../../calendar/idempotency.js';
import { localInstant } from '../../calendar/local-date.js';
import { bookings, calendars, events, idempotencyKeys } from '../../db/schema/index.js';
import { forEachBackend } from '../../testing/test-database.js';

const NOW = localInstant('2025-06-02', '08:00', 'Europe/Rome');
const TUESDAY = '2025-06-03';
const BODY = { event: 'visita', name: 'Mario Rossi', date: TUESDAY, time: '09:00' };
const HOUR = 3_600_000;

const book = (t: CalendarTestAccount, key: string | undefined, body: Record<string, unknown> = BODY) =>
  t.post('/v1/calendar/bookings', body, key === undefined ? {} : { 'Idempotency-Key': key });

forEachBackend((ctx) => {
  const setup = () => setupCalendarAccount(ctx.db, officeFixture(), { now: NOW });
  const bookingCount = async (accountId: number) =>
    (await ctx.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.accountId, accountId))).length;
  const keyRow = async (accountId: number, key: string) => {
    const [row] = await ctx.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.accountId, accountId), eq(idempotencyKeys.key, key)));
    return row;
  };

  describe('Idempotency-Key', () => {
    it('creates once (201, created: true), then replays the same booking (200, created: false)', async () => {
      const t = await setup();
      const first = await book(t, 'key-1');
      expect(first.status).toBe(201);
      expect(createBooking.responses[201].schema.parse(first.body).created).toBe(true);

      const again = await book(t, 'key-1', {
        time: '09:00',
        date: TUESDAY,
        name: 'Mario Rossi',
        event: 'visita',
      });
      expect(again.status).toBe(200);
      const replay = createBooking.responses[200].schema.parse(again.body);
      expect(replay).toEqual({ ...first.body, created: false });
      expect(await bookingCount(t.account.id)).toBe(1);
      expect(await keyRow(t.account.id, 'key-1')).toMatchObject({
        state: 'done',
        bookingId: first.body.data.id,
      });
    });

    it('without a key, the same body is a new request (and the taken slot a 409)', async () => {
      const t = await setup();
      expect((await book(t, undefined)).status).toBe(201);
      const second = await book(t, undefined);
      expect(second.status).toBe(409);
      expect(second.body.error.code).toBe('slot_unavailable');
    });

    it('refuses the same key with another body: 422 idempotency_key_reused', async () => {
      const t = await setup();
      expect((await book(t, 'key-2')).status).toBe(201);
      const other = await book(t, 'key-2', { ...BODY, time: '09:30' });
      expect(other.status).toBe(422);
      expect(other.body).toEqual({
        success: false,
        error: {
          code: 'idempotency_key_reused',
          message: 'Idempotency-Key già usata per una prenotazione diversa',
        },
      });
      expect(await bookingCount(t.account.id)).toBe(1);
    });

    it.each([
      ['201 characters', 'k'.repeat(201)],
      ['an empty value', ''],
    ])('refuses a key of %s: 422 invalid_idempotency_key', async (_name, key) => {
      const t = await setup();
      const res = await book(t, key);
      expect(res.status).toBe(422);
      expect(res.body.error.code).toBe('invalid_idempotency_key');
      expect(await bookingCount(t.account.id)).toBe(0);
    });

    it('accepts a key of exactly 200 characters', async () => {
      const t = await setup();
      expect((await book(t, 'k'.repeat(200))).status).toBe(201);
      expect((await book(t, 'k'.repeat(200))).status).toBe(200);
    });

    it('keeps keys per account', async () => {
      const one = await setup();
      const two = await setup();
      expect((await book(one, 'shared')).status).toBe(201);
      expect((await book(two, 'shared', { ...BODY, time: '10:00' })).status).toBe(201);
      expect((await book(one, 'shared')).status).toBe(200);
    });

    it('keeps a key 24 hours and more, and forgets it after 48 hours', async () => {
      const t = await setup();
      expect((await book(t, 'kept')).status).toBe(201);
      t.clock.advance(24 * HOUR);
      expect((await book(t, 'kept', { ...BODY, date: '2025-06-04' })).status).toBe(422);
      t.clock.advance(23 * HOUR);
      expect((await book(t, 'kept')).status).toBe(200);
      t.clock.advance(KEY_TTL_MS - 47 * HOUR + 1);
      const reused = await book(t, 'kept', { ...BODY, date: '2025-06-05' });
      expect(reused.status).toBe(201);
      expect(reused.body.data.date).toBe('2025-06-05');
    });

    it('frees the key when the request books nothing, so the same request can be retried', async () => {
      const t = await setup();
      expect((await book(t, undefined)).status).toBe(201);
      const taken = await book(t, 'retry', { ...BODY, name: 'Altra persona' });
      expect(taken.status).toBe(409);
      expect(await keyRow(t.account.id, 'retry')).toBeUndefined();
      const unknown = await book(t, 'retry', { ...BODY, event: 'nessuno' });
      expect(unknown.status).toBe(404);
      const retried = await book(t, 'retry', { ...BODY, name: 'Altra persona', time: '09:30' });
      expect(retried.status).toBe(201);
    });

    it('answers 409 idempotency_key_in_progress while the first request runs, then replays it', async () => {
      const t = await setup();
      let release!: () => void;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let reserved!: () => void;
      const isReserved = new Promise<void>((resolve) => {
        reserved = resolve;
      });
      const first = bookAppointment(
        ctx.db,
        { account: t.account, keyName: t.keyName, body: BODY, idempotencyKey: 'slow', now: NOW },
        {
          afterReserve: async () => {
            reserved();
            await held;
          },
        },
      );
      await isReserved;
      const during = await book(t, 'slow');
      expect(during.status).toBe(409);
      expect(during.body.error).toEqual({
        code: 'idempotency_key_in_progress',
        message: 'Una richiesta con questa Idempotency-Key è ancora in corso: riprova tra poco',
      });
      const otherBody = await book(t, 'slow', { ...BODY, time: '11:00' });
      expect(otherBody.status).toBe(422);
      expect(await keyRow(t.account.id, 'slow')).toMatchObject({ state: 'in_progress' });

      release();
      const outcome = await first;
      expect(outcome.created).toBe(true);
      const after = await book(t, 'slow');
      expect(after.status).toBe(200);
      expect(after.body.data.id).toBe(outcome.booking.id);
      expect(await bookingCount(t.account.id)).toBe(1);
    });

    it('takes over a key left in progress by a request that died, after 60 seconds', async () => {
      const t = await setup();
      const reserve = (key: string, now: Date) =>
        reserveIdempotencyKey(ctx.db, {
          accountId: t.account.id,
          key,
          requestHash: requestHash(BODY),
          now,
        });
      // Two requests with this body reserved their keys, then died.
      await reserve('dead-recent', new Date(NOW.getTime() - 30_000));
      await reserve('dead-stale', new Date(NOW.getTime() - 61_000));

      const recent = await book(t, 'dead-recent');
      expect(recent.status).toBe(409);
      expect(recent.body.error.code).toBe('idempotency_key_in_progress');
      const stale = await book(t, 'dead-stale');
      expect(stale.status).toBe(201);
      expect(await keyRow(t.account.id, 'dead-stale')).toMatchObject({
        state: 'done',
        bookingId: stale.body.data.id,
      });
    });

    it('rolls the booking back when its key was taken over meanwhile: one key, one booking at most', async () => {
      const t = await setup();
      const outcome = bookAppointment(
        ctx.db,
        { account: t.account, keyName: t.keyName, body: BODY, idempotencyKey: 'stolen', now: NOW },
        {
          afterReserve: async () => {
            // Another request, 61 s later, finds the key stale and takes it over.
            const taker = await reserveIdempotencyKey(ctx.db, {
              accountId: t.account.id,
              key: 'stolen',
              requestHash: requestHash(BODY),
              now: new Date(NOW.getTime() + 61_000),
            });
            expect(taker.kind).toBe('owned');
          },
        },
      );
      await expect(outcome).rejects.toMatchObject({ status: 409, code: 'idempotency_key_in_progress' });
      expect(await bookingCount(t.account.id)).toBe(0);
      expect(await keyRow(t.account.id, 'stolen')).toMatchObject({ state: 'in_progress' });
    });
  });

  describe('exclusion constraint as the last guard', () => {
    it('turns a conflicting write that skipped the lock into 409 slot_unavailable, not a 500', async () => {
      const t = await setup();
      const outcome = bookAppointment(
        ctx.db,
        { account: t.account, keyName: t.keyName, body: BODY, idempotencyKey: 'guarded', now: NOW },
        {
          beforeInsert: async (tx) => {
            // Another channel writes seat 0 of the same slot between the check and the insert.
            const [event] = await tx
              .select()
              .from(events)
              .where(and(eq(events.accountId, t.account.id), eq(events.slug, 'visita')));
            const [calendar] = await tx
              .select()
              .from(calendars)
              .where(and(eq(calendars.accountId, t.account.id), eq(calendars.slug, 'rossi')));
            await tx.insert(bookings).values({
              accountId: t.account.id,
              eventId: event!.id,
              calendarId: calendar!.id,
              period: {
                start: localInstant(TUESDAY, '09:15', 'Europe/Rome'),
                end: localInstant(TUESDAY, '09:45', 'Europe/Rome'),
              },
              name: 'Dal pannello',
              source: 'panel',
            });
          },
        },
      );
      await expect(outcome).rejects.toMatchObject({ status: 409, code: 'slot_unavailable' });
      expect(await bookingCount(t.account.id)).toBe(0);
      expect(await keyRow(t.account.id, 'guarded')).toBeUndefined();
    });
  });
});
