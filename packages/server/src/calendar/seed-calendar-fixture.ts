import type { AccountFixture } from '@centralino/schemas';
import type { Database, Transaction } from '../db/database.js';
import { blocks, calendars, eventCalendars, events, holidays, openingHours } from '../db/schema/index.js';
import { FixtureError } from '../fixtures/fixture-error.js';
import { addDays, localInstant, minutesOfTime } from './local-date.js';

/** Italian messages for a calendar fixture that contradicts itself; each names the field. */
const seedMessages = {
  duplicate: (field: string, value: string) => `Il campo ${field} ripete un valore già usato: ${value}`,
  unknownCalendar: (field: string, value: string) =>
    `Il campo ${field} indica un calendario non presente in calendars: ${value}`,
  singleNeedsOne: (field: string) =>
    `Il campo ${field} deve indicare un solo calendario per un appuntamento single`,
  emptyInterval: (field: string) =>
    `Il campo ${field} indica un intervallo vuoto: la fine deve seguire l'inizio`,
} as const;

function assertUnique(values: readonly string[], field: string, key?: string): void {
  const seen = new Set<string>();
  values.forEach((value, index) => {
    const path = key ? `${field}.${index}.${key}` : `${field}.${index}`;
    if (seen.has(value)) throw new FixtureError(400, seedMessages.duplicate(path, value));
    seen.add(value);
  });
}

/**
 * Inserts the calendar part of an account fixture: calendars, appointment types with their calendars, weekly
 * opening hours, holidays (each one a whole-day `holiday` block on every calendar, as the panel generates
 * them) and manual blocks. Dates and times are read in `fixture.timezone`. Run it inside the fixture's
 * transaction: a contradiction (unknown or repeated slug, empty interval) throws a 400 {@link FixtureError}
 * naming the field, and nothing stays.
 * @see ../../../shared/pbx-api-reference.md#calendar-conventions-and-records
 */
export async function seedCalendarFixture(
  db: Database | Transaction,
  accountId: number,
  fixture: AccountFixture,
): Promise<void> {
  const timeZone = fixture.timezone;
  assertUnique(
    fixture.calendars.map((c) => c.slug),
    'calendars',
    'slug',
  );
  assertUnique(
    fixture.events.map((e) => e.slug),
    'events',
    'slug',
  );
  assertUnique(
    fixture.holidays.map((h) => h.date),
    'holidays',
    'date',
  );

  const calendarIds = new Map<string, number>();
  if (fixture.calendars.length > 0) {
    const rows = await db
      .insert(calendars)
      .values(fixture.calendars.map((c) => ({ accountId, slug: c.slug, name: c.name })))
      .returning({ id: calendars.id, slug: calendars.slug });
    for (const row of rows) calendarIds.set(row.slug, row.id);
  }
  const calendarId = (slug: string, field: string): number => {
    const id = calendarIds.get(slug);
    if (id === undefined) throw new FixtureError(400, seedMessages.unknownCalendar(field, slug));
    return id;
  };

  for (const [e, event] of fixture.events.entries()) {
    assertUnique(event.calendars, `events.${e}.calendars`);
    if (event.kind === 'single' && event.calendars.length !== 1) {
      throw new FixtureError(400, seedMessages.singleNeedsOne(`events.${e}.calendars`));
    }
    const links = event.calendars.map((slug, c) => calendarId(slug, `events.${e}.calendars.${c}`));
    const [row] = await db
      .insert(events)
      .values({
        accountId,
        slug: event.slug,
        name: event.name,
        durationMinutes: event.duration_minutes,
        kind: event.kind,
        capacity: event.capacity,
        minNoticeMinutes: event.min_notice_minutes,
        horizonDays: event.horizon_days,
      })
      .returning({ id: events.id });
    await db
      .insert(eventCalendars)
      .values(links.map((id) => ({ accountId, eventId: row!.id, calendarId: id })));
  }

  if (fixture.opening_hours.length > 0) {
    const rows = fixture.opening_hours.map((hours, index) => {
      if (minutesOfTime(hours.start) >= minutesOfTime(hours.end)) {
        throw new FixtureError(400, seedMessages.emptyInterval(`opening_hours.${index}.end`));
      }
      return {
        accountId,
        calendarId: calendarId(hours.calendar, `opening_hours.${index}.calendar`),
        weekday: hours.weekday,
        startTime: hours.start,
        endTime: hours.end,
      };
    });
    await db.insert(openingHours).values(rows);
  }

  for (const holiday of fixture.holidays) {
    const [row] = await db
      .insert(holidays)
      .values({ accountId, date: holiday.date, name: holiday.name })
      .returning({ id: holidays.id });
    const period = {
      start: localInstant(holiday.date, '00:00', timeZone),
      end: localInstant(addDays(holiday.date, 1), '00:00', timeZone),
    };
    if (calendarIds.size === 0) continue;
    await db.insert(blocks).values(
      [...calendarIds.values()].map((id) => ({
        accountId,
        calendarId: id,
        period,
        reason: holiday.name,
        source: 'holiday' as const,
        holidayId: row!.id,
      })),
    );
  }

  if (fixture.blocks.length > 0) {
    const rows = fixture.blocks.map((block, index) => {
      const start = localInstant(block.date, block.start_time, timeZone);
      const end = localInstant(block.end_date ?? block.date, block.end_time, timeZone);
      if (end <= start) throw new FixtureError(400, seedMessages.emptyInterval(`blocks.${index}.end_time`));
      return {
        accountId,
        calendarId: block.calendar === null ? null : calendarId(block.calendar, `blocks.${index}.calendar`),
        period: { start, end },
        reason: block.reason,
        source: 'manual' as const,
      };
    });
    await db.insert(blocks).values(rows);
  }
}
