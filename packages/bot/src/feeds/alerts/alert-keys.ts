import { FeedKeys } from '../kit/feed-keys.js';

/**
 * Redis keys of the live queue alerts, under `<bot prefix>:alerts` (runs, rules and pauses: `FeedKeys`). Every
 * key of an account carries the hash tag `{accountId}` (one cluster slot).
 */
export class AlertKeys extends FeedKeys {
  constructor(botPrefix: string) {
    super(botPrefix, 'alerts');
  }

  /** `{ until, by }` of a "Silenzia" button for one queue in one channel. */
  silence(accountId: string, channel: string, queue: string): string {
    return this.scoped(accountId, `silence:${channel}:${encodeURIComponent(queue)}`);
  }

  /** Hash: card key (`q:<channel>:<queue>` or `x:<channel>`) → id of the open card. */
  open(accountId: string): string {
    return this.scoped(accountId, 'open');
  }

  /** Hash of one card: `state` (poller), `version`, `sentVersion`, `ts` (sender), `ackBy`/`ackAt` (button). */
  card(accountId: string, cardId: string): string {
    return this.scoped(accountId, `card:${cardId}`);
  }

  /** List of thread replies of a card still to post, oldest first. */
  replies(accountId: string, cardId: string): string {
    return this.scoped(accountId, `card:${cardId}:replies`);
  }

  /** Held by the process sending a card to Slack. */
  cardLock(accountId: string, cardId: string): string {
    return this.scoped(accountId, `card:${cardId}:lock`);
  }

  /** Hash: polling plan and state of the account (interval, tick, reason, last poll, exchange down since). */
  poll(accountId: string): string {
    return this.scoped(accountId, 'poll');
  }

  /** Hash: the latest sample of the account's queues (`at`, `source`, `queues` JSON) and `appliedAt`. */
  sample(accountId: string): string {
    return this.scoped(accountId, 'sample');
  }

  /** Hash: the learnt traffic profile (`profile` JSON, `learnedOn` date, `retryAt` after a failure). */
  profile(accountId: string): string {
    return this.scoped(accountId, 'profile');
  }

  /** Hash: local date → requests commands used that day (the alerts' share follows it). */
  usage(accountId: string): string {
    return this.scoped(accountId, 'usage');
  }

  /** Taken by the poll that runs; expires before the next one is due. */
  pollLock(accountId: string): string {
    return this.scoped(accountId, 'poll:lock');
  }
}
