import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../common/envelope.schema.js';
import { DateString, DurationMs, Timestamp } from '../common/formats.schema.js';

/** @see pbx-api-reference.md "Queue (configuration)" */
export const QueueStrategy = z.enum(['ringall', 'roundrobin', 'leastrecent', 'fewestcalls', 'random']).meta({
  id: 'QueueStrategy',
  description:
    'ringall rings everyone at once; roundrobin rotates; leastrecent picks who answered least recently; ' +
    'fewestcalls picks who answered fewest calls; random picks randomly.',
});
export type QueueStrategy = z.infer<typeof QueueStrategy>;

export const QueueMember = z
  .object({
    extension: z.string().meta({ example: '201' }),
    callerid: z.string(),
    description: z.string(),
  })
  .meta({ id: 'QueueMember' });

export const Queue = z
  .object({
    queue_name: z.string().meta({ example: 'assistenza' }),
    strategy: QueueStrategy,
    timeout: z.int().min(0),
    musiconhold: z.string(),
    announce: z.string().nullable(),
    maxlen: z.int().min(0),
    members: z.array(QueueMember),
    total_members: z.int().min(0),
  })
  .meta({ id: 'Queue' });

export const QueueStatistics = z
  .object({
    date: DateString,
    calls_entered: z.int().min(0),
    calls_answered: z.int().min(0),
    calls_abandoned: z.int().min(0),
    avg_wait_time: z.int().min(0).meta({ description: 'Seconds.' }),
    avg_wait_time_formatted: DurationMs,
  })
  .meta({ id: 'QueueStatistics', description: 'Today, from the call database.' });

export const QueueDetail = Queue.extend({ statistics: QueueStatistics }).meta({ id: 'QueueDetail' });

/** Live member states and their codes. @see pbx-api-reference.md "Queue member status (live)" */
export const memberStatusCodes = {
  UNKNOWN: 0,
  AVAILABLE: 1,
  IN_CALL: 2,
  BUSY: 3,
  INVALID: 4,
  UNAVAILABLE: 5,
  RINGING: 6,
  RINGING_IN_USE: 7,
  ON_HOLD: 8,
} as const;

export const MemberStatus = z
  .enum([
    'UNKNOWN',
    'AVAILABLE',
    'IN_CALL',
    'BUSY',
    'INVALID',
    'UNAVAILABLE',
    'RINGING',
    'RINGING_IN_USE',
    'ON_HOLD',
  ])
  .meta({
    id: 'MemberStatus',
    description:
      'UNKNOWN=0, AVAILABLE=1, IN_CALL=2, BUSY=3, INVALID=4, UNAVAILABLE=5 (phone off/offline), RINGING=6, ' +
      'RINGING_IN_USE=7, ON_HOLD=8. `paused` is separate.',
  });
export type MemberStatus = z.infer<typeof MemberStatus>;

export const LiveMember = z
  .object({
    extension: z.string().meta({ description: "Operator's internal number." }),
    name: z.string().meta({ description: 'From the telephone server.' }),
    status: MemberStatus,
    status_code: z.int().min(0).max(8),
    paused: z.boolean(),
    in_call: z.boolean(),
    calls_taken: z.int().min(0).meta({ description: 'Since the queue restarted.' }),
    last_call: Timestamp.nullable(),
    penalty: z.int().min(0).meta({ description: 'Operator priority in the queue.' }),
    callerid: z.string().meta({ description: 'Short internal number.' }),
    description: z.string(),
  })
  .meta({ id: 'LiveMember' });

export const LiveCaller = z
  .object({
    position: z.int().min(1).meta({ description: '1 = first.' }),
    channel: z.string(),
    caller_number: z.string(),
    caller_name: z.string().meta({ description: 'Empty if unavailable.' }),
    wait_seconds: z.int().min(0),
    wait_formatted: DurationMs,
  })
  .meta({ id: 'LiveCaller' });

export const LiveSummary = z
  .object({
    total_members: z.int().min(0),
    members_available: z.int().min(0),
    members_in_call: z.int().min(0),
    members_paused: z.int().min(0),
    members_unavailable: z.int().min(0),
    callers_waiting: z.int().min(0),
  })
  .meta({ id: 'LiveSummary' });

export const QueueLive = z
  .object({
    queue_name: z.string(),
    max: z.int().min(0),
    strategy: QueueStrategy,
    calls_waiting: z.int().min(0),
    holdtime: z.int().min(0),
    talktime: z.int().min(0),
    completed: z.int().min(0),
    abandoned: z.int().min(0),
    service_level: z.int().min(0),
    service_level_perf: z.number().min(0),
    weight: z.int(),
    members: z.array(LiveMember),
    callers: z.array(LiveCaller),
    summary: LiveSummary,
  })
  .meta({ id: 'QueueLive', description: 'Real-time state read from the telephone server.' });

export const QueueListResponse = listEnvelope(Queue).meta({ id: 'QueueListResponse' });
export const QueueDetailResponse = okEnvelope(QueueDetail).meta({ id: 'QueueDetailResponse' });
export const QueueLiveListResponse = listEnvelope(QueueLive).meta({ id: 'QueueLiveListResponse' });
export const QueueLiveResponse = okEnvelope(QueueLive).meta({ id: 'QueueLiveResponse' });

export type Queue = z.infer<typeof Queue>;
export type QueueDetail = z.infer<typeof QueueDetail>;
export type QueueLive = z.infer<typeof QueueLive>;
export type LiveMember = z.infer<typeof LiveMember>;
export type LiveCaller = z.infer<typeof LiveCaller>;
