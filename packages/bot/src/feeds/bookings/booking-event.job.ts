import { WebhookEvent } from '@centralino/schemas';
import type { Job, Queue } from 'bullmq';
import type { Logger } from 'pino';
import { z } from 'zod';
import { isWithinHours, localClock } from '../../core/schedule/business-hours.js';
import type { AccountDirectory } from '../../tenancy/accounts/account-directory.js';
import type { FeedOutbox } from '../kit/feed-outbox.js';
import type { BookingStore } from './booking-store.js';

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
      attempts: 8,
      backoff: { type: 'exponential', delay: 1000 },
      removeOnComplete: true,
      removeOnFail: { age: 86_400 },
    },
  );
}

export interface BookingEventDeps {
  store: BookingStore;
  outbox: FeedOutbox<'noticeId'>;
  accounts: Pick<AccountDirectory, 'account'>;
  /** The account's bookings changed (the Home lists today's). */
  changed(accountId: string): void;
  logger: Logger;
}

/**
 * Applies one event to what the bot knows of its booking, then tells each rule that watches the booking's
 * calendar: a new notice (if the booking was made within the rule's hours), or the notice already posted
 * edited. An event that changes nothing (a late `created` after `cancelled`, the same change twice) tells
 * nothing.
 */
export function createBookingEventProcessor(deps: BookingEventDeps) {
  const { store, outbox } = deps;
  return async function processBookingEvent(job: Job): Promise<{ outcome: string }> {
    const parsed = BookingEventPayload.safeParse(job.data);
    if (!parsed.success) return { outcome: 'invalid' };
    const { accountId, event } = parsed.data;
    const account = await deps.accounts.account(accountId);
    if (!account) return { outcome: 'unknown-account' };
    const known = await store.apply(accountId, event);
    if (!known) return { outcome: 'unchanged' };
    const { booking } = known;
    const clock = localClock(Date.parse(event.timestamp), account.time_zone);
    for (const rule of await store.rules(accountId)) {
      if (rule.calendars.length > 0 && !rule.calendars.includes(booking.calendar)) continue;
      const told = await store.hasNotice(accountId, rule.id, booking.id);
      if (!told && !isWithinHours(rule.hours, clock)) continue;
      const notice = await store.bumpNotice(accountId, rule, booking.id);
      await outbox.enqueue(accountId, notice.id, notice.version);
    }
    deps.changed(accountId);
    return { outcome: event.type };
  };
}
