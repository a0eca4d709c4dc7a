import type { RedisClient } from '../../core/redis/redis-client.js';
import { releaseLock, takeLock } from '../kit/item-lock.js';
import { forgetMessage, markSent } from '../kit/sent-message.js';
import type { MissedKeys } from './missed-keys.js';
import { type InboundRecord, type Resolution, recordEndSeconds } from './missed-record.js';
import { type Notice, noticeFromHash, type Summary } from './notice.js';
import {
  blockScript,
  callingScript,
  countScript,
  doneScript,
  resolveScript,
  takeScript,
} from './notice-scripts.js';

export type { Notice, NoticeCallback, Summary } from './notice.js';

/** Notices (and the records they counted) are kept this long. */
export const NOTICE_TTL_SECONDS = 3 * 86_400;

/**
 * Missed-call notices in Redis, one hash each, so that any process can count calls into them, send them or
 * act on their buttons. The counting and the resolutions are Lua scripts: two workers reading the same page
 * count each record once. Every visible change increments `version`; the sender sends the latest only.
 */
export class NoticeStore {
  constructor(
    private readonly redis: RedisClient,
    private readonly keys: MissedKeys,
    /** Capped by the configured retention (`privacy.retention_days`). */
    private readonly ttlSeconds = NOTICE_TTL_SECONDS,
  ) {}

  /** Counts one missed call into the notice; the new version, or 0 when the record was already counted. */
  async count(
    notice: { id: string; accountId: string; channel: string; ruleId: string },
    record: InboundRecord,
  ): Promise<number> {
    const { id, accountId } = notice;
    return Number(
      await countScript.run(
        this.redis,
        [
          this.keys.notice(accountId, id),
          this.keys.noticeRecords(accountId, id),
          this.keys.open(accountId),
          this.keys.noticeEnds(accountId, id),
        ],
        [
          String(record.id),
          record.calldate,
          record.caller_id,
          record.destination,
          record.total_duration,
          record.status,
          this.ttlSeconds,
          id,
          accountId,
          notice.channel,
          notice.ruleId,
          record.caller_number,
          record.calldate.slice(0, 10),
          record.status === 'abandoned' ? recordEndSeconds(record) : '',
        ],
      ),
    );
  }

  /** Applies a callback (or an answered call from the caller); the new version, or 0 when it changes nothing. */
  async resolve(accountId: string, noticeId: string, r: Resolution, now: number): Promise<number> {
    return Number(
      await resolveScript.run(
        this.redis,
        [this.keys.notice(accountId, noticeId), this.keys.open(accountId)],
        [
          r.kind,
          r.at,
          r.by,
          r.outcome,
          r.uid,
          r.resolves ? '1' : '0',
          noticeId,
          now,
          r.ext ?? '',
          r.user ?? '',
          r.name ?? '',
        ],
      ),
    );
  }

  /** "Chiama" on a callback from the notice: shown at once (the new version), or 0 when not open. */
  async calling(
    accountId: string,
    noticeId: string,
    userId: string,
    ext: string,
    now: number,
  ): Promise<number> {
    return Number(
      await callingScript.run(this.redis, [this.keys.notice(accountId, noticeId)], [userId, now, ext]),
    );
  }

  /** "Me ne occupo io": first click wins. */
  async take(
    accountId: string,
    noticeId: string,
    userId: string,
    now: number,
  ): Promise<
    { kind: 'taken'; version: number } | { kind: 'held'; by: string } | { kind: 'mine' } | { kind: 'closed' }
  > {
    const [code, value] = (await takeScript.run(
      this.redis,
      [this.keys.notice(accountId, noticeId)],
      [userId, now],
    )) as [number, string];
    if (code === 1) return { kind: 'taken', version: Number(value) };
    if (code === 2) return { kind: 'mine' };
    if (code === 0) return { kind: 'held', by: value };
    return { kind: 'closed' };
  }

  /** "Fatto": closes the notice; the version, or 0 when it was not open. */
  async done(accountId: string, noticeId: string, userId: string, now: number): Promise<number> {
    return Number(
      await doneScript.run(
        this.redis,
        [this.keys.notice(accountId, noticeId), this.keys.open(accountId)],
        [userId, now, noticeId],
      ),
    );
  }

