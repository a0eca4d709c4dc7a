import { cacheKey } from '../../core/redis/keys.js';
import { addDays } from '../../work/commands/date-time.js';
import { cacheTtlMs } from '../../work/operations/cache-ttl.js';
import { type OperationContext, read } from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import type { BookOperationOf as Of } from './book.schema.js';
import { bookListView } from './book-list.view.js';
import { today } from './book-reads.js';

/** Days `/book list` without a day shows: today and the six after it. */
const WEEK = 7;

/**
 * `/book list [day]`: the bookings of that day (confirmed and cancelled), or of the week from today; read as
 * recent data (cached 10 s, dropped by a booking made through the bot).
 * @see pbx-api-reference.md endpoint 32
 */
export async function runBookList(ctx: OperationContext, op: Of<'book.list'>) {
  const now = today(ctx);
  const from = op.date ?? now;
  const to = op.date ?? addDays(now, WEEK - 1);
  const res = await read(
    ctx,
    cacheKey(ctx.account.id, 'calendar', 'bookings', from, to),
    cacheTtlMs.recent,
    'listBookings',
    (c) => c.calendar.bookings({ from, to }),
  );
  return shown(bookListView(res.data, { from, to, today: now }, ctx.locale));
}
