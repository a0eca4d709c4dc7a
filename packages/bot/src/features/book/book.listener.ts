import { createHash } from 'node:crypto';
import type {
  AllMiddlewareArgs,
  BlockAction,
  SlackActionMiddlewareArgs,
  SlackViewMiddlewareArgs,
  ViewSubmitAction,
} from '@slack/bolt';
import { z } from 'zod';
import { Locale } from '../../config/bot-config.schema.js';
import { localDay } from '../../limiter/local-day.js';
import { jobFor } from '../../slack/command.listener.js';
import { type ListenerDeps, requester } from '../../slack/listener-deps.js';
import { errorView } from '../../views/notice.view.js';
import type { BookOperation } from './book.schema.js';
import { type BookModalMetadata, bookMessageModal } from './book.view.js';
import { checkBookForm, dateIssue } from './book-form-check.js';
import { bookFields } from './book-ids.js';
import { bookTextsFor } from './book-messages.js';

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
    const issue = dateIssue(form.date, localDay(Date.now(), account.time_zone).date);
    const operation: BookOperation = {
      type: 'book.form',
      viewId: view.id,
      ...(form.event ? { event: form.event } : {}),
      ...(issue ? { dateIssue: issue } : { date: form.date }),
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
    const account = meta && deps.config.accounts.find((a) => a.id === meta.accountId);
    if (!meta || !account) {
      await ack();
      return;
    }
    const form = readBookForm(view.state.values as StateValues);
    const check = checkBookForm(form, {
      today: localDay(Date.now(), account.time_zone).date,
      timesShown: view.blocks.some((b) => b.block_id === bookFields.time),
      idempotencyKey: bookingKey(view.id, form),
      locale: meta.locale,
    });
    if (!check.ok) {
      await ack({ response_action: 'errors', errors: check.errors });
      return;
    }
    if (!(await deps.permissions.canWrite(body.user.id))) {
      await ack({
        response_action: 'update',
        view: bookMessageModal(bookTextsFor(meta.locale).common.notPermitted, meta.locale, meta),
      });
      return;
    }
    const t = bookTextsFor(meta.locale);
    await ack({ response_action: 'update', view: bookMessageModal(t.book.working, meta.locale, meta) });
    const r = {
      ...requester(deps, { userId: body.user.id, teamId: body.team?.id, channelId: meta.channelId }),
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
