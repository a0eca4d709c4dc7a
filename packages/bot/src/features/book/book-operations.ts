import { PbxApiError } from '@centralino/client';
import { type CalendarEvent, zonedParts } from '@centralino/schemas';
import { cacheArea } from '../../core/redis/keys.js';
import { esc } from '../../slack/views/blocks.js';
import { showDate } from '../../work/commands/date-time-text.js';
import { matchName } from '../../work/commands/name-match.js';
import { type NamedThing, nameMatchText } from '../../work/commands/name-match-text.js';
import {
  type OperationContext,
  type OperationResult,
  write,
} from '../../work/operations/operation-context.js';
import { shown } from '../../work/operations/shown.js';
import type { BookOperationOf as Of } from './book.schema.js';
import { bookedView, bookSlotsView } from './book.view.js';
import { type BookChoice, bookChoicesView, bookTypesView } from './book-choices.view.js';
import { bookFormModal } from './book-form.view.js';
import { availability, calendarEvents, calendarNames, nextFreeDay, today } from './book-reads.js';
import { bookRefusal } from './book-refusal.js';
import { namesCalendar } from './book-slot-choices.js';

const pad = (n: number) => String(n).padStart(2, '0');

type Found<T> = { ok: true; value: T } | { ok: false; answer: OperationResult };

/**
 * What a typed name designates among `items`; otherwise the answer: what exists (or the candidates) as buttons
 * that run `retry` with the one picked.
 */
function find<T>(
  ctx: OperationContext,
  thing: NamedThing,
  typed: string,
  items: readonly T[],
  names: (item: T) => readonly string[],
  retry: (item: T) => BookChoice,
): Found<T> {
  const match = matchName(typed, items, names);
  if (match.kind === 'found') return { ok: true, value: match.item };
  const offered = match.kind === 'ambiguous' ? match.items : items;
  const labels = offered.map((item) => retry(item).label);
  const message = nameMatchText(match.kind, thing, typed, labels, ctx.locale);
  return {
    ok: false,
    answer: shown(bookChoicesView([esc(message)], undefined, offered.map(retry), ctx.locale), false),
  };
}

/** The calendar names, or none when they cannot be read now (slugs are shown instead). */
const namesOrNone = (ctx: OperationContext) => calendarNames(ctx).catch(() => undefined);

/** Another attempt of a direct booking, with its own idempotency key (a double click books once). */
function retried(
  op: Of<'book.create'>,
  change: Partial<Of<'book.create'>>,
  suffix: string,
): Of<'book.create'> {
  return { ...op, ...change, idempotencyKey: `${op.idempotencyKey}-${suffix}`.slice(0, 200) };
}

/** @see pbx-api-reference.md endpoints 27–31 */
export const bookRunners = {
  async 'book.slots'(ctx: OperationContext, op: Of<'book.slots'>): Promise<OperationResult> {
    const events = (await calendarEvents(ctx)).data;
    if (op.event === undefined) return shown(bookTypesView(events, op.date, ctx.locale), false);
    const date = op.date;
    const found = find(
      ctx,
      'event',
      op.event,
      events,
      (e) => [e.slug, e.name],
      (e) => ({
        label: e.name,
        operation: { type: 'book.slots', event: e.slug, ...(date === undefined ? {} : { date }) },
      }),
    );
    if (!found.ok) return found.answer;
    const event = found.value;
    const day = date ?? today(ctx);
    const res = await availability(ctx, event.slug, day);
    const calendars = await namesOrNone(ctx);
    // nothing that day: the next day that has something, as a button (one more read)
    const nextFree =
      res.data.length === 0 ? await nextFreeDay(ctx, event.slug, day).catch(() => undefined) : undefined;
    return shown(
      bookSlotsView(event.name, day, res.data, ctx.locale, {
        today: today(ctx),
        eventSlug: event.slug,
        ...(calendars ? { calendars } : {}),
        ...(nextFree ? { nextFree } : {}),
      }),
    );
  },
  async 'book.create'(ctx: OperationContext, op: Of<'book.create'>): Promise<OperationResult> {
    const events = (await calendarEvents(ctx)).data;
    const found = find(
      ctx,
      'event',
      op.event,
      events,
      (e) => [e.slug, e.name],
      (e) => ({
        label: e.name,
        operation: retried(op, { event: e.slug }, e.slug),
      }),
    );
    if (!found.ok) return found.answer;
    const event = found.value;
    const names = await namesOrNone(ctx);
    const calendar = op.calendar === undefined ? undefined : findCalendar(ctx, op, event, names);
    if (calendar && !calendar.ok) return calendar.answer;
    const slug = calendar?.value;
    const body = {
      event: event.slug,
      date: op.date,
      time: op.time,
      name: op.name,
      ...(slug === undefined ? {} : { calendar: slug }),
      ...(op.phone === undefined ? {} : { phone: op.phone }),
      ...(op.notes === undefined ? {} : { notes: op.notes }),
    };
    try {
      const res = await write(ctx, 'createBooking', [cacheArea(ctx.account.id, 'calendar')], (c) =>
        c.calendar.book(body, { idempotencyKey: op.idempotencyKey }),
      );
      const options = { today: today(ctx), ...(names ? { calendars: names } : {}) };
      return shown(bookedView(res.data, res.created, ctx.locale, options), false);
    } catch (error) {
      if (!(error instanceof PbxApiError) || (error.status !== 409 && error.status !== 422)) throw error;
      return refused(
        ctx,
        { ...op, event: event.slug, ...(slug === undefined ? {} : { calendar: slug }) },
        event,
        names,
        error,
      );
    }
  },
  async 'book.form'(ctx: OperationContext, op: Of<'book.form'>): Promise<OperationResult> {
    const { locale } = ctx;
    const events = await calendarEvents(ctx);
    const date = op.date ?? today(ctx);
    const metadata = { accountId: ctx.account.id, channelId: ctx.channelId ?? '', locale };
    const event = events.data.find((e) => e.slug === op.event);
    const base = {
      events: events.data,
      date,
      today: today(ctx),
      ...(op.event === undefined ? {} : { event: op.event }),
      ...(op.values ? { values: op.values } : {}),
      ...(op.pick ? { pick: op.pick } : {}),
    };
    if (!event || op.dateIssue) {
      const state = { ...base, ...(op.dateIssue ? { dateIssue: op.dateIssue } : {}) };
      return { kind: 'modal', view: bookFormModal(state, locale, metadata) };
    }
    const slots = await availability(ctx, event.slug, date);
    const calendars = namesCalendar(event) ? await namesOrNone(ctx) : undefined;
    const state = { ...base, slots: slots.data, ...(calendars ? { calendars } : {}) };
    return { kind: 'modal', view: bookFormModal(state, locale, metadata) };
  },
};

