import type { QueueLive } from '@centralino/schemas';
import type { AlertRule } from './alert-rule.schema.js';

/** A queue's live state for tests: `waits` are the callers' waits in seconds, `available` the free members. */
export function liveQueue(name: string, waits: readonly number[], available = 1): QueueLive {
  return {
    queue_name: name,
    max: 0,
    strategy: 'ringall',
    calls_waiting: waits.length,
    holdtime: 0,
    talktime: 0,
    completed: 0,
    abandoned: 0,
    service_level: 60,
    service_level_perf: 100,
    weight: 0,
    members: [],
    callers: waits.map((w, i) => ({
      position: i + 1,
      channel: `SIP/trunk-${i}`,
      caller_number: `34700000${String(i).padStart(2, '0')}`,
      caller_name: i % 2 === 0 ? '' : `Chiamante ${i}`,
      wait_seconds: w,
      wait_formatted: `${String(Math.floor(w / 60)).padStart(2, '0')}:${String(w % 60).padStart(2, '0')}`,
    })),
    summary: {
      total_members: available + 2,
      members_available: available,
      members_in_call: 1,
      members_paused: 1,
      members_unavailable: 0,
      callers_waiting: waits.length,
    },
  };
}

/** A rule for tests. */
export function rule(overrides: Partial<AlertRule> & Pick<AlertRule, 'queue'>): AlertRule {
  return { id: 'r1', accountId: 'main', channel: 'C0ALERTS1', source: 'slack', mention: [], ...overrides };
}
