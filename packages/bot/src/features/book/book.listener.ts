import { createHash } from 'node:crypto';
import type {
  AllMiddlewareArgs,
  BlockAction,
  SlackActionMiddlewareArgs,
  SlackViewMiddlewareArgs,
  ViewSubmitAction,
} from '@slack/bolt';
import { z } from 'zod';
import { Locale } from '../../core/config/bot-config.schema.js';
import { localDay } from '../../pbx/limiter/local-day.js';
import { errorView } from '../../slack/views/notice.view.js';
import { hasControlCharacter } from '../../work/commands/control-characters.js';
import { jobFor } from '../../work/listeners/command.listener.js';
import { type ListenerDeps, requester } from '../../work/listeners/listener-deps.js';
import { clickerTeam, foreignRefusal, ownedAccount } from '../../work/listeners/owned-account.js';
import type { BookOperation } from './book.schema.js';
import { type BookModalMetadata, bookMessageModal } from './book-form.view.js';
import { checkBookForm, dateIssue } from './book-form-check.js';
import { bookFields, bookNearAction, isTimeBlock } from './book-ids.js';
import { bookTextsFor } from './book-messages.js';
import { readChoiceValue } from './book-slot-choices.js';

const Metadata = z.object({ accountId: z.string(), channelId: z.string(), locale: Locale });

interface StateValue {
  value?: string | null;
  selected_date?: string | null;
  selected_option?: { value: string } | null;
}
type StateValues = Record<string, Record<string, StateValue>>;

/** The block id of the form's time select (it changes when a button picked the time). */
function timeBlockOf(values: StateValues): string {
  return Object.keys(values).find(isTimeBlock) ?? bookFields.time;
}

/** The answers of the booking modal, by field; the time select's value carries the calendar when it names one. */
export function readBookForm(values: StateValues) {
  const v = (field: string) => values[field]?.[field];
  const text = (field: string) => v(field)?.value?.trim() || undefined;
  const choice = values[timeBlockOf(values)]?.[bookFields.time]?.selected_option?.value;
  const picked = choice ? readChoiceValue(choice) : undefined;
  return {
    event: v(bookFields.event)?.selected_option?.value,
    date: v(bookFields.date)?.selected_date ?? undefined,
    time: picked?.time,
    calendar: picked?.calendar,
    name: text(bookFields.name),
    phone: text(bookFields.phone),
    notes: text(bookFields.notes),
  };
}

/** What the user typed in the text fields, kept when the form is drawn again (a control character is not). */
function typedValues(form: ReturnType<typeof readBookForm>) {
  const keep = (value: string | undefined, max: number) =>
    value && value.length <= max && !hasControlCharacter(value) ? value : undefined;
  const name = keep(form.name, 120);
  const phone = keep(form.phone, 25);
  const notes = keep(form.notes, 500);
  return { ...(name ? { name } : {}), ...(phone ? { phone } : {}), ...(notes ? { notes } : {}) };
}

/**
 * The account the modal's metadata names, if the workspace submitting it may act on it (the metadata is a claim:
 * its channel is followed only through that workspace's routing).
 */
function accountOf(
  deps: ListenerDeps,
  body: Parameters<typeof clickerTeam>[0] & { user: { id: string } },
  meta: BookModalMetadata,
) {
  const who = {
    userId: body.user.id,
    teamId: clickerTeam(body),
    channelId: meta.channelId,
    channelClaimed: true,
  };
  return ownedAccount(deps, who, meta.accountId);
}

