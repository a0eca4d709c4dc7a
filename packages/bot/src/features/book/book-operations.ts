import { PbxApiError } from '@centralino/client';
import { localDay } from '../../limiter/local-day.js';
import { cacheTtlMs } from '../../operations/cache-ttl.js';
import {
  type OperationContext,
  type OperationResult,
  read,
  write,
} from '../../operations/operation-context.js';
import { shown } from '../../operations/shown.js';
import { cacheArea, cacheKey } from '../../redis/keys.js';
import type { BookOperation, BookOperationOf as Of } from './book.schema.js';
import { bookedView, bookFormModal, bookSlotsView } from './book.view.js';
import { bookTypesView, calendarChoicesView } from './book-choices.view.js';

/** The account's appointment types (configuration, cached a minute). */
function calendarEvents(ctx: OperationContext) {
  return read(ctx, cacheKey(ctx.account.id, 'calendar', 'events'), cacheTtlMs.config, 'listEvents', (c) =>
    c.calendar.events(),
  );
}

/** The free times of a type on a date (recent data). */
function availability(ctx: OperationContext, event: string, date: string) {
  return read(
    ctx,
    cacheKey(ctx.account.id, 'calendar', 'availability', event, date),
    cacheTtlMs.recent,
    'getAvailability',
    (c) => c.calendar.availability({ event, date }),
  );
}

/** Today in the account's time zone. */
const today = (ctx: OperationContext) => localDay(Date.now(), ctx.account.time_zone).date;

/** @see pbx-api-reference.md endpoints 27–31 */
export const bookRunners = {
  async 'book.slots'(ctx: OperationContext, op: Of<'book.slots'>): Promise<OperationResult> {
    if (op.event === undefined) {
      const events = await calendarEvents(ctx);
      return shown(bookTypesView(events.data, op.date, ctx.locale), false);
    }
    const date = op.date ?? today(ctx);
    const res = await availability(ctx, op.event, date);
    return shown(bookSlotsView(op.event, date, res.data, ctx.locale));
  },
  async 'book.create'(ctx: OperationContext, op: Of<'book.create'>): Promise<OperationResult> {
    const body = {
      event: op.event,
      date: op.date,
      time: op.time,
      name: op.name,
      ...(op.calendar === undefined ? {} : { calendar: op.calendar }),
      ...(op.phone === undefined ? {} : { phone: op.phone }),
      ...(op.notes === undefined ? {} : { notes: op.notes }),
    };
    const res = await write(ctx, 'createBooking', [cacheArea(ctx.account.id, 'calendar')], (c) =>
      c.calendar.book(body, { idempotencyKey: op.idempotencyKey }),
    );
    return shown(bookedView(res.data, res.created, ctx.locale), false);
  },
  async 'book.form'(ctx: OperationContext, op: Of<'book.form'>): Promise<OperationResult> {
    const { locale } = ctx;
    const events = await calendarEvents(ctx);
    const date = op.date ?? today(ctx);
    const metadata = { accountId: ctx.account.id, channelId: ctx.channelId ?? '', locale };
    const event = op.event;
    if (event === undefined || !events.data.some((e) => e.slug === event) || op.dateIssue) {
      const state = {
        events: events.data,
        date,
        ...(event === undefined ? {} : { event }),
        ...(op.dateIssue ? { dateIssue: op.dateIssue } : {}),
      };
      return { kind: 'modal', view: bookFormModal(state, locale, metadata) };
    }
    const slots = await availability(ctx, event, date);
    return {
      kind: 'modal',
      view: bookFormModal({ events: events.data, event, date, slots: slots.data }, locale, metadata),
    };
  },
};

function calendarsOf(error: PbxApiError): string[] {
  const body = error.body as { error?: { calendars?: unknown } } | undefined;
  const calendars = body?.error?.calendars;
  return Array.isArray(calendars) ? calendars.filter((c): c is string => typeof c === 'string') : [];
}

/** A booking refused with `calendar_required` shows the calendars the API listed as buttons. */
export async function bookWayOn(
  ctx: OperationContext,
  op: BookOperation,
  error: unknown,
): Promise<OperationResult | undefined> {
  if (!(error instanceof PbxApiError) || op.type !== 'book.create' || error.code !== 'calendar_required')
    return undefined;
  return shown(calendarChoicesView(error.serverMessage, op, calendarsOf(error), ctx.locale), false);
}
