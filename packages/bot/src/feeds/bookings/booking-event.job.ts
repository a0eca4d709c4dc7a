import { WebhookEvent } from '@centralino/schemas';
import type { Job, Queue } from 'bullmq';
import type { Logger } from 'pino';
import { z } from 'zod';
import { isWithinHours, localClock } from '../../core/schedule/business-hours.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import type { FeedOutbox } from '../kit/feed-outbox.js';
import type { BookingStore } from './booking-store.js';
import { noticeVersionOf } from './known-booking.js';

/** The job taking one verified webhook event to the notices (queue `<name>-bookings-event`). */
export const BOOKING_EVENT_JOB = 'bookings-event';

const BookingEventPayload = z.object({ accountId: z.string().min(1), event: WebhookEvent });

/** Queues a verified event once (its id is the job's: the same event twice is one job while it is kept). */
export async function enqueueBookingEvent(
  queue: Queue,
  accountId: string,
  event: WebhookEvent,
): Promise<void> {
  await queue.add(
    BOOKING_EVENT_JOB,
    { accountId, event },
    {
      jobId: `bk-${accountId}-${event.id}`,
      // about ten minutes of tries (Redis, a worker restarting); then the exchange's own retry brings it again
      attempts: 8,
      backoff: { type: 'exponential', delay: 5000 },
      removeOnComplete: true,
      removeOnFail: { age: 86_400 },
    },
  );
}

export interface BookingEventDeps {
  store: BookingStore;
  /** The event's last try failed: its id may be taken again when the exchange delivers it again. */
  release(accountId: string, eventId: string): Promise<void>;
  outbox: FeedOutbox<'noticeId'>;
  accounts: Pick<AccountDirectory, 'account'>;
  /** The account's bookings changed (the Home lists today's). */
  changed(accountId: string): void;
  logger: Logger;
}

/**
 * Applies one event to what the bot knows of its booking, then tells each rule that watches the booking's
 * calendar and whose hours held when it was made: a new notice, or the notice already posted edited. An event
 * that changes nothing (a late `created` after `cancelled`, the same change twice) tells nothing; a job that
 * failed after applying its event tells it when it runs again; its last failure frees the event's id.
 */
export function createBookingEventProcessor(deps: BookingEventDeps) {
  return async function processBookingEvent(job: Job): Promise<{ outcome: string }> {
    const parsed = BookingEventPayload.safeParse(job.data);
    if (!parsed.success) return { outcome: 'invalid' };
    const { accountId, event } = parsed.data;
    try {
      return await tell(deps, accountId, event);
    } catch (error) {
      if (job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) await deps.release(accountId, event.id);
      throw error;
    }
  };
}

/** Applies the event, then asks each rule's notice for the booking's state (a job run again asks the same). */
async function tell(
  deps: BookingEventDeps,
  accountId: string,
  event: WebhookEvent,
): Promise<{ outcome: string }> {
  const { store, outbox } = deps;
  const account = await deps.accounts.account(accountId);
  if (!account) return { outcome: 'unknown-account' };
  const known = await store.apply(accountId, event);
  if (!known) return { outcome: 'unchanged' };
  const { booking } = known;
  // a rule's hours are those when the booking was made (its cancellation is told where it was)
  const made = localClock(Date.parse(booking.created_at), account.time_zone);
  const version = noticeVersionOf(known);
  for (const rule of await store.rules(accountId)) {
    if (rule.calendars.length > 0 && !rule.calendars.includes(booking.calendar)) continue;
    if (!isWithinHours(rule.hours, made)) continue;
    const noticeId = await store.noticeAt(accountId, rule, booking.id, version);
    await outbox.enqueue(accountId, noticeId, version);
  }
  deps.changed(accountId);
  return { outcome: event.type };
}
