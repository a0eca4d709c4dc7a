import {
  formatLocalTimestamp,
  formatMs,
  memberCondition,
  memberStatusCodes,
  type Queue,
  type QueueLive,
  type SummaryCounter,
  summaryCounterOf,
} from '@centralino/schemas';
import type { LiveQueueState } from '../../telephony/telephony.js';
import type { ConfiguredQueue } from './read-queues.js';

/** A configured queue. @see ../../../../shared/pbx-api-reference.md#queue-configuration */
export function queueView(queue: ConfiguredQueue): Queue {
  return {
    queue_name: queue.queueName,
    strategy: queue.strategy,
    timeout: queue.timeout,
    musiconhold: queue.musiconhold,
    announce: queue.announce,
    maxlen: queue.maxlen,
    members: queue.members.map((m) => ({
      extension: m.internalNumber,
      callerid: m.internalNumber,
      description: m.description,
    })),
    total_members: queue.members.length,
  };
}

/**
 * A queue's live state as the API shows it: the server's report, with descriptions from the configuration,
 * timestamps in the account's zone, waits as `mm:ss` and the summary counters, which count each member once
 * (`memberCondition` of the contract, in its summary counter: `summaryCounterOf`).
 * @see ../../../../shared/pbx-api-reference.md#queue-live-state
 */
export function queueLiveView(queue: ConfiguredQueue, live: LiveQueueState, timeZone: string): QueueLive {
  const descriptions = new Map(queue.members.map((m) => [m.internalNumber, m.description]));
  const counted: Record<SummaryCounter, number> = {
    members_available: 0,
    members_in_call: 0,
    members_paused: 0,
    members_unavailable: 0,
  };
  for (const m of live.members)
    counted[summaryCounterOf(memberCondition({ status: m.status, paused: m.paused, in_call: m.inCall }))] +=
      1;
  const members = live.members.map((m) => ({
    extension: m.internalNumber,
    name: m.name,
    status: m.status,
    status_code: memberStatusCodes[m.status],
    paused: m.paused,
    in_call: m.inCall,
    calls_taken: m.callsTaken,
    last_call: m.lastCall ? formatLocalTimestamp(m.lastCall, timeZone) : null,
    penalty: m.penalty,
    callerid: m.internalNumber,
    description: descriptions.get(m.internalNumber) ?? '',
  }));
  return {
    queue_name: live.queueName,
    max: live.max,
    strategy: live.strategy,
    calls_waiting: live.callers.length,
    holdtime: live.holdtime,
    talktime: live.talktime,
    completed: live.completed,
    abandoned: live.abandoned,
    service_level: live.serviceLevel,
    service_level_perf: live.serviceLevelPerf,
    weight: live.weight,
    members,
    callers: live.callers.map((c) => ({
      position: c.position,
      channel: c.channel,
      caller_number: c.callerNumber,
      caller_name: c.callerName,
      wait_seconds: c.waitSeconds,
      wait_formatted: formatMs(c.waitSeconds),
    })),
    summary: {
      total_members: members.length,
      ...counted,
      callers_waiting: live.callers.length,
    },
  };
}
