import type { OperationContext } from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import type { BookOperationOf as Of } from './book.schema.js';
import { bookListView } from './book-list.view.js';
import { bookingsOf } from './book-reads.js';

/**
 * `/book list [day]`: the bookings of that day (confirmed and cancelled), or of the week from today.
 * @see pbx-api-reference.md endpoint 32
 */
export async function runBookList(ctx: OperationContext, op: Of<'book.list'>) {
  const { bookings, from, to, today } = await bookingsOf(ctx, op.date);
  return shown(bookListView(bookings, { from, to, today }, ctx.locale));
}
