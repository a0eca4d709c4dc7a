import type { Redis } from 'ioredis';
import { LuaScript } from '../../limiter/lua-script.js';
import type { MissedKeys } from './missed-keys.js';
import type { InboundRecord, Resolution } from './missed-record.js';

/** Notices (and the records they counted) are kept this long. */
export const NOTICE_TTL_SECONDS = 3 * 86_400;

/**
 * KEYS: notice, its records, the account's open index.
 * ARGV: record id, calldate, caller label, destination, wait s, status, ttl s, notice id, account, channel,
 * rule, caller number, day.
 * Counts a missed call into its notice once (a record already counted returns 0, whoever read it): the newest
 * call's details are shown, and a missed call after a resolution or a close opens the notice again. Returns
 * the notice's new version.
 */
const countScript = new LuaScript(`
if redis.call('SADD', KEYS[2], ARGV[1]) == 0 then return 0 end
redis.call('EXPIRE', KEYS[2], ARGV[7])
local n = redis.call('HINCRBY', KEYS[1], 'count', 1)
if n == 1 then
  redis.call('HSET', KEYS[1], 'id', ARGV[8], 'accountId', ARGV[9], 'channel', ARGV[10], 'ruleId', ARGV[11],
    'caller', ARGV[12], 'day', ARGV[13], 'firstAt', ARGV[2])
end
local last = redis.call('HGET', KEYS[1], 'lastAt')
if (not last) or ARGV[2] >= last then
  redis.call('HSET', KEYS[1], 'lastAt', ARGV[2], 'label', ARGV[3], 'destination', ARGV[4], 'wait', ARGV[5],
    'lastStatus', ARGV[6])
  if redis.call('HGET', KEYS[1], 'status') ~= 'open' then
    redis.call('HSET', KEYS[1], 'status', 'open')
    redis.call('HDEL', KEYS[1], 'doneBy', 'doneAt', 'resolvedAt')
  end
  redis.call('HSET', KEYS[3], ARGV[8], ARGV[10])
end
redis.call('EXPIRE', KEYS[1], ARGV[7])
return redis.call('HINCRBY', KEYS[1], 'version', 1)
`);

/**
 * KEYS: notice, open index. ARGV: kind, at, by, outcome, uid, resolves (1/0), notice id, now ms.
 * Shows what closes the loop: only what happened after the last missed call, once per record, never an older
 * attempt over a newer one; an answered one resolves an open notice. Returns the new version, or 0.
 */
const resolveScript = new LuaScript(`
local status = redis.call('HGET', KEYS[1], 'status')
if not status then return 0 end
if ARGV[2] <= (redis.call('HGET', KEYS[1], 'lastAt') or '') then return 0 end
if redis.call('HGET', KEYS[1], 'cbUid') == ARGV[5] then return 0 end
local prev = redis.call('HGET', KEYS[1], 'cbAt')
if prev and ARGV[2] < prev then return 0 end
redis.call('HSET', KEYS[1], 'cbKind', ARGV[1], 'cbAt', ARGV[2], 'cbBy', ARGV[3], 'cbOutcome', ARGV[4], 'cbUid', ARGV[5])
if ARGV[6] == '1' and status == 'open' then
  redis.call('HSET', KEYS[1], 'status', 'resolved', 'resolvedAt', ARGV[8])
  redis.call('HDEL', KEYS[2], ARGV[7])
end
return redis.call('HINCRBY', KEYS[1], 'version', 1)
`);

/** KEYS: notice. ARGV: user, now. {1, version} taken; {0, holder} someone else has it; {-1} not open. */
const takeScript = new LuaScript(`
if redis.call('HGET', KEYS[1], 'status') ~= 'open' then return {-1, ''} end
local holder = redis.call('HGET', KEYS[1], 'takenBy')
if holder and holder ~= ARGV[1] then return {0, holder} end
if holder == ARGV[1] then return {2, ''} end
redis.call('HSET', KEYS[1], 'takenBy', ARGV[1], 'takenAt', ARGV[2])
return {1, tostring(redis.call('HINCRBY', KEYS[1], 'version', 1))}
`);

/** KEYS: notice, open index. ARGV: user, now, notice id. The version, or 0 when not open. */
const doneScript = new LuaScript(`
if redis.call('HGET', KEYS[1], 'status') ~= 'open' then return 0 end
redis.call('HSET', KEYS[1], 'status', 'done', 'doneBy', ARGV[1], 'doneAt', ARGV[2])
redis.call('HDEL', KEYS[2], ARGV[3])
return redis.call('HINCRBY', KEYS[1], 'version', 1)
`);

