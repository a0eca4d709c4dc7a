/**
 * Redis keys of the missed-call feed, under the bot's prefix. Every key of an account carries the hash tag
 * `{accountId}` (one cluster slot), so the Lua scripts touching a notice and the account's index run anywhere.
 */
export class MissedKeys {
  readonly prefix: string;

  constructor(botPrefix: string) {
    this.prefix = `${botPrefix}:missed`;
  }

  /** Sorted set: account → the instant of the feed's next planned run (`AccountRuns`; hash tag `{runs}`). */
  get runs(): string {
    return `${this.prefix}:{runs}`;
  }

  #account(accountId: string, rest: string): string {
    return `${this.prefix}:{${accountId}}:${rest}`;
  }

  /** Hash: rule id → rule JSON (rules added from Slack). */
  rules(accountId: string): string {
    return this.#account(accountId, 'rules');
  }

  /** Hash of one rule's state: `cursorId` (records up to it came before the rule), `problem`, `problemAt`. */
  ruleState(accountId: string, ruleId: string): string {
    return this.#account(accountId, `rule:${ruleId}`);
  }

  /** Epoch ms until which the channel's notices are paused. */
  pause(accountId: string, channel: string): string {
    return this.#account(accountId, `pause:${channel}`);
  }

  /** Hash of one notice (see `NoticeStore`). */
  notice(accountId: string, noticeId: string): string {
    return this.#account(accountId, `notice:${noticeId}`);
  }

  /** Set: the records a notice has counted (each once). */
  noticeRecords(accountId: string, noticeId: string): string {
    return this.#account(accountId, `notice:${noticeId}:records`);
  }

  /** Sorted set: the abandoned calls a notice counted from the history, by their end (wall-clock seconds). */
  noticeEnds(accountId: string, noticeId: string): string {
    return this.#account(accountId, `notice:${noticeId}:ends`);
  }

  /**
   * Hash: `<notice id>|live:<channel>` → JSON of a provisional record (a caller a live sample saw abandon) that
   * no history record has confirmed yet (see `ProvisionalNotices`).
   */
  provisionals(accountId: string): string {
    return this.#account(accountId, 'provisionals');
  }

  /** Held by the process sending a notice to Slack. */
  noticeLock(accountId: string, noticeId: string): string {
    return this.#account(accountId, `notice:${noticeId}:lock`);
  }

  /** Hash of a burst's summary message: `members` (notice ids JSON), `channel`, `ts`, `shown` (what it shows). */
  summary(accountId: string, summaryId: string): string {
    return this.#account(accountId, `summary:${summaryId}`);
  }

  /** Hash: id of each notice still open → its channel. */
  open(accountId: string): string {
    return this.#account(accountId, 'open');
  }

  /** Hash: the feed's reading state (cursor, rate, plan, last read, problem). */
  feed(accountId: string): string {
    return this.#account(accountId, 'feed');
  }

  /** Taken by the read under way. */
  readLock(accountId: string): string {
    return this.#account(accountId, 'feed:lock');
  }
}
