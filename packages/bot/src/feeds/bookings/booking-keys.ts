import { FeedKeys } from '../kit/feed-keys.js';

/**
 * Redis keys of the booking notices, under `<bot prefix>:bookings` (rules and pauses: `FeedKeys`). Every key of
 * an account carries the hash tag `{accountId}` (one cluster slot).
 */
export class BookingKeys extends FeedKeys {
  constructor(botPrefix: string) {
    super(botPrefix, 'bookings');
  }

  /** Hash of the account's webhook signing secret: `current`, `previous` (encrypted), `previousUntil`, who, when. */
  secret(accountId: string): string {
    return this.scoped(accountId, 'secret');
  }

  /** Set once per webhook event id received (`webhook-id`): the same event twice is counted once. */
  seen(accountId: string, eventId: string): string {
    return this.scoped(accountId, `seen:${eventId}`);
  }

  /**
   * Hash: booking id → the booking as the latest event told it (JSON), for the notices and the Home; its
   * `:pruned` key marks the day's pruning of bookings past the retention.
   */
  bookings(accountId: string): string {
    return this.scoped(accountId, 'bookings');
  }

  /** Set: the ids of the bookings of one day (`YYYY-MM-DD`), so the Home reads a day, not every booking. */
  day(accountId: string, date: string): string {
    return this.scoped(accountId, `day:${date}`);
  }

  /** Hash of one notice (one booking in one rule's channel): `version`, `ts`, `sentVersion`. */
  notice(accountId: string, noticeId: string): string {
    return this.scoped(accountId, `notice:${noticeId}`);
  }

  /** Held by the process sending a notice to Slack. */
  noticeLock(accountId: string, noticeId: string): string {
    return this.scoped(accountId, `notice:${noticeId}:lock`);
  }
}
