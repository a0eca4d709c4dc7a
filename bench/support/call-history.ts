/**
 * The account's call history as `GET /v1/calls/in` and `GET /v1/calls/out` show it at an instant, in virtual
 * time, for the missed-day bench: the simulator's calls become inbound records when they end (abandoned callers
 * at their hang-up, answered calls at the end of the conversation), newest `calldate` (the call's start) first.
 *
 * The day model has no outbound calls, so the callbacks are modelled here (seeded): after a missed call, an
 * operator calls the number back — or does not — through an outbound record written when that call ends; and
 * operators make other outbound calls too (they fill the outbound pages). See {@link CALLBACK}.
 */

import type { InboundRecord, OutboundRecord } from '../../packages/bot/src/feeds/missed/missed-record.js';
import { type SeededRandom, seededRandom } from '../../packages/server/src/demo/seeded-random.js';
import type { RecordedCall } from './office-sim.js';

/**
 * How the office calls back: a share of missed calls is called back, 2–20 minutes after the missed call (calls
 * missed before opening at 08:30–09:00); after 19:00 nobody calls back. An attempt is answered, not answered or
 * busy; a failed attempt is tried again once, 15–30 minutes later, with some chance. One answered inbound call
 * in five is followed by an outbound call to another number (work, not a callback).
 */
export const CALLBACK = {
  share: 0.7,
  delayMinutes: [2, 20],
  openingMinute: 8 * 60 + 30,
  lastMinute: 19 * 60,
  answered: 0.75,
  busy: 0.05,
  retryShare: 0.6,
  retryMinutes: [15, 30],
  otherOutboundShare: 0.2,
} as const;

/** A callback of the ground truth: the missed call it answers and its outbound record. */
export interface Callback {
  /** The inbound record's id of the missed call. */
  missedId: number;
  record: OutboundRecord;
  /** Epoch ms its record is written (the callback ended). */
  writtenAt: number;
}

interface Written<R> {
  record: R;
  writtenAt: number;
}

interface Page<R> {
  data: R[];
  pagination: { total_pages: number };
}

export class CallHistory {
  /** Missed calls of the ground truth: the inbound record and when it was written (the call's end). */
  readonly missed: Written<InboundRecord>[] = [];
  readonly callbacks: Callback[] = [];
  readonly #inbound: Written<InboundRecord>[] = [];
  readonly #outbound: Written<OutboundRecord>[] = [];
  readonly #random: SeededRandom;
  #taken = 0;
  #nextId = 1;
  #nextUid = 1;
  #dirty = false;

  constructor(
    seed: number,
    private readonly dayStart: number,
    private readonly calldate: (epochMs: number) => string,
    private readonly voipNumbers: (queueName: string) => string,
  ) {
    this.#random = seededRandom(seed);
  }

  /** Takes the calls the simulator recorded since the last call (each once; written at their end). */
  take(calls: readonly RecordedCall[]): void {
    for (; this.#taken < calls.length; this.#taken++) {
      const call = calls[this.#taken]!;
      const record: InboundRecord = {
        id: this.#nextId++,
        calldate: this.calldate(call.at),
        caller_number: call.callerNumber,
        caller_id: call.callerNumber,
        destination: this.voipNumbers(call.queueName),
        status: call.answered ? 'answered' : 'abandoned',
        total_duration: Math.round((call.endAt - call.at) / 1000),
        call_legs: 1,
      };
      const written = { record, writtenAt: call.endAt };
      this.#inbound.push(written);
      this.#dirty = true;
      if (!call.answered) {
        this.missed.push(written);
        this.#callBack(record, call.endAt);
      } else if (this.#random.chance(CALLBACK.otherOutboundShare)) {
        this.#outboundCall(
          `3${this.#random.int(20, 93)}${this.#random.int(1_000_000, 9_999_999)}`,
          call.endAt,
        );
      }
    }
  }

  inboundPage(nowMs: number, limit: number, page: number): Page<InboundRecord> {
    return pageOf(this.#sorted(this.#inbound), nowMs, limit, page);
  }

  outboundPage(nowMs: number, limit: number, page: number): Page<OutboundRecord> {
    return pageOf(this.#sorted(this.#outbound), nowMs, limit, page);
  }

  #sorted<R extends { calldate: string }>(list: Written<R>[]): Written<R>[] {
    if (this.#dirty) {
      const order = <T extends { calldate: string }>(a: Written<T>, b: Written<T>) =>
        b.record.calldate.localeCompare(a.record.calldate);
      this.#inbound.sort(order);
      this.#outbound.sort(order);
      this.#dirty = false;
    }
    return list;
  }

  #minuteOf(epochMs: number): number {
    return (epochMs - this.dayStart) / 60_000;
  }

  #callBack(missed: InboundRecord, endAt: number): void {
    if (!this.#random.chance(CALLBACK.share)) return;
    let start = endAt + this.#random.int(CALLBACK.delayMinutes[0] * 60, CALLBACK.delayMinutes[1] * 60) * 1000;
    if (this.#minuteOf(start) < CALLBACK.openingMinute)
      start = this.dayStart + (CALLBACK.openingMinute + this.#random.int(0, 30)) * 60_000;
    for (let attempt = 0; attempt < 2; attempt++) {
      if (this.#minuteOf(start) >= CALLBACK.lastMinute) return;
      const draw = this.#random.next();
      const disposition =
        draw < CALLBACK.answered
          ? 'ANSWERED'
          : draw < CALLBACK.answered + CALLBACK.busy
            ? 'BUSY'
            : 'NO ANSWER';
      const written = this.#outboundCall(missed.caller_number, start, disposition);
      this.callbacks.push({ missedId: missed.id, record: written.record, writtenAt: written.writtenAt });
      if (disposition === 'ANSWERED' || !this.#random.chance(CALLBACK.retryShare)) return;
      start =
        written.writtenAt +
        this.#random.int(CALLBACK.retryMinutes[0] * 60, CALLBACK.retryMinutes[1] * 60) * 1000;
    }
  }

  #outboundCall(
    destination: string,
    start: number,
    disposition: OutboundRecord['disposition'] = 'ANSWERED',
  ): Written<OutboundRecord> {
    const extension = String(201 + this.#random.int(0, 8));
    const seconds = disposition === 'ANSWERED' ? this.#random.int(40, 300) : this.#random.int(5, 30);
    const written: Written<OutboundRecord> = {
      record: {
        calldate: this.calldate(start),
        caller_id: `Operatore ${extension}`,
        source: extension,
        destination,
        disposition,
        uniqueid: `bench-${this.#nextUid++}`,
      },
      writtenAt: start + seconds * 1000,
    };
    this.#outbound.push(written);
    this.#dirty = true;
    return written;
  }
}

/** One page of a history newest first, of the records written by `nowMs`. */
function pageOf<R>(list: readonly Written<R>[], nowMs: number, limit: number, page: number): Page<R> {
  const visible = list.filter((w) => w.writtenAt <= nowMs);
  return {
    data: visible.slice((page - 1) * limit, page * limit).map((w) => w.record),
    pagination: { total_pages: Math.max(Math.ceil(visible.length / limit), 1) },
  };
}
