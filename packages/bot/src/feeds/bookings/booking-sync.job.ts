import { localDay } from '../../pbx/limiter/local-day.js';
import { SlackWait } from '../../slack/paced-call.js';
import { CHANNEL_SLACK_ERRORS, PERMANENT_SLACK_ERRORS } from '../../slack/slack-errors.js';
import { createFeedSyncProcessor, type FeedSyncDeps } from '../kit/feed-sync.job.js';
import { ChannelMessages } from '../kit/slack-message.js';
import { bookingNoticeView } from './booking-notice.view.js';
import { bookingOutbox } from './booking-outbox.js';
import type { BookingNotice, BookingStore } from './booking-store.js';
import type { KnownBooking } from './known-booking.js';

/** A held notice looks again this often whether its channel's pause still holds (it may end early). */
const PAUSE_RECHECK_MS = 60_000;
/** A channel the bot cannot post to is tried again this often (the notice waits, it is not dropped). */
const CHANNEL_RETRY_MS = 60_000;

export type BookingSyncDeps = FeedSyncDeps & { store: BookingStore };

interface Item {
  notice: BookingNotice;
  known: KnownBooking;
}

/** One send towards the notice's latest state; false when Slack shows it already. */
async function advance(deps: BookingSyncDeps, { notice, known }: Item): Promise<boolean> {
  const { store, config } = deps;
  const { accountId, channel, id } = notice;
  if (notice.ts !== undefined && (notice.sentVersion ?? 0) >= notice.version) return false;
  const timeZone = (await deps.accounts.account(accountId))?.time_zone ?? 'Europe/Rome';
  const message = bookingNoticeView(known, {
    today: localDay(Date.now(), timeZone).date,
    timeZone,
    locale: config.locale,
  });
  const messages = await ChannelMessages.of(deps, accountId, channel);
  if (notice.ts === undefined) {
    const paused = await store.pausedUntil(accountId, channel);
    if (paused !== null) throw new SlackWait(Math.min(paused - Date.now(), PAUSE_RECHECK_MS));
    await store.markSent(accountId, id, notice.version, await messages.post(message));
    return true;
  }
  // deleted in Slack by a user: post it again
  if ((await messages.edit(notice.ts, message)) === 'gone') await store.forgetMessage(accountId, id);
  else await store.markSent(accountId, id, notice.version);
  return true;
}

/**
 * The processor of `bookings-notice-sync` jobs (`createFeedSyncProcessor`): posts a booking's notice once in
 * the rule's channel (its `ts` kept in Redis), then edits it in place when the booking is cancelled. A deleted
 * message is posted again; a channel the bot cannot post to keeps the notice waiting; a paused channel holds new
 * notices until the pause ends.
 */
export function createBookingSyncProcessor(deps: BookingSyncDeps) {
  const { store, logger } = deps;
  return createFeedSyncProcessor<Item>({
    label: 'booking notice',
    outbox: bookingOutbox,
    rounds: 4,
    lock: (accountId, id, token, ttlMs) => store.lock(accountId, id, token, ttlMs),
    unlock: (accountId, id, token) => store.unlock(accountId, id, token),
    async load(accountId, id) {
      const notice = await store.notice(accountId, id);
      const known = notice ? await store.booking(accountId, notice.bookingId) : undefined;
      return notice && known ? { notice, known } : undefined;
    },
    advance: (item) => advance(deps, item),
    settled: async () => {},
    failed: async ({ notice }, error) => {
      const { slackCode } = error as { slackCode?: string };
      const where = { account: notice.accountId, channel: notice.channel, error: slackCode };
      if (slackCode && CHANNEL_SLACK_ERRORS.has(slackCode)) {
        logger.warn(where, 'booking notice channel not postable');
        return { waitMs: CHANNEL_RETRY_MS };
      }
      if (slackCode && PERMANENT_SLACK_ERRORS.has(slackCode)) {
        logger.warn(where, 'Slack refused the booking notice');
        await store.markSent(notice.accountId, notice.id, notice.version);
        return { outcome: 'dropped' };
      }
      throw error;
    },
  });
}
