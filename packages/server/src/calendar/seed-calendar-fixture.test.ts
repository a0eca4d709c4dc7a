import { AccountFixture, type AccountFixtureInput } from '@centralino/schemas';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blocks, calendars, eventCalendars, events, holidays, openingHours } from '../db/schema/index.js';
import { demoCalendar } from '../demo/demo-calendar.js';
import { FixtureError } from '../fixtures/fixture-error.js';
import { createTestAccount } from '../testing/test-account.js';
import { forEachBackend } from '../testing/test-database.js';
import { officeFixture, setupCalendarAccount } from './calendar-test-kit.js';
import { localInstant } from './local-date.js';
import { seedCalendarFixture } from './seed-calendar-fixture.js';

type CalendarPart = Omit<AccountFixtureInput, 'context'>;

forEachBackend((ctx) => {
  async function seed(part: CalendarPart) {
    const { account } = await createTestAccount(ctx.db);
    const fixture = AccountFixture.parse({ context: account.context, ...part });
    await ctx.db.transaction((tx) => seedCalendarFixture(tx, account.id, fixture));
    return account.id;
  }
  const calendarSlugs = async (accountId: number) =>
    (
      await ctx.db.select().from(calendars).where(eq(calendars.accountId, accountId)).orderBy(calendars.id)
    ).map((c) => c.slug);

  it('inserts calendars, events with their calendars, opening hours', async () => {
    const accountId = await seed(officeFixture());
    expect(await calendarSlugs(accountId)).toEqual(['rossi', 'bianchi']);
    expect(await ctx.db.select().from(events).where(eq(events.accountId, accountId))).toHaveLength(3);
    const links = await ctx.db.select().from(eventCalendars).where(eq(eventCalendars.accountId, accountId));
    expect(links).toHaveLength(4);
    expect(
      await ctx.db.select().from(openingHours).where(eq(openingHours.accountId, accountId)),
    ).toHaveLength(11);
  });

  it('turns a holiday into a whole-day holiday block on every calendar, in the fixture time zone', async () => {
    const accountId = await seed({
      timezone: 'Europe/London',
      calendars: [
        { slug: 'a', name: 'A' },
        { slug: 'b', name: 'B' },
      ],
      holidays: [{ date: '2026-03-29', name: 'Pasqua' }],
      blocks: [
        { calendar: null, date: '2026-04-01', start_time: '12:00', end_time: '13:00', reason: 'Pranzo' },
      ],
    });
    const [holiday] = await ctx.db.select().from(holidays).where(eq(holidays.accountId, accountId));
    const rows = await ctx.db.select().from(blocks).where(eq(blocks.accountId, accountId)).orderBy(blocks.id);
    expect(
      rows.map(({ calendarId, period, reason, source, holidayId }) => ({
        calendar: calendarId === null ? null : 'set',
        period,
        reason,
        source,
        holidayId,
      })),
    ).toEqual([
      // London changes to BST at 01:00 UTC that day: a 23-hour day.
      ...[0, 1].map(() => ({
        calendar: 'set',
        period: { start: new Date('2026-03-29T00:00:00Z'), end: new Date('2026-03-29T23:00:00Z') },
        reason: 'Pasqua',
        source: 'holiday',
        holidayId: holiday!.id,
      })),
      {
        calendar: null,
        period: { start: new Date('2026-04-01T11:00:00Z'), end: new Date('2026-04-01T12:00:00Z') },
        reason: 'Pranzo',
        source: 'manual',
        holidayId: null,
      },
    ]);
    expect(new Set(rows.slice(0, 2).map((r) => r.calendarId)).size).toBe(2);
  });

  it('loads the demo agenda: bookable next week, closed on its holiday', async () => {
    const now = localInstant('2026-03-16', '10:00', 'Europe/Rome');
    const demo = demoCalendar(now, 'Europe/Rome');
    const t = await setupCalendarAccount(ctx.db, demo, { now });
    const holiday = demo.holidays![0]!.date;
    const onHoliday = await t.get(`/v1/calendar/availability?event=consulenza&date=${holiday}`);
    expect(onHoliday.body).toMatchObject({ count: 0, data: [] });
    const week = await t.get('/v1/calendar/availability?event=consulenza&from=2026-03-23&to=2026-03-27');
    const days = new Set(week.body.data.map((s: { date: string }) => s.date));
    expect([...days]).toEqual(['2026-03-23', '2026-03-24', '2026-03-26', '2026-03-27']);
    const calendarsSeen = new Set(
      week.body.data.flatMap((s: { calendars: { slug: string }[] }) => s.calendars.map((c) => c.slug)),
    );
    expect([...calendarsSeen].sort()).toEqual(['dott-bianchi', 'dott-verdi']);
    const blocks = await t.get('/v1/calendar/blocks?from=2026-03-16&to=2026-03-31');
    expect(blocks.body.data.map((b: { source: string }) => b.source).sort()).toEqual([
      'holiday',
      'holiday',
      'manual',
      'manual',
    ]);
  });

  describe('refuses a fixture that contradicts itself with a 400 naming the field', () => {
    const calendarsAB = [
      { slug: 'a', name: 'A' },
      { slug: 'b', name: 'B' },
    ];
    const event = { slug: 'e', name: 'E', duration_minutes: 30, calendars: ['a'] };
    it.each<[string, CalendarPart, string]>([
      [
        'a repeated calendar slug',
        { calendars: [...calendarsAB, { slug: 'a', name: 'A2' }] },
        'calendars.2.slug',
      ],
      [
        'an event on an unknown calendar',
        { calendars: calendarsAB, events: [{ ...event, calendars: ['x'] }] },
        'events.0.calendars.0',
      ],
      [
        'a single event on two calendars',
        { calendars: calendarsAB, events: [{ ...event, calendars: ['a', 'b'] }] },
        'events.0.calendars',
      ],
      [
        'opening hours of an unknown calendar',
        {
          calendars: calendarsAB,
          opening_hours: [{ calendar: 'z', weekday: 1, start: '09:00', end: '10:00' }],
        },
        'opening_hours.0.calendar',
      ],
      [
        'opening hours ending before they start',
        {
          calendars: calendarsAB,
          opening_hours: [{ calendar: 'a', weekday: 1, start: '10:00', end: '09:00' }],
        },
        'opening_hours.0.end',
      ],
      [
        'a block ending before it starts',
        { calendars: calendarsAB, blocks: [{ date: '2026-01-02', start_time: '10:00', end_time: '09:00' }] },
        'blocks.0.end_time',
      ],
      [
        'a repeated holiday',
        {
          holidays: [
            { date: '2026-01-06', name: 'Epifania' },
            { date: '2026-01-06', name: 'Befana' },
          ],
        },
        'holidays.1.date',
      ],
    ])('%s', async (_name, part, field) => {
      const { account } = await createTestAccount(ctx.db);
      const fixture = AccountFixture.parse({ context: account.context, ...part });
      const error = await ctx.db
        .transaction((tx) => seedCalendarFixture(tx, account.id, fixture))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(FixtureError);
      expect((error as FixtureError).status).toBe(400);
      expect((error as FixtureError).message).toContain(field);
      expect(await calendarSlugs(account.id)).toEqual([]);
    });
  });
});
