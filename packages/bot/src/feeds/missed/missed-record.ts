import { createHash } from 'node:crypto';
import type { InboundCall, OutboundCall } from '@centralino/schemas';
import { clockMinutes } from '../../core/schedule/business-hours.js';
import type { BusinessHours } from '../../core/schedule/business-hours.schema.js';
import { comparablePhoneDigits } from '../../slack/views/phone-display.js';

/** The fields of an inbound call record the feed reads. @see pbx-api-reference.md "Inbound call record" */
export type InboundRecord = Pick<
  InboundCall,
  | 'id'
  | 'calldate'
  | 'caller_number'
  | 'caller_id'
  | 'destination'
  | 'status'
  | 'total_duration'
  | 'call_legs'
>;

/** The fields of an outbound call record the feed reads. @see pbx-api-reference.md "Outbound call record" */
export type OutboundRecord = Pick<
  OutboundCall,
  'calldate' | 'caller_id' | 'source' | 'destination' | 'disposition' | 'uniqueid'
>;

/**
 * A missed call: an inbound record `abandoned` (the caller hung up while waiting in a queue), or `not_answered`
 * that lasted (`total_duration > 0`: it rang and nobody took it). A `not_answered` record with no duration is a
 * call refused at routing (a blacklist): the caller was refused on purpose, so it is not a missed call.
 * @see pbx-api-reference.md "Inbound call status"
 */
export function isMissedCall(record: InboundRecord): boolean {
  if (record.status === 'abandoned') return true;
  return record.status === 'not_answered' && record.total_duration > 0;
}

/** True when the caller's number can be called back or blocked (not withheld, a real number). */
export function isDialable(number: string): boolean {
  return /\d{6,}/.test(number.replace(/\D/g, ''));
}

/** `YYYY-MM-DD` of a record's `calldate` (local time of the account). */
export function localDayOf(calldate: string): string {
  return calldate.slice(0, 10);
}

/** A local `YYYY-MM-DD HH:MM:SS` as seconds on the wall clock (UTC arithmetic: only differences mean anything). */
export function wallSeconds(calldate: string): number {
  const [y = 0, m = 1, d = 1] = calldate.slice(0, 10).split('-').map(Number);
  const [hh = 0, mm = 0, ss = 0] = calldate.slice(11, 19).split(':').map(Number);
  return Date.UTC(y, m - 1, d, hh, mm, ss) / 1000;
}

/** When the call ended (the record is written then), in wall-clock seconds: `calldate` + `total_duration`. */
export function recordEndSeconds(record: Pick<InboundRecord, 'calldate' | 'total_duration'>): number {
  return wallSeconds(record.calldate) + record.total_duration;
}

/** ISO weekday (1 = Monday) and minutes since midnight of a local `YYYY-MM-DD HH:MM:SS`. */
export function wallClockOf(calldate: string): { weekday: number; minute: number } {
  const [y = 0, m = 1, d = 1] = calldate.slice(0, 10).split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return { weekday: day === 0 ? 7 : day, minute: clockMinutes(calldate.slice(11, 16)) };
}

/** True when a rule watches the record: the number called is one of its numbers (or it has none), in its hours. */
export function ruleWatches(
  rule: { numbers: readonly string[]; hours?: BusinessHours | undefined },
  record: InboundRecord,
): boolean {
  if (rule.numbers.length > 0) {
    const called = comparablePhoneDigits(record.destination);
    if (!rule.numbers.some((n) => comparablePhoneDigits(n) === called)) return false;
  }
  if (!rule.hours) return true;
  const clock = wallClockOf(record.calldate);
  return (
    rule.hours.days.includes(clock.weekday) &&
    clock.minute >= clockMinutes(rule.hours.from) &&
    clock.minute < clockMinutes(rule.hours.to)
  );
}

/**
 * The notice a missed call belongs to: one per (channel, caller number, local day). A withheld caller has a
 * notice per call (two anonymous callers are not the same person).
 */
export function noticeIdFor(channel: string, record: InboundRecord): string {
  const who = isDialable(record.caller_number)
    ? comparablePhoneDigits(record.caller_number)
    : `anon-${record.id}`;
  return createHash('sha256')
    .update(`${channel}|${who}|${localDayOf(record.calldate)}`)
    .digest('hex')
    .slice(0, 16);
}

/** What closes a notice's loop, as read from the history. */
export interface Resolution {
  kind: 'out' | 'in';
  at: string;
  /** Who called back: the extension and its label (outbound), or the caller (inbound). */
  by: string;
  outcome: string;
  /** Identifies the record (outbound `uniqueid`, inbound `id`): applying it twice changes nothing. */
  uid: string;
  resolves: boolean;
  /** The extension an outbound callback came from (its `source`). */
  ext?: string;
  /** The Slack user linked to that extension, when exactly one is (see `callback-names.ts`). */
  user?: string;
  /** The extension's name in the exchange's extension list, when the bot has it. */
  name?: string;
}

/**
 * An outbound call to the caller's number after their last missed call (from any phone): the notice shows it;
 * answered, it resolves it; a failed attempt keeps it open. "After" is at or after the second the missed call
 * began: the history writes whole seconds, and a callback placed within the second a short missed call began
 * (the caller hung up at once) carries the same `calldate`; its record never changes, so refusing the tie
 * would leave the notice open for good.
 */
export function callbackOf(
  notice: { caller: string; lastAt: string },
  call: OutboundRecord,
): Resolution | undefined {
  if (!isDialable(notice.caller) || call.calldate < notice.lastAt) return undefined;
  if (comparablePhoneDigits(call.destination) !== comparablePhoneDigits(notice.caller)) return undefined;
  // `caller_id` is a name only when it has letters (else the number presented to the callee)
  const label = /\p{L}/u.test(call.caller_id) ? `${call.source} (${call.caller_id})` : call.source;
  return {
    kind: 'out',
    at: call.calldate,
    by: label,
    outcome: call.disposition,
    uid: `out-${call.uniqueid}`,
    resolves: call.disposition === 'ANSWERED',
    ext: call.source,
  };
}

/** The caller called again after their last missed call and was answered: resolved too. */
export function answeredAgainOf(
  notice: { caller: string; lastAt: string },
  call: InboundRecord,
): Resolution | undefined {
  if (!isDialable(notice.caller) || call.status !== 'answered' || call.calldate <= notice.lastAt)
    return undefined;
  if (comparablePhoneDigits(call.caller_number) !== comparablePhoneDigits(notice.caller)) return undefined;
  return {
    kind: 'in',
    at: call.calldate,
    by: call.caller_number,
    outcome: 'ANSWERED',
    uid: `in-${call.id}`,
    resolves: true,
  };
}
