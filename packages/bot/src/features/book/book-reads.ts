import { cacheKey } from '../../core/redis/keys.js';
import { localDay } from '../../pbx/limiter/local-day.js';
import { addDays } from '../../work/commands/date-time.js';
import { calendarsRead } from '../../work/operations/account-reads.js';
import { cacheTtlMs } from '../../work/operations/cache-ttl.js';
import { type OperationContext, read } from '../../work/operations/operation-context.js';

/** The account's appointment types (configuration, cached a minute). */
export function calendarEvents(ctx: OperationContext) {
  return read(ctx, cacheKey(ctx.account.id, 'calendar', 'events'), cacheTtlMs.config, 'listEvents', (c) =>
    c.calendar.events(),
  );
}

/** The account's calendars, slug → name (configuration, cached a minute). */
export async function calendarNames(ctx: OperationContext): Promise<Map<string, string>> {
  const res = await read(ctx, ...calendarsRead(ctx));
  return new Map(res.data.map((c) => [c.slug, c.name]));
}

/** The free times of a type on a date (recent data; a booking refused or made drops it). */
export function availability(ctx: OperationContext, event: string, date: string) {
  return read(
    ctx,
    cacheKey(ctx.account.id, 'calendar', 'availability', event, date),
    cacheTtlMs.recent,
    'getAvailability',
    (c) => c.calendar.availability({ event, date }),
  );
}

/** How many days after an empty one are searched for the next free day. */
const NEXT_DAYS = 14;

/** The first day after `date` (within two weeks) with a free time of the type, if any (one read). */
export async function nextFreeDay(
  ctx: OperationContext,
  event: string,
  date: string,
): Promise<string | undefined> {
  const from = addDays(date, 1);
  const to = addDays(date, NEXT_DAYS);
  const res = await read(
    ctx,
    cacheKey(ctx.account.id, 'calendar', 'availability', event, from, to),
    cacheTtlMs.recent,
    'getAvailability',
    (c) => c.calendar.availability({ event, from, to }),
  );
  return res.data[0]?.date;
}

/** Today in the account's time zone. */
export const today = (ctx: OperationContext) => localDay(Date.now(), ctx.account.time_zone).date;

/** Days the bookings are read for without a day: today and the six after it. */
const BOOKINGS_WEEK = 7;

/**
 * The bookings of `date`, or of the week from today (confirmed and cancelled), with the range read; recent data
 * (cached 10 s, dropped by a booking made or cancelled through the bot). `/book list` and `/book cancel` share it.
 * @see pbx-api-reference.md endpoint 32
 */
export async function bookingsOf(ctx: OperationContext, date: string | undefined) {
  const now = today(ctx);
  const from = date ?? now;
  const to = date ?? addDays(now, BOOKINGS_WEEK - 1);
  const res = await read(
    ctx,
    cacheKey(ctx.account.id, 'calendar', 'bookings', from, to),
    cacheTtlMs.recent,
    'listBookings',
    (c) => c.calendar.bookings({ from, to }),
  );
  return { bookings: res.data, from, to, today: now };
}
