import type { Booking } from '@centralino/schemas';
import { cacheArea } from '../../core/redis/keys.js';
import { showDate } from '../../work/commands/date-time-text.js';
import { foldName } from '../../work/commands/name-match.js';
import { type OperationContext, write } from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import type { BookOperationOf as Of } from './book.schema.js';
import { bookCancelledView, bookCancelPickView } from './book-cancel.view.js';
import { bookingsOf, today } from './book-reads.js';

/** Whether a booking can still be cancelled: confirmed and not yet begun. */
function cancellable(b: Booking, now: number): boolean {
  return b.status !== 'cancelled' && Date.parse(b.starts_at_utc) > now;
}

/**
 * The bookings `query` designates: its number, or the people whose name the typed words match (regardless of
 * case and accents; each typed word starts a word of the name). Every match is offered: each asks first.
 */
function matching(bookings: readonly Booking[], query: string | undefined): Booking[] {
  if (query === undefined) return [...bookings];
  if (/^\d+$/.test(query)) return bookings.filter((b) => b.id === Number(query));
  const typed = foldName(query).split(' ');
  return bookings.filter((b) => {
    const words = foldName(b.name).split(' ');
    return typed.every((part) => words.some((w) => w.startsWith(part)));
  });
}

/**
 * `/book cancel [who|id] [day]`: the bookings of the day (or of the week from today) that can still be cancelled,
 * each with its confirmed "Disdici" button; one read, the same as `/book list` (cached 10 s).
 * @see pbx-api-reference.md endpoint 32
 */
export async function runBookCancelPick(ctx: OperationContext, op: Of<'book.cancelPick'>) {
  const { bookings, from, to, today: now } = await bookingsOf(ctx, op.date);
  const at = Date.now();
  const found = matching(
    bookings.filter((b) => cancellable(b, at)),
    op.query,
  ).sort((a, b) => a.starts_at_utc.localeCompare(b.starts_at_utc));
  const days =
    from === to
      ? showDate(from, now, ctx.locale, true)
      : `${showDate(from, now, ctx.locale, true)} – ${showDate(to, now, ctx.locale, true)}`;
  // not shareable: its buttons act, and only for the one who asked
  return shown(bookCancelPickView(found, { days, today: now, query: op.query }, ctx.locale), false);
}

/**
 * The "Disdici" button, confirmed: cancels the booking (the exchange frees its slot; a second click meets its
 * 409 "already cancelled" and changes nothing) and drops the account's cached calendar reads.
 * @see calendar.route.ts cancelBooking (inferred)
 */
export async function runBookCancel(ctx: OperationContext, op: Of<'book.cancel'>) {
  const res = await write(ctx, 'cancelBooking', [cacheArea(ctx.account.id, 'calendar')], (c) =>
    c.calendar.cancelBooking(op.id),
  );
  return shown(bookCancelledView(res.data, today(ctx), ctx.locale), false);
}
