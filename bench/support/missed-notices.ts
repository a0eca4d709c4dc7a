/**
 * The notices of one missed-call rule in memory, for the missed-day bench: what `applyInbound` and
 * `applyOutbound` (apply-records.ts) do to the notice store, with the real classification — the rule's cursor
 * set by its first read, each missed call it watches counted once into the notice of its caller and day
 * (`noticeIdFor`), a callback or an answered call again shown and, answered, resolving the notice — and when
 * each happened (the ground truth's other side).
 */

import { formatLocalTimestamp } from '@centralino/schemas';
import type { BusinessHours } from '../../packages/bot/src/core/schedule/business-hours.schema.js';
import type { LeftCaller } from '../../packages/bot/src/feeds/missed/abandoned-callers.js';
import { sampledRecordOf } from '../../packages/bot/src/feeds/missed/live-notices.js';
import {
  answeredAgainOf,
  callbackOf,
  type InboundRecord,
  isMissedCall,
  localDayOf,
  noticeIdFor,
  type OutboundRecord,
  recordEndSeconds,
  ruleWatches,
  wallSeconds,
} from '../../packages/bot/src/feeds/missed/missed-record.js';
import { confirms, endsWithin } from '../../packages/bot/src/feeds/missed/provisional-notices.js';
import { wallTimeMinus } from '../../packages/bot/src/feeds/missed/read-window.js';

export interface FeedRule {
  channel: string;
  numbers: string[];
  hours?: BusinessHours;
}

interface Notice {
  caller: string;
  lastAt: string;
  day: string;
  open: boolean;
}

/** A caller a live sample saw abandon, counted before the history's record (`countLiveAbandons`). */
interface Provisional {
  noticeId: string;
  from: number;
  to: number;
  /** ms of the day it was counted (posted). */
  t: number;
}

export class NoticeBook {
  /**
   * Per inbound record id of a missed call: ms of the day the feed counted it into its notice — the provisional
   * record's when a live sample counted the call first.
   */
  readonly noticeAt = new Map<number, number>();
  /** Notices counted from live samples (provisional records), confirmed or not. */
  liveCounted = 0;
  /** Records whose notice a live sample posted first. */
  readonly fromSamples = new Set<number>();
  readonly #provisionals: Provisional[] = [];
  readonly #liveIds = new Set<string>();
  /** Per notice: ends (wall-clock seconds) of the abandoned calls the history counted into it. */
  readonly #ends = new Map<string, number[]>();
  /** Per outbound `uniqueid`: ms of the day the feed first showed it on a notice. */
  readonly callbackAt = new Map<string, number>();
  readonly #notices = new Map<string, Notice>();
  #cursorId: number | undefined;

  constructor(
    private readonly rule: FeedRule,
    private readonly today: string,
  ) {}

  /** Open notices the job watches: of today and yesterday (the outbound history answers for those only). */
  watched(): Notice[] {
    const yesterday = wallTimeMinus(`${this.today} 00:00:00`, 1440).slice(0, 10);
    return [...this.#notices.values()].filter((n) => n.open && n.day >= yesterday);
  }

  /** `applyInbound` on one rule at `t` (ms of the day). */
  applyInbound(records: readonly InboundRecord[], t: number): void {
    const oldestFirst = [...records].sort((a, b) => a.calldate.localeCompare(b.calldate) || a.id - b.id);
    if (this.#cursorId === undefined) {
      this.#cursorId = Math.max(0, ...records.map((r) => r.id));
      return;
    }
    for (const record of oldestFirst) {
      if (record.id <= this.#cursorId || !isMissedCall(record) || !ruleWatches(this.rule, record)) continue;
      if (this.noticeAt.has(record.id)) continue;
      const id = noticeIdFor(this.rule.channel, record);
      if (record.status === 'abandoned') {
        const end = recordEndSeconds(record);
        this.#ends.set(id, [...(this.#ends.get(id) ?? []), end]);
        const p = this.#provisionals.findIndex((x) => x.noticeId === id && confirms(x, record));
        if (p >= 0) {
          // the history's record takes the provisional one's place: posted when the sample counted it
          this.noticeAt.set(record.id, this.#provisionals[p]!.t);
          this.fromSamples.add(record.id);
          this.#provisionals.splice(p, 1);
          continue;
        }
      }
      this.noticeAt.set(record.id, t);
      const notice = this.#notices.get(id);
      if (!notice)
        this.#notices.set(id, {
          caller: record.caller_number,
          lastAt: record.calldate,
          day: localDayOf(record.calldate),
          open: true,
        });
      else if (record.calldate > notice.lastAt) notice.lastAt = record.calldate;
    }
    const open = [...this.#notices.values()].filter((n) => n.open);
    for (const record of oldestFirst)
      for (const notice of open) if (answeredAgainOf(notice, record)?.resolves) notice.open = false;
  }

  /**
   * `countLiveAbandons` at `t` (ms of the day): the callers a sample saw abandon, counted at once into their
   * notice (a rule for every number, in its hours, that has read once), each channel once, not when the history
   * counted the call already.
   */
  applyLive(callers: readonly LeftCaller[], t: number, timeZone: string): void {
    if (callers.length === 0 || this.rule.numbers.length > 0 || this.#cursorId === undefined) return;
    const wall = (ms: number) => formatLocalTimestamp(new Date(ms), timeZone);
    for (const caller of callers) {
      const record = sampledRecordOf(caller, timeZone);
      const calldate = record.calldate;
      if (!ruleWatches(this.rule, record) || this.#liveIds.has(caller.channel)) continue;
      this.#liveIds.add(caller.channel);
      const id = noticeIdFor(this.rule.channel, record);
      const provisional = {
        noticeId: id,
        from: wallSeconds(wall(caller.previousAt)),
        to: wallSeconds(wall(caller.nextAt)),
        t,
      };
      if ((this.#ends.get(id) ?? []).some((end) => endsWithin(provisional, end))) continue;
      this.#provisionals.push(provisional);
      this.liveCounted++;
      const notice = this.#notices.get(id);
      if (!notice)
        this.#notices.set(id, {
          caller: caller.callerNumber,
          lastAt: calldate,
          day: localDayOf(calldate),
          open: true,
        });
      else if (calldate > notice.lastAt) notice.lastAt = calldate;
    }
  }

  /**
   * When a sample posted the call's notice though no read brought its record yet (ms of the day), if it did:
   * the provisional record waiting that the record would confirm.
   */
  postedFromSample(record: InboundRecord): number | undefined {
    if (this.rule.numbers.length > 0) return undefined;
    const id = noticeIdFor(this.rule.channel, record);
    return this.#provisionals.find((p) => p.noticeId === id && confirms(p, record))?.t;
  }

  /** `applyOutbound` at `t`: a call to the caller after their last missed call is shown; answered, it resolves. */
  applyOutbound(records: readonly OutboundRecord[], t: number): void {
    const oldestFirst = [...records].sort((a, b) => a.calldate.localeCompare(b.calldate));
    for (const notice of [...this.#notices.values()].filter((n) => n.open)) {
      for (const record of oldestFirst) {
        const resolution = callbackOf(notice, record);
        if (!resolution) continue;
        if (!this.callbackAt.has(record.uniqueid)) this.callbackAt.set(record.uniqueid, t);
        if (resolution.resolves) notice.open = false;
      }
    }
  }
}
