import type { RedisClient } from '../../core/redis/redis-client.js';
import { confirmScript, liveCountScript } from './live-notice-scripts.js';
import type { MissedKeys } from './missed-keys.js';
import { type InboundRecord, recordEndSeconds } from './missed-record.js';
import { NOTICE_TTL_SECONDS } from './notice-store.js';

/** A history record confirms a provisional one when the call ended this close to the interval seen. */
export const PROVISIONAL_TOLERANCE_SECONDS = 5;

/** A caller a live sample saw abandon, counted into a notice before the history has the call. */
export interface ProvisionalCall {
  /** `live:<channel>`: the record id the notice counted (once, whoever handled the sample). */
  liveId: string;
  caller: string;
  callerName: string;
  queue: string;
  /** The least they waited (their wait in the last sample showing them). */
  waitSeconds: number;
  /** The call's start as the notice shows it until the history has it (local `YYYY-MM-DD HH:MM:SS`). */
  calldate: string;
  /** They left in [from, to], wall-clock seconds (see `wallSeconds`). */
  from: number;
  to: number;
  /** When the sample showed them gone (epoch ms). */
  seenAt: number;
}

/** A provisional record still waiting for the history's. */
export interface Provisional {
  field: string;
  noticeId: string;
  liveId: string;
  caller: string;
  from: number;
  to: number;
  calldate: string;
  seenAt: number;
  /** Said once (debug) that the history has not confirmed it for a long time. */
  reported: boolean;
}

/**
 * Provisional records of the notices: callers the live samples of the queues saw abandon, counted at once and
 * replaced — in the same Lua step, without counting again — by the history's record of the call when a read
 * brings it (see live-notice-scripts.ts). The ones waiting are indexed per account.
 */
export class ProvisionalNotices {
  constructor(
    private readonly redis: RedisClient,
    private readonly keys: MissedKeys,
    /** Capped by the configured retention (`privacy.retention_days`). */
    private readonly ttlSeconds = NOTICE_TTL_SECONDS,
  ) {}

  /** Counts the caller into the notice (once); the new version, or 0 (counted already, by a sample or a read). */
  async count(
    notice: { id: string; accountId: string; channel: string; ruleId: string },
    call: ProvisionalCall,
  ): Promise<number> {
    const { id, accountId } = notice;
    const field = `${id}|${call.liveId}`;
    const waiting: Omit<Provisional, 'field' | 'reported'> = {
      noticeId: id,
      liveId: call.liveId,
      caller: call.caller,
      from: call.from,
      to: call.to,
      calldate: call.calldate,
      seenAt: call.seenAt,
    };
    return Number(
      await liveCountScript.run(
        this.redis,
        [
          this.keys.notice(accountId, id),
          this.keys.noticeRecords(accountId, id),
          this.keys.open(accountId),
          this.keys.noticeEnds(accountId, id),
          this.keys.provisionals(accountId),
        ],
        [
          call.liveId,
          call.calldate,
          call.callerName,
          call.queue,
          call.waitSeconds,
          this.ttlSeconds,
          id,
          accountId,
          notice.channel,
          notice.ruleId,
          call.caller,
          call.calldate.slice(0, 10),
          call.from - PROVISIONAL_TOLERANCE_SECONDS,
          call.to + PROVISIONAL_TOLERANCE_SECONDS,
          field,
          JSON.stringify(waiting),
        ],
      ),
    );
  }

  /** The account's provisional records no history record has confirmed yet. */
  async waiting(accountId: string): Promise<Provisional[]> {
    const all = await this.redis.hgetall(this.keys.provisionals(accountId));
    const out: Provisional[] = [];
    for (const [field, json] of Object.entries(all)) {
      try {
        const p = JSON.parse(json) as Omit<Provisional, 'field'>;
        out.push({ ...p, field, reported: p.reported === true });
      } catch {
        // not ours: ignored
      }
    }
    return out;
  }

  /**
   * The history's record of a provisional call takes its place: the new version; 0 when the record was counted
   * already; -1 when the provisional record is not waiting any more (count the record as any other).
   */
  async confirm(accountId: string, provisional: Provisional, record: InboundRecord): Promise<number> {
    const id = provisional.noticeId;
    return Number(
      await confirmScript.run(
        this.redis,
        [
          this.keys.notice(accountId, id),
          this.keys.noticeRecords(accountId, id),
          this.keys.noticeEnds(accountId, id),
          this.keys.provisionals(accountId),
        ],
        [
          String(record.id),
          record.calldate,
          record.caller_id,
          record.destination,
          record.total_duration,
          record.status,
          this.ttlSeconds,
          provisional.field,
          recordEndSeconds(record),
          provisional.calldate,
        ],
      ),
    );
  }

  /** Drops a provisional record the history will not bring any more (older than its range). */
  async forget(accountId: string, provisional: Provisional): Promise<void> {
    await this.redis.hdel(this.keys.provisionals(accountId), provisional.field);
  }

  /** Remembers that a provisional record long unconfirmed was reported (it stays, and is never counted again). */
  async markReported(accountId: string, provisional: Provisional): Promise<void> {
    const { field, reported: _reported, ...rest } = provisional;
    await this.redis.eval(
      "if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then redis.call('HSET', KEYS[1], ARGV[1], ARGV[2]) end return 0",
      1,
      this.keys.provisionals(accountId),
      field,
      JSON.stringify({ ...rest, reported: true }),
    );
  }
}

/** True when the record is the history's own of the provisional call: abandoned, ending within its interval. */
export function confirms(provisional: Pick<Provisional, 'from' | 'to'>, record: InboundRecord): boolean {
  return record.status === 'abandoned' && endsWithin(provisional, recordEndSeconds(record));
}

/** True when a call ending at `end` (wall-clock seconds) is the provisional one's (within the tolerance). */
export function endsWithin(provisional: Pick<Provisional, 'from' | 'to'>, end: number): boolean {
  return (
    end >= provisional.from - PROVISIONAL_TOLERANCE_SECONDS &&
    end <= provisional.to + PROVISIONAL_TOLERANCE_SECONDS
  );
}
