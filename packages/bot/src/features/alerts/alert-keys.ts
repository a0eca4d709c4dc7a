/**
 * Redis keys of the live queue alerts, under the bot's prefix. Every key of an account carries the hash tag
 * `{accountId}` (one cluster slot); Slack's pacing keys are per channel and method.
 */
export class AlertKeys {
  readonly prefix: string;

  constructor(botPrefix: string) {
    this.prefix = `${botPrefix}:alerts`;
  }

  /** Sorted set: account → the instant of the alerts' next planned run (`AccountRuns`; hash tag `{runs}`). */
  get runs(): string {
    return `${this.prefix}:{runs}`;
  }

  #account(accountId: string, rest: string): string {
    return `${this.prefix}:{${accountId}}:${rest}`;
  }

  /** Hash: rule id → rule JSON (rules added from Slack; the configured ones live in the file). */
  rules(accountId: string): string {
    return this.#account(accountId, 'rules');
  }

  /** Epoch ms until which the channel's alerts are paused (`/queue alert pause`). */
  pause(accountId: string, channel: string): string {
    return this.#account(accountId, `pause:${channel}`);
  }

  /** `{ until, by }` of a "Silenzia" button for one queue in one channel. */
  silence(accountId: string, channel: string, queue: string): string {
    return this.#account(accountId, `silence:${channel}:${encodeURIComponent(queue)}`);
  }

  /** Hash: card key (`q:<channel>:<queue>` or `x:<channel>`) → id of the open card. */
  open(accountId: string): string {
    return this.#account(accountId, 'open');
  }

  /** Hash of one card: `state` (poller), `version`, `sentVersion`, `ts` (sender), `ackBy`/`ackAt` (button). */
  card(accountId: string, cardId: string): string {
    return this.#account(accountId, `card:${cardId}`);
  }

  /** List of thread replies of a card still to post, oldest first. */
  replies(accountId: string, cardId: string): string {
    return this.#account(accountId, `card:${cardId}:replies`);
  }

  /** Held by the process sending a card to Slack. */
  cardLock(accountId: string, cardId: string): string {
    return this.#account(accountId, `card:${cardId}:lock`);
  }

  /** Hash: polling plan and state of the account (interval, tick, reason, last poll, exchange down since). */
  poll(accountId: string): string {
    return this.#account(accountId, 'poll');
  }

  /** Hash: the latest sample of the account's queues (`at`, `source`, `queues` JSON) and `appliedAt`. */
  sample(accountId: string): string {
    return this.#account(accountId, 'sample');
  }

  /** Hash: the learnt traffic profile (`profile` JSON, `learnedOn` date, `retryAt` after a failure). */
  profile(accountId: string): string {
    return this.#account(accountId, 'profile');
  }

  /** Hash: local date → requests commands used that day (the alerts' share follows it). */
  usage(accountId: string): string {
    return this.#account(accountId, 'usage');
  }

  /** Taken by the poll that runs; expires before the next one is due. */
  pollLock(accountId: string): string {
    return this.#account(accountId, 'poll:lock');
  }
}
