/**
 * The notices of one missed-call rule in memory, for the missed-day bench: what `applyInbound` and
 * `applyOutbound` (apply-records.ts) do to the notice store, with the real classification — the rule's cursor
 * set by its first read, each missed call it watches counted once into the notice of its caller and day
 * (`noticeIdFor`), a callback or an answered call again shown and, answered, resolving the notice — and when
 * each happened (the ground truth's other side).
 */

import {
  answeredAgainOf,
  callbackOf,
  type InboundRecord,
  isMissedCall,
  localDayOf,
  noticeIdFor,
  type OutboundRecord,
  ruleWatches,
} from '../../packages/bot/src/features/missed/missed-record.js';
import { wallTimeMinus } from '../../packages/bot/src/features/missed/read-window.js';
import type { BusinessHours } from '../../packages/bot/src/schedule/business-hours.schema.js';

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

export class NoticeBook {
  /** Per inbound record id of a missed call: ms of the day the feed counted it into its notice. */
  readonly noticeAt = new Map<number, number>();
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
      this.noticeAt.set(record.id, t);
      const id = noticeIdFor(this.rule.channel, record);
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