  /**
   * The caller's number was put in blacklist `list` by `userId` at `now` (ms; `wall`: the same instant on the
   * account's clock, as the history writes it): the notice says so and leaves the open ones; a missed call
   * from before it does not open it again. The new version, or 0 when it is gone or said so already.
   */
  async block(
    accountId: string,
    noticeId: string,
    by: { userId: string; now: number; wall: string; list: string },
  ): Promise<number> {
    return Number(
      await blockScript.run(
        this.redis,
        [this.keys.notice(accountId, noticeId), this.keys.open(accountId)],
        [by.userId, by.now, by.wall, by.list, noticeId],
      ),
    );
  }

  /** Open notices of the account (a pointer whose notice expired is dropped). */
  async openNotices(accountId: string): Promise<Notice[]> {
    const ids = Object.keys(await this.redis.hgetall(this.keys.open(accountId)));
    const notices = await Promise.all(ids.map((id) => this.get(accountId, id)));
    const out: Notice[] = [];
    for (const [i, notice] of notices.entries()) {
      if (notice?.status === 'open') out.push(notice);
      else if (!notice) await this.redis.hdel(this.keys.open(accountId), ids[i] ?? '');
    }
    return out;
  }

  async get(accountId: string, noticeId: string): Promise<Notice | undefined> {
    return noticeFromHash(await this.redis.hgetall(this.keys.notice(accountId, noticeId)), accountId);
  }

  /**
   * A burst: the notices are listed in one summary message instead of one message each (Slack posts about one
   * message per second per channel). Returns false when the summary exists already (another worker made it).
   */
  async summarize(
    accountId: string,
    summaryId: string,
    channel: string,
    noticeIds: readonly string[],
  ): Promise<boolean> {
    const key = this.keys.summary(accountId, summaryId);
    if ((await this.redis.hsetnx(key, 'members', JSON.stringify(noticeIds))) === 0) return false;
    const multi = this.redis.multi().hset(key, 'channel', channel).expire(key, this.ttlSeconds);
    for (const id of noticeIds) multi.hset(this.keys.notice(accountId, id), 'summaryId', summaryId);
    await multi.exec();
    return true;
  }

  async summary(accountId: string, summaryId: string): Promise<Summary | undefined> {
    const h = await this.redis.hgetall(this.keys.summary(accountId, summaryId));
    if (!h.members || !h.channel) return undefined;
    return {
      id: summaryId,
      accountId,
      channel: h.channel,
      members: JSON.parse(h.members) as string[],
      ts: h.ts || undefined,
      shown: h.shown || undefined,
    };
  }

  /** The summary message shows `shown` now (posted: its `ts`). */
  async markSummarySent(accountId: string, summaryId: string, shown: string, ts?: string): Promise<void> {
    const key = this.keys.summary(accountId, summaryId);
    if (ts) await this.redis.hset(key, 'ts', ts, 'shown', shown);
    else await this.redis.hset(key, 'shown', shown);
  }

  async forgetSummaryMessage(accountId: string, summaryId: string): Promise<void> {
    await this.redis.hdel(this.keys.summary(accountId, summaryId), 'ts', 'shown');
  }

  /** The sender delivered `version` (and, after a post, the message's `ts`). */
  async markSent(accountId: string, noticeId: string, version: number, ts?: string): Promise<void> {
    await markSent(this.redis, this.keys.notice(accountId, noticeId), version, ts);
  }

  /** The notice's message is gone (deleted in Slack): the next send posts it again. */
  async forgetMessage(accountId: string, noticeId: string): Promise<void> {
    await forgetMessage(this.redis, this.keys.notice(accountId, noticeId));
  }

  /** Only one process sends it at a time; returns false when another holds it. */
  async lock(accountId: string, noticeId: string, token: string, ttlMs: number): Promise<boolean> {
    return takeLock(this.redis, this.keys.noticeLock(accountId, noticeId), token, ttlMs);
  }

  async unlock(accountId: string, noticeId: string, token: string): Promise<void> {
    await releaseLock(this.redis, this.keys.noticeLock(accountId, noticeId), token);
  }
}
