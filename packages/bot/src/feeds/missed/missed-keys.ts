import { FeedKeys } from '../kit/feed-keys.js';

/**
 * Redis keys of the missed-call feed, under `<bot prefix>:missed` (runs, rules and pauses: `FeedKeys`). Every
 * key of an account carries the hash tag `{accountId}` (one cluster slot), so the Lua scripts touching a notice
 * and the account's index run anywhere.
 */
export class MissedKeys extends FeedKeys {
  constructor(botPrefix: string) {
    super(botPrefix, 'missed');
  }

  /** Hash of one rule's state: `cursorId` (records up to it came before the rule), `problem`, `problemAt`. */
  ruleState(accountId: string, ruleId: string): string {
    return this.scoped(accountId, `rule:${ruleId}`);
  }

  /** Hash of one notice (see `NoticeStore`). */
  notice(accountId: string, noticeId: string): string {
    return this.scoped(accountId, `notice:${noticeId}`);
  }

  /** Set: the records a notice has counted (each once). */
  noticeRecords(accountId: string, noticeId: string): string {
    return this.scoped(accountId, `notice:${noticeId}:records`);
  }

  /** Sorted set: the abandoned calls a notice counted from the history, by their end (wall-clock seconds). */
  noticeEnds(accountId: string, noticeId: string): string {
    return this.scoped(accountId, `notice:${noticeId}:ends`);
  }

  /**
   * Hash: `<notice id>|live:<channel>` → JSON of a provisional record (a caller a live sample saw abandon) that
   * no history record has confirmed yet (see `ProvisionalNotices`).
   */
  provisionals(accountId: string): string {
    return this.scoped(accountId, 'provisionals');
  }

  /** Held by the process sending a notice to Slack. */
  noticeLock(accountId: string, noticeId: string): string {
    return this.scoped(accountId, `notice:${noticeId}:lock`);
  }

  /** Hash of a burst's summary message: `members` (notice ids JSON), `channel`, `ts`, `shown` (what it shows). */
  summary(accountId: string, summaryId: string): string {
    return this.scoped(accountId, `summary:${summaryId}`);
  }

  /** Hash: id of each notice still open → its channel. */
  open(accountId: string): string {
    return this.scoped(accountId, 'open');
  }

  /** Hash: the feed's reading state (cursor, rate, plan, last read, problem). */
  feed(accountId: string): string {
    return this.scoped(accountId, 'feed');
  }

  /** Taken by the read under way. */
  readLock(accountId: string): string {
    return this.scoped(accountId, 'feed:lock');
  }
}
