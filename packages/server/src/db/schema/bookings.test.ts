import { describe, expect, it } from 'vitest';
import { createTestAccount } from '../../testing/test-account.js';
import { forEachBackend } from '../../testing/test-database.js';
import type { Database } from '../database.js';
import { isExclusionViolation } from '../pg-errors.js';
import { bookings, calendars, events } from './index.js';

const at = (hhmm: string) => new Date(`2025-06-02T${hhmm}:00Z`);

async function seedCalendar(db: Database) {
  const { account } = await createTestAccount(db);
  const [calendar] = await db
    .insert(calendars)
    .values({ accountId: account.id, slug: 'studio', name: 'Studio' })
    .returning();
  const [event] = await db
    .insert(events)
    .values({ accountId: account.id, slug: 'visita', name: 'Visita', durationMinutes: 30, capacity: 2 })
    .returning();
  const book = (
    from: string,
    to: string,
    extra: { slot?: number; status?: 'confirmed' | 'cancelled' } = {},
  ) =>
    db
      .insert(bookings)
      .values({
        accountId: account.id,
        eventId: event!.id,
        calendarId: calendar!.id,
        period: { start: at(from), end: at(to) },
        name: 'Mario Rossi',
        source: 'api',
        ...extra,
      })
      .returning();
  return { book };
}

forEachBackend((ctx) => {
  describe('bookings exclusion constraint', () => {
    it('refuses an overlapping confirmed booking of the same seat', async () => {
      const { book } = await seedCalendar(ctx.db);
      const [first] = await book('09:00', '09:30');
      expect(first!.period).toEqual({ start: at('09:00'), end: at('09:30') });
      const error = await book('09:15', '09:45').catch((e: unknown) => e);
      expect(isExclusionViolation(error, 'bookings_no_overlap')).toBe(true);
    });

    it('accepts adjacent times, another seat, and cancelled bookings', async () => {
      const { book } = await seedCalendar(ctx.db);
      await book('10:00', '10:30');
      await expect(book('10:30', '11:00')).resolves.toHaveLength(1);
      await expect(book('10:00', '10:30', { slot: 1 })).resolves.toHaveLength(1);
      await expect(book('10:00', '10:30', { status: 'cancelled' })).resolves.toHaveLength(1);
    });
  });
});
