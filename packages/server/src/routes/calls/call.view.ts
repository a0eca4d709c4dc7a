import {
  formatHms,
  formatLocalTimestamp,
  type InboundCall,
  type OutboundCall,
  OutboundDisposition,
} from '@centralino/schemas';
import type { InboundCallRow, OutboundCallRow } from './call-history.js';

/**
 * An inbound call record as the API shows it: `calldate` in the account's time zone, `answered`/`abandoned`
 * derived from `status` (so they can never contradict it), `duration_formatted` as `HH:MM:SS`.
 * @see ../../../../shared/pbx-api-reference.md#inbound-call-record
 */
export function inboundCallView(row: InboundCallRow, timeZone: string): InboundCall {
  return {
    id: row.id,
    linkedid: row.linkedid,
    calldate: formatLocalTimestamp(row.calldate, timeZone),
    caller_number: row.callerNumber,
    caller_id: row.callerId,
    destination: row.destination,
    status: row.status,
    answered: row.status === 'answered',
    abandoned: row.status === 'abandoned',
    total_duration: row.totalDuration,
    duration_formatted: formatHms(row.totalDuration),
    call_legs: row.callLegs,
  };
}

/**
 * An outbound call record as the API shows it: `duration` is the whole call (`duration_seconds`) as
 * `HH:MM:SS`, `billsec` the answered part in seconds.
 * @see ../../../../shared/pbx-api-reference.md#outbound-call-record
 */
export function outboundCallView(row: OutboundCallRow, timeZone: string): OutboundCall {
  return {
    calldate: formatLocalTimestamp(row.calldate, timeZone),
    caller_id: row.callerId,
    source: row.source,
    destination: row.destination,
    billsec: row.billsec,
    duration: formatHms(row.durationSeconds),
    // Stored as text; anything outside the documented set is a data error (a 500), not something to pass on.
    disposition: OutboundDisposition.parse(row.disposition),
    uniqueid: row.uniqueid,
    provider: row.provider,
  };
}
