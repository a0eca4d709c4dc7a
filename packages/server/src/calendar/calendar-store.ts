import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { blocks, bookings, calendars, eventCalendars, events, openingHours } from '../db/schema/index.js';
import type { BusyInterval, OpeningInterval, SeatTaken, SlotRules } from './availability.js';

/**
 * Reads of the calendar configuration and of what occupies it. Every query is scoped by account.
 * @see ../../../shared/pbx-api-reference.md#calendar-conventions-and-records
 */

export interface CalendarRef {
  id: number;
  slug: string;
  name: string;
}

/** An appointment type with the calendars that serve it (in creation order). */
export interface EventConfig extends SlotRules {
  id: number;
  slug: string;
  name: string;
  kind: 'single' | 'choice';
  calendars: CalendarRef[];
}

/** `column && [start, end)`: the range overlaps the interval of instants. */
export function overlapsInterval(column: AnyPgColumn, start: Date, end: Date): SQL {
  return sql`${column} && tstzrange(${start.toISOString()}::timestamptz, ${end.toISOString()}::timestamptz, '[)')`;
}

/** The account's calendars, in creation order. */
export async function listCalendarRefs(db: Database, accountId: number): Promise<CalendarRef[]> {
  return db
    .select({ id: calendars.id, slug: calendars.slug, name: calendars.name })
    .from(calendars)
    .where(eq(calendars.accountId, accountId))
    .orderBy(asc(calendars.id));
}

/** The account's appointment types with their calendars, in creation order. */
export async function listEventConfigs(db: Database, accountId: number): Promise<EventConfig[]> {
  const rows = await db.select().from(events).where(eq(events.accountId, accountId)).orderBy(asc(events.id));
  return attachCalendars(db, accountId, rows);
}

/** One appointment type by slug, or undefined. */
export async function findEventConfig(
  db: Database,
  accountId: number,
  slug: string,
): Promise<EventConfig | undefined> {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.accountId, accountId), eq(events.slug, slug)))
    .limit(1);
  const [event] = await attachCalendars(db, accountId, rows);
  return event;
}

async function attachCalendars(
  db: Database,
  accountId: number,
  rows: (typeof events.$inferSelect)[],
): Promise<EventConfig[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({
      eventId: eventCalendars.eventId,
      id: calendars.id,
      slug: calendars.slug,
      name: calendars.name,
    })
    .from(eventCalendars)
    .innerJoin(calendars, eq(calendars.id, eventCalendars.calendarId))
    .where(
      and(
        eq(eventCalendars.accountId, accountId),
        inArray(
          eventCalendars.eventId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(calendars.id));
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    kind: row.kind,
    durationMinutes: row.durationMinutes,
    capacity: row.capacity,
    minNoticeMinutes: row.minNoticeMinutes,
    horizonDays: row.horizonDays,
    calendars: links
      .filter((link) => link.eventId === row.id)
      .map(({ id, slug, name }) => ({ id, slug, name })),
  }));
}

/** What the availability rules read for some calendars over `[start, end)`. */
export interface Occupancy {
  openingHours: OpeningInterval[];
  blocks: BusyInterval[];
  bookings: SeatTaken[];
}

/**
 * Opening hours of the calendars, blocks that apply to them (their own and account-wide ones) and confirmed
 * bookings of any appointment type on them, overlapping `[start, end)`.
 */
export async function loadOccupancy(
  db: Database,
  accountId: number,
  calendarIds: readonly number[],
  start: Date,
  end: Date,
): Promise<Occupancy> {
  if (calendarIds.length === 0) return { openingHours: [], blocks: [], bookings: [] };
  const ids = [...calendarIds];
  // One after the other: inside a transaction they share one connection (pg refuses overlapping queries).
  const hours = await db
    .select({
      calendarId: openingHours.calendarId,
      weekday: openingHours.weekday,
      startTime: openingHours.startTime,
      endTime: openingHours.endTime,
    })
    .from(openingHours)
    .where(and(eq(openingHours.accountId, accountId), inArray(openingHours.calendarId, ids)));
  const blockRows = await db
    .select({ calendarId: blocks.calendarId, period: blocks.period })
    .from(blocks)
    .where(
      and(
        eq(blocks.accountId, accountId),
        or(isNull(blocks.calendarId), inArray(blocks.calendarId, ids)),
        overlapsInterval(blocks.period, start, end),
      ),
    );
  const bookingRows = await db
    .select({ calendarId: bookings.calendarId, slot: bookings.slot, period: bookings.period })
    .from(bookings)
    .where(
      and(
        eq(bookings.accountId, accountId),
        inArray(bookings.calendarId, ids),
        eq(bookings.status, 'confirmed'),
        overlapsInterval(bookings.period, start, end),
      ),
    );
  return {
    openingHours: hours,
    blocks: blockRows.map((b) => ({ calendarId: b.calendarId, ...b.period })),
    bookings: bookingRows.map((b) => ({ calendarId: b.calendarId, slot: b.slot, ...b.period })),
  };
}
