/*
 * Test data for the view tests, each checked against the API's own schemas so views are tested with data the
 * API can really return.
 */
import {
  Account,
  BlacklistSummary,
  InboundCallListResponse,
  OutboundCallListResponse,
  Queue,
  QueueDetail,
  QueueLive,
} from '@centralino/schemas';
import type { z } from 'zod';

export function queue(name: string, members = 2): z.infer<typeof Queue> {
  return Queue.parse({
    queue_name: name,
    strategy: 'ringall',
    timeout: 20,
    musiconhold: 'default',
    announce: null,
    maxlen: 0,
    members: Array.from({ length: members }, (_, i) => ({
      extension: String(201 + i),
      callerid: String(201 + i),
      description: `Operatore ${i + 1}`,
    })),
    total_members: members,
  });
}

export function queueDetail(name: string): z.infer<typeof QueueDetail> {
  return QueueDetail.parse({
    ...queue(name),
    strategy: 'leastrecent',
    maxlen: 5,
    announce: 'benvenuto',
    statistics: {
      date: '2025-06-02',
      calls_entered: 42,
      calls_answered: 38,
      calls_abandoned: 4,
      avg_wait_time: 65,
      avg_wait_time_formatted: '01:05',
    },
  });
}

export function queueLive(name: string, callers = 2, members = 3): z.infer<typeof QueueLive> {
  const states = ['AVAILABLE', 'IN_CALL', 'UNAVAILABLE'] as const;
  return QueueLive.parse({
    queue_name: name,
    max: 0,
    strategy: 'ringall',
    calls_waiting: callers,
    holdtime: 30,
    talktime: 120,
    completed: 10,
    abandoned: 1,
    service_level: 60,
    service_level_perf: 87.5,
    weight: 0,
    members: Array.from({ length: members }, (_, i) => ({
      extension: String(201 + i),
      name: `Operatore ${i + 1}`,
      status: states[i % 3],
      status_code: [1, 2, 5][i % 3],
      paused: i === 0,
      in_call: i % 3 === 1,
      calls_taken: i * 3,
      last_call: i === 0 ? null : '2025-06-02 11:58:01',
      penalty: 0,
      callerid: String(201 + i),
      description: '',
    })),
    callers: Array.from({ length: callers }, (_, i) => ({
      position: i + 1,
      channel: `SIP/trunk-${i}`,
      caller_number: `+3906123456${String(i).padStart(2, '0')}`,
      caller_name: i === 0 ? 'Mario <Rossi>' : '',
      wait_seconds: Math.max(0, 65 - i),
      wait_formatted: `01:${String(5 - (i % 5)).padStart(2, '0')}`,
    })),
    summary: {
      total_members: members,
      members_available: Math.ceil(members / 3),
      members_in_call: Math.floor((members + 1) / 3),
      members_paused: members > 0 ? 1 : 0,
      members_unavailable: Math.floor(members / 3),
      callers_waiting: callers,
    },
  });
}

export function blacklistSummary(
  name: string,
  count: number,
  rules: string[],
): z.infer<typeof BlacklistSummary> {
  return BlacklistSummary.parse({ name, numbers_count: count, used_by_rules: rules });
}

const pagination = (page: number, total: number, perPage: number) => ({
  current_page: page,
  total_pages: Math.ceil(total / perPage),
  total_calls: total,
  per_page: perPage,
  showing_from: total === 0 ? 0 : (page - 1) * perPage + 1,
  showing_to: Math.min(page * perPage, total),
});

export function inboundCalls(
  count: number,
  page = 1,
  total = count,
): z.infer<typeof InboundCallListResponse> {
  return InboundCallListResponse.parse({
    success: true,
    count,
    data: Array.from({ length: count }, (_, i) => ({
      id: 1000 + i,
      linkedid: `1717322400.${i}`,
      calldate: '2025-06-02 10:15:07',
      caller_number: i === 1 ? 'anonymous' : `0612345${String(i).padStart(3, '0')}`,
      caller_id: i === 0 ? 'Studio Rossi' : '',
      destination: '0287654321',
      status: (['answered', 'not_answered', 'abandoned'] as const)[i % 3],
      answered: i % 3 === 0,
      abandoned: i % 3 === 2,
      total_duration: 205,
      duration_formatted: '00:03:25',
      call_legs: 1,
    })),
    pagination: pagination(page, total, 10),
    filters: {
      date_range: { start: '2025-06-01 00:00:00', end: '2025-06-02 23:59:59', description: 'Oggi e ieri' },
      numbers: [],
      search: '',
    },
  });
}

export function outboundCalls(count: number): z.infer<typeof OutboundCallListResponse> {
  return OutboundCallListResponse.parse({
    success: true,
    count,
    data: Array.from({ length: count }, (_, i) => ({
      calldate: '2025-06-02 09:01:00',
      caller_id: '201',
      source: '201',
      destination: i === 0 ? '112' : `3331234${String(i).padStart(3, '0')}`,
      billsec: 60,
      duration: '00:01:00',
      disposition: 'ANSWERED',
      uniqueid: `u${i}`,
      provider: 'SBC',
    })),
    pagination: pagination(1, count, 10),
    filters: {
      date_range: { start: '2025-06-01 00:00:00', end: '2025-06-02 23:59:59', description: 'Oggi e ieri' },
      extensions: [],
      search: '',
    },
  });
}

export function account(): z.infer<typeof Account> {
  return Account.parse({
    context: 'studio-rossi',
    key_name: 'slack',
    limits: { requests_per_minute: 20, requests_per_day: 1000 },
    usage: { minute: { used: 3, limit: 20 }, day: { used: 120, limit: 1000 } },
  });
}
