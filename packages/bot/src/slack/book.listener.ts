import { createHash } from 'node:crypto';
import { DateString, TimeString } from '@centralino/schemas';
import type {
  AllMiddlewareArgs,
  BlockAction,
  SlackActionMiddlewareArgs,
  SlackViewMiddlewareArgs,
  ViewSubmitAction,
} from '@slack/bolt';
import { z } from 'zod';
import { Locale } from '../config/bot-config.schema.js';
import { messagesFor } from '../i18n/catalog.js';
import type { Operation } from '../operations/operation.schema.js';
import { bookFields } from '../views/action-ids.js';
import { type BookModalMetadata, bookMessageModal } from '../views/book.view.js';
import { jobFor } from './command.listener.js';
import { type ListenerDeps, requester } from './listener-deps.js';

const Metadata = z.object({ accountId: z.string(), channelId: z.string(), locale: Locale });

interface StateValue {
  value?: string | null;
  selected_date?: string | null;
  selected_option?: { value: string } | null;
}
type StateValues = Record<string, Record<string, StateValue>>;

/** The answers of the booking modal, by field. */
export function readBookForm(values: StateValues) {
  const v = (field: string) => values[field]?.[field];
  const text = (field: string) => v(field)?.value?.trim() || undefined;
  return {
    event: v(bookFields.event)?.selected_option?.value,
    date: v(bookFields.date)?.selected_date ?? undefined,
    time: v(bookFields.time)?.selected_option?.value,
    calendar: v(bookFields.calendar)?.selected_option?.value,
    name: text(bookFields.name),
    phone: text(bookFields.phone),
    notes: text(bookFields.notes),
  };
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

/** Changing the appointment type or the date in the modal: load the free times (a job updates the modal). */
export function bookFieldListener(deps: ListenerDeps) {
  return async ({ body, ack }: SlackActionMiddlewareArgs<BlockAction> & AllMiddlewareArgs): Promise<void> => {
    await ack();
    const view = body.view;
    const meta = metadataOf(view?.private_metadata);
    if (!view || !meta) return;
    const account = deps.config.accounts.find((a) => a.id === meta.accountId);
    if (!account) return;
    const r = {
      ...requester(deps, { userId: body.user.id, teamId: body.team?.id, channelId: meta.channelId }),
      account,
    };
    const form = readBookForm(view.state.values as StateValues);
    const operation: Operation = {
      type: 'book.form',
      viewId: view.id,
      ...(form.event ? { event: form.event } : {}),
      ...(form.date && DateString.safeParse(form.date).success ? { date: form.date } : {}),
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
  }: SlackViewMiddlewareArgs<ViewSubmitAction> & AllMiddlewareArgs): Promise<void> => {
    const meta = metadataOf(view.private_metadata);
    const account = meta && deps.config.accounts.find((a) => a.id === meta.accountId);
    if (!meta || !account) {
      await ack();
      return;
    }
    const t = messagesFor(meta.locale).book;
    const form = readBookForm(view.state.values as StateValues);
    if (!form.event || !form.date || !form.time || !TimeString.safeParse(form.time).success) {
      await ack({
        response_action: 'errors',
        errors: { [form.event ? bookFields.date : bookFields.event]: t.timeRequired },
      });
      return;
    }
    if (!form.name) {
      await ack({ response_action: 'errors', errors: { [bookFields.name]: t.nameLabel } });
      return;
    }
    if (!(await deps.permissions.canWrite(body.user.id))) {
      await ack({
        response_action: 'update',
        view: bookMessageModal(messagesFor(meta.locale).common.notPermitted, meta.locale, meta),
      });
      return;
    }
    await ack({ response_action: 'update', view: bookMessageModal(t.working, meta.locale, meta) });
    const r = {
      ...requester(deps, { userId: body.user.id, teamId: body.team?.id, channelId: meta.channelId }),
      account,
    };
    const operation: Operation = {
      type: 'book.create',
      event: form.event,
      date: form.date,
      time: form.time,
      name: form.name.slice(0, 120),
      ...(form.calendar ? { calendar: form.calendar } : {}),
      ...(form.phone ? { phone: form.phone.slice(0, 25) } : {}),
      ...(form.notes ? { notes: form.notes.slice(0, 500) } : {}),
      idempotencyKey: bookingKey(view.id, form),
    };
    await deps.queue
      .enqueue(jobFor(r, operation, { kind: 'view', viewId: view.id, channelId: meta.channelId }))
      .catch((err: unknown) => deps.logger.error({ err: String(err) }, 'enqueue failed'));
  };
}