/** The calendar a typed name designates among those of the type (by slug or by the name the account gives it). */
function findCalendar(
  ctx: OperationContext,
  op: Of<'book.create'>,
  event: CalendarEvent,
  names: ReadonlyMap<string, string> | undefined,
): Found<string> {
  const typed = op.calendar ?? '';
  const label = (slug: string) => names?.get(slug) ?? slug;
  return find(
    ctx,
    'calendar',
    typed,
    event.calendars,
    (slug) => [slug, label(slug)],
    (slug) => ({
      label: label(slug),
      operation: retried(op, { event: event.slug, calendar: slug }, slug),
    }),
  );
}

/**
 * A booking the exchange refused (409 the time is taken or not bookable, 422 a calendar is needed): read the
 * day's free times again (the refusal dropped the cached ones) and say what to change — with the calendars free
 * at that time or the nearest free times as buttons; from the modal, the form comes back as the user left it.
 */
async function refused(
  ctx: OperationContext,
  op: Of<'book.create'>,
  event: CalendarEvent,
  names: ReadonlyMap<string, string> | undefined,
  error: PbxApiError,
): Promise<OperationResult> {
  const slots = await availability(ctx, event.slug, op.date)
    .then((r) => r.data)
    .catch(() => undefined);
  const day = showDate(op.date, today(ctx), ctx.locale, true);
  const clock = zonedParts(new Date(), ctx.account.time_zone);
  const now = { date: today(ctx), time: `${pad(clock.hour)}:${pad(clock.minute)}` };
  const refusal = bookRefusal({ op, event, slots, names, error, day, now, locale: ctx.locale });
  if (op.fromForm) {
    const metadata = { accountId: ctx.account.id, channelId: ctx.channelId ?? '', locale: ctx.locale };
    const values = {
      name: op.name,
      ...(op.phone === undefined ? {} : { phone: op.phone }),
      ...(op.notes === undefined ? {} : { notes: op.notes }),
    };
    const state = {
      events: (await calendarEvents(ctx)).data,
      event: event.slug,
      date: op.date,
      today: today(ctx),
      slots: slots ?? [],
      values,
      ...(names ? { calendars: names } : {}),
      notice: { lines: refusal.lines, nearest: refusal.choices, kept: refusal.kept },
    };
    return { kind: 'modal', view: bookFormModal(state, ctx.locale, metadata), refusedWith: error.status };
  }
  const buttons = refusal.choices.map(
    (c): BookChoice => ({
      label: refusal.label(c),
      operation: retried(
        op,
        { time: c.time, ...(c.calendar ? { calendar: c.calendar } : {}) },
        `${c.time}-${c.calendar ?? ''}`,
      ),
    }),
  );
  return {
    ...shown(bookChoicesView(refusal.lines, refusal.prompt, buttons, ctx.locale), false),
    refusedWith: error.status,
  };
}