/** A notice as every process reads it. */
export interface Notice {
  id: string;
  accountId: string;
  channel: string;
  ruleId: string;
  /** The caller's number as the exchange wrote it (empty or text when withheld). */
  caller: string;
  label: string;
  day: string;
  count: number;
  firstAt: string;
  lastAt: string;
  destination: string;
  waitSeconds: number;
  lastStatus: string;
  status: 'open' | 'resolved' | 'done';
  taken: { by: string; at: number } | undefined;
  done: { by: string; at: number } | undefined;
  callback: { kind: 'out' | 'in'; at: string; by: string; outcome: string } | undefined;
  version: number;
  sentVersion: number;
  ts: string | undefined;
}

/**
 * Missed-call notices in Redis, one hash each, so that any process can count calls into them, send them or
 * act on their buttons. The counting and the resolutions are Lua scripts: two workers reading the same page
 * count each record once. Every visible change increments `version`; the sender sends the latest only.
 */
export class NoticeStore {
  constructor(
    private readonly redis: Redis,
    private readonly keys: MissedKeys,
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
        [this.keys.notice(accountId, id), this.keys.noticeRecords(accountId, id), this.keys.open(accountId)],
        [
          String(record.id),
          record.calldate,
          record.caller_id,
          record.destination,
          record.total_duration,
          record.status,
          NOTICE_TTL_SECONDS,
          id,
          accountId,
          notice.channel,
          notice.ruleId,
          record.caller_number,
          record.calldate.slice(0, 10),
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
        [r.kind, r.at, r.by, r.outcome, r.uid, r.resolves ? '1' : '0', noticeId, now],
      ),
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
    const h = await this.redis.hgetall(this.keys.notice(accountId, noticeId));
    if (!h.id || !h.lastAt) return undefined;
    return {
      id: h.id,
      accountId: h.accountId ?? accountId,
      channel: h.channel ?? '',
      ruleId: h.ruleId ?? '',
      caller: h.caller ?? '',
      label: h.label ?? '',
      day: h.day ?? '',
      count: Number(h.count ?? 0),
      firstAt: h.firstAt ?? h.lastAt,
      lastAt: h.lastAt,
      destination: h.destination ?? '',
      waitSeconds: Number(h.wait ?? 0),
      lastStatus: h.lastStatus ?? '',
      status: h.status === 'resolved' || h.status === 'done' ? h.status : 'open',
      taken: h.takenBy ? { by: h.takenBy, at: Number(h.takenAt ?? 0) } : undefined,
      done: h.doneBy ? { by: h.doneBy, at: Number(h.doneAt ?? 0) } : undefined,
      callback:
        h.cbAt && h.cbBy !== undefined
          ? { kind: h.cbKind === 'in' ? 'in' : 'out', at: h.cbAt, by: h.cbBy, outcome: h.cbOutcome ?? '' }
          : undefined,
      version: Number(h.version ?? 0),
      sentVersion: Number(h.sentVersion ?? 0),
      ts: h.ts || undefined,
    };
  }

  /** The sender delivered `version` (and, after a post, the message's `ts`). */
  async markSent(accountId: string, noticeId: string, version: number, ts?: string): Promise<void> {
    const key = this.keys.notice(accountId, noticeId);
    if (ts) await this.redis.hset(key, 'ts', ts, 'sentVersion', String(version));
    else await this.redis.hset(key, 'sentVersion', String(version));
  }

  /** The notice's message is gone (deleted in Slack): the next send posts it again. */
  async forgetMessage(accountId: string, noticeId: string): Promise<void> {
    await this.redis.hdel(this.keys.notice(accountId, noticeId), 'ts', 'sentVersion');
  }

  /** Only one process sends a notice at a time. */
  async lock(accountId: string, noticeId: string, token: string, ttlMs: number): Promise<boolean> {
    return (
      (await this.redis.set(this.keys.noticeLock(accountId, noticeId), token, 'PX', ttlMs, 'NX')) === 'OK'
    );
  }

  async unlock(accountId: string, noticeId: string, token: string): Promise<void> {
    await this.redis.eval(
      "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0",
      1,
      this.keys.noticeLock(accountId, noticeId),
      token,
    );
  }
}
