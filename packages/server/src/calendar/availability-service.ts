import type { AvailabilitySlot } from '@centralino/schemas';
import { ApiError } from '../app/api-error.js';
import type { Database } from '../db/database.js';
import { availabilityItems, openSlots } from './availability.js';
import { calendarError } from './calendar-error.js';
import { type CalendarRef, type EventConfig, findEventConfig, loadOccupancy } from './calendar-store.js';
import { resolveDateRange } from './date-range.js';
import { localToday } from './local-date.js';

/** Longest span of the range form of availability, in days (both ends included). */
export const AVAILABILITY_MAX_DAYS = 31;

export interface AvailabilityQuery {
  event: string;
  date?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  calendar?: string | undefined;
}

export interface Availability {
  event: string;
  from: string;
  to: string;
  slots: AvailabilitySlot[];
}

/** The appointment type by slug, or 404 `event_not_found`. */
export async function requireEvent(db: Database, accountId: number, slug: string): Promise<EventConfig> {
  const event = await findEventConfig(db, accountId, slug);
  if (!event) throw calendarError(404, 'event_not_found');
  return event;
}

/** One of the event's calendars by slug, or 404 `calendar_not_found` (also for a calendar of another event). */
export function requireEventCalendar(event: EventConfig, slug: string): CalendarRef {
  const calendar = event.calendars.find((c) => c.slug === slug);
  if (!calendar) throw calendarError(404, 'calendar_not_found');
  return calendar;
}

/**
 * The bookable times of an appointment type on one day (`date`, default today) or a range (`from`/`to`, at most
 * {@link AVAILABILITY_MAX_DAYS} days), optionally on one of its calendars. Exactly the times a booking accepts:
 * both run {@link openSlots} on the same data.
 * @see ../../../shared/pbx-api-reference.md#endpoints (endpoint 31)
 */
export async function findAvailability(
  db: Database,
  account: { id: number; timezone: string },
  query: AvailabilityQuery,
  now: Date,
): Promise<Availability> {
  const timeZone = account.timezone;
  if (query.date !== undefined && (query.from !== undefined || query.to !== undefined)) {
    throw new ApiError(422, 'Indica date oppure from e to, non entrambi', { code: 'invalid_request' });
  }
  const from = query.date ?? query.from;
  const range = resolveDateRange(
    { from, to: query.date ?? query.to ?? from },
    { today: localToday(now, timeZone), timeZone, defaultSpanDays: 0, maxDays: AVAILABILITY_MAX_DAYS },
  );
  const event = await requireEvent(db, account.id, query.event);
  const calendars =
    query.calendar === undefined ? event.calendars : [requireEventCalendar(event, query.calendar)];
  const calendarIds = calendars.map((c) => c.id);
  const occupancy = await loadOccupancy(db, account.id, calendarIds, range.start, range.end);
  const slots = openSlots({
    rules: event,
    calendarIds,
    from: range.from,
    to: range.to,
    timeZone,
    now,
    ...occupancy,
  });
  const slugs = new Map(calendars.map((c) => [c.id, c.slug]));
  return {
    event: event.slug,
    from: range.from,
    to: range.to,
    slots: availabilityItems(slots, (id) => slugs.get(id) ?? ''),
  };
}