function metadataOf(raw: string | undefined): BookModalMetadata | undefined {
  try {
    const parsed = Metadata.safeParse(JSON.parse(raw ?? ''));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The idempotency key of a booking made from the modal: the view and the answers. Submitting the same form
 * twice books once; changing an answer after a refusal is a new booking.
 * @see pbx-api-reference.md "Rules per endpoint" 7
 */
export function bookingKey(viewId: string, form: ReturnType<typeof readBookForm>): string {
  const digest = createHash('sha256').update(JSON.stringify(form)).digest('base64url').slice(0, 16);
  return `slack-view-${viewId}-${digest}`.slice(0, 200);
}

/**
 * Changing the appointment type or the date in the modal: load the free times (a job updates the modal). A
 * button with one of the nearest free times (after a refusal) picks that time; what was typed stays.
 */
export function bookFieldListener(deps: ListenerDeps) {
  return async ({
    body,
    ack,
    action,
  }: SlackActionMiddlewareArgs<BlockAction> & AllMiddlewareArgs): Promise<void> => {
    await ack();
    const view = body.view;
    const meta = metadataOf(view?.private_metadata);
    if (!view || !meta) return;
    const account = await accountOf(deps, body, meta);
    if (!account)
      return void foreignRefusal(deps, { userId: body.user.id, teamId: clickerTeam(body) }, 'book.form');
    const r = {
      ...(await requester(deps, {
        userId: body.user.id,
        teamId: clickerTeam(body),
        channelId: meta.channelId,
      })),
      account,
    };
    const form = readBookForm(view.state.values as StateValues);
    const issue = dateIssue(form.date, localDay(Date.now(), account.time_zone).date);
    const near =
      action.action_id.startsWith(`${bookNearAction}:`) && 'value' in action ? action.value : undefined;
    const values = typedValues(form);
    const operation: BookOperation = {
      type: 'book.form',
      viewId: view.id,
      ...(form.event ? { event: form.event } : {}),
      ...(issue ? { dateIssue: issue } : { date: form.date }),
      ...(near ? { pick: readChoiceValue(near) } : {}),
      ...(Object.keys(values).length > 0 ? { values } : {}),
    };
    await deps.queue
      .enqueue(jobFor(r, operation, { kind: 'view', viewId: view.id, channelId: meta.channelId }))
      .catch((err: unknown) => deps.logger.error({ err: String(err) }, 'enqueue failed'));
  };
}

/**
 * Submitting the booking modal: checks the answers (errors shown under the fields), then turns the modal into
 * "Prenotazione in corso…" and enqueues the booking; the job shows the outcome in the modal.
 */
export function bookSubmitListener(deps: ListenerDeps) {
  return async ({
    body,
    view,
    ack,
    client,
  }: SlackViewMiddlewareArgs<ViewSubmitAction> & AllMiddlewareArgs): Promise<void> => {
    const meta = metadataOf(view.private_metadata);
    if (!meta) return void (await ack());
    const account = await accountOf(deps, body, meta);
    if (!account) {
      const refusal = foreignRefusal(
        deps,
        { userId: body.user.id, teamId: clickerTeam(body) },
        'book.submit',
      );
      await ack({ response_action: 'update', view: bookMessageModal(refusal, meta.locale, meta) });
      return;
    }
    const values = view.state.values as StateValues;
    const form = readBookForm(values);
    const timeBlock = view.blocks.find((b) => isTimeBlock(b.block_id))?.block_id;
    const check = checkBookForm(form, {
      today: localDay(Date.now(), account.time_zone).date,
      timesShown: timeBlock !== undefined,
      idempotencyKey: bookingKey(view.id, form),
      locale: meta.locale,
    });
    if (!check.ok) {
      // the time select's block may carry the time a button picked: the error goes under it
      const { [bookFields.time]: timeError, ...errors } = check.errors;
      if (timeError) errors[timeBlock ?? bookFields.time] = timeError;
      await ack({ response_action: 'errors', errors });
      return;
    }
    if (!(await deps.permissions.canWrite(body.user.id, clickerTeam(body)))) {
      await ack({
        response_action: 'update',
        view: bookMessageModal(bookTextsFor(meta.locale).common.notPermitted, meta.locale, meta),
      });
      return;
    }
    const t = bookTextsFor(meta.locale);
    await ack({ response_action: 'update', view: bookMessageModal(t.book.working, meta.locale, meta) });
    const r = {
      ...(await requester(deps, {
        userId: body.user.id,
        teamId: clickerTeam(body),
        channelId: meta.channelId,
      })),
      account,
    };
    try {
      await deps.queue.enqueue(
        jobFor(r, check.operation, { kind: 'view', viewId: view.id, channelId: meta.channelId }),
      );
    } catch (err) {
      // the modal says "in corso": it must not stay so
      deps.logger.error({ err: String(err) }, 'enqueue failed');
      await client.views
        .update({
          view_id: view.id,
          view: bookMessageModal(errorView(t.common.enqueueFailed, meta.locale).text, meta.locale, meta),
        })
        .catch((e: unknown) => deps.logger.warn({ err: String(e) }, 'cannot update the booking modal'));
    }
  };
}
