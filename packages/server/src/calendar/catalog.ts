import type { Calendar, CalendarEvent } from '@centralino/schemas';
import type { Database } from '../db/database.js';
import { listCalendarRefs, listEventConfigs } from './calendar-store.js';

/**
 * The account's calendars, by slug, in creation order.
 * @see ../../../shared/pbx-api-reference.md#endpoints (endpoint 29)
 */
export async function listCalendars(db: Database, accountId: number): Promise<Calendar[]> {
  const rows = await listCalendarRefs(db, accountId);
  return rows.map(({ slug, name }) => ({ slug, name }));
}

/**
 * The account's appointment types with their rules and calendar slugs, in creation order.
 * @see ../../../shared/pbx-api-reference.md#endpoints (endpoint 30)
 */
export async function listEvents(db: Database, accountId: number): Promise<CalendarEvent[]> {
  const rows = await listEventConfigs(db, accountId);
  return rows.map((event) => ({
    slug: event.slug,
    name: event.name,
    duration_minutes: event.durationMinutes,
    kind: event.kind,
    calendars: event.calendars.map((c) => c.slug),
    capacity: event.capacity,
    min_notice_minutes: event.minNoticeMinutes,
    horizon_days: event.horizonDays,
  }));
}
