import { z } from 'zod';
import { OutboundDisposition } from '../resources/calls.schema.js';
import { ExtensionStatusValue } from '../resources/extension.schema.js';
import { MemberStatus } from '../resources/queue.schema.js';

export const AccountCreated = z
  .object({
    context: z.string(),
    api_key: z.string().meta({ description: 'Shown once; only its hash is stored.' }),
    key_name: z.string(),
  })
  .meta({ id: 'AccountCreated' });

export const CreateKeyRequest = z
  .strictObject({ key_name: z.string().min(1).max(50) })
  .meta({ id: 'CreateKeyRequest' });
export const KeyCreated = z.object({ api_key: z.string(), key_name: z.string() }).meta({ id: 'KeyCreated' });
export const KeyRevoked = z
  .object({
    key_name: z.string(),
    revoked: z.literal(true).meta({ description: 'The key no longer authenticates on any server instance.' }),
  })
  .meta({ id: 'KeyRevoked' });

export const SetClockRequest = z
  .strictObject({ now: z.iso.datetime({ offset: true }).meta({ example: '2026-03-16T09:00:00+01:00' }) })
  .meta({ id: 'SetClockRequest' });
export const ClockState = z
  .object({ now: z.iso.datetime(), fixed: z.boolean().meta({ description: 'True while a time is set.' }) })
  .meta({ id: 'ClockState' });

export const TelephonyReachability = z.strictObject({ reachable: z.boolean() }).meta({
  id: 'TelephonyReachability',
  description: 'When false, endpoints that read the telephone server answer 503.',
});

export const AddCallerRequest = z
  .strictObject({
    caller_number: z.string().min(1).max(25),
    caller_name: z.string().max(80).optional(),
    voip_number: z.string().min(1).max(25).optional().meta({
      description:
        'The VoIP number dialled (default: the account’s first). Blacklists used by its routing rule apply.',
      example: '0612345678',
    }),
    patience_seconds: z.int().min(0).max(86_400).optional().meta({
      description: 'The caller hangs up by itself after waiting this long (default: never).',
      example: 120,
    }),
  })
  .meta({ id: 'AddCallerRequest' });

/** What the two answers of `simAddCaller` share. */
const ArrivedCall = z.object({
  queue_name: z.string(),
  linkedid: z.string().meta({ description: 'The `linkedid` of the call in the inbound history.' }),
  channel: z.string(),
  caller_number: z.string(),
  caller_name: z.string(),
  voip_number: z.string().meta({ description: 'The VoIP number dialled (the record’s `destination`).' }),
  joined_at: z.iso.datetime(),
});

export const SimCaller = ArrivedCall.extend({
  outcome: z.literal('waiting'),
  position: z.int().min(1),
}).meta({ id: 'SimCaller' });

export const SimBlockedCaller = ArrivedCall.extend({
  outcome: z.literal('blocked'),
  blacklist: z.string().meta({ description: 'The blacklist whose entry matched.' }),
}).meta({
  id: 'SimBlockedCaller',
  description:
    'A blacklist used by the routing rule of the number dialled blocked the call: it never joined the queue and ' +
    'is in the inbound history at once as `not_answered`, `total_duration` 0, one leg.',
});

export const SimCallOutcome = z
  .object({
    queue_name: z.string(),
    caller_number: z.string(),
    outcome: z.enum(['answered', 'abandoned']),
    wait_seconds: z.int().min(0),
    member: z.string().nullable().meta({ description: 'Internal number that answered.' }),
  })
  .meta({ id: 'SimCallOutcome' });

export const AnswerCallerRequest = z
  .strictObject({
    member: z
      .string()
      .optional()
      .meta({ description: 'Internal number that answers (default: the strategy picks).' }),
    talk_seconds: z
      .int()
      .min(0)
      .max(86_400)
      .optional()
      .meta({ description: 'Length of the call once it ends.' }),
  })
  .meta({ id: 'AnswerCallerRequest' });

export const SetMemberRequest = z
  .strictObject({ status: MemberStatus.optional(), paused: z.boolean().optional() })
  .meta({ id: 'SetMemberRequest' });

export const SetExtensionStatusRequest = z
  .strictObject({ status: ExtensionStatusValue })
  .meta({ id: 'SetExtensionStatusRequest' });

export const OriginatedCall = z
  .object({
    call_id: z.string(),
    extension: z.string(),
    number: z.string(),
    caller_id_label: z.string(),
    channel: z.string(),
    placed_at: z.iso.datetime(),
    key_name: z.string(),
    state: z.enum(['ringing', 'calling', 'talking', 'ended']).meta({
      description:
        'The extension rings, then the destination rings (`calling`), then they talk; or it ended.',
    }),
    disposition: OutboundDisposition.nullable().meta({ description: 'Once ended; null while in progress.' }),
  })
  .meta({ id: 'OriginatedCall' });

export const OriginatedCallList = z
  .object({ data: z.array(OriginatedCall), count: z.int().min(0) })
  .meta({ id: 'OriginatedCallList' });

export const OriginateOutcomeRequest = z
  .strictObject({
    disposition: OutboundDisposition.meta({ description: 'How the destination answers.' }),
    extension_ring_seconds: z
      .int()
      .min(0)
      .max(300)
      .default(3)
      .meta({ description: 'Seconds the extension rings before it picks up.' }),
    ring_seconds: z.int().min(0).max(300).default(8).meta({
      description: 'Seconds the destination rings (or the line tries) before it answers or gives up.',
    }),
    talk_seconds: z
      .int()
      .min(0)
      .max(86_400)
      .default(60)
      .meta({ description: 'Talk time when the disposition is ANSWERED (`billsec`).' }),
  })
  .meta({
    id: 'OriginateOutcomeRequest',
    description:
      'How later click-to-call calls of the account end. An extension that may not call out or is not ' +
      'registered gives FAILED at once, one already in a call BUSY at once, whatever is set here.',
  });

export const OriginateOutcome = z
  .object({
    disposition: OutboundDisposition,
    extension_ring_seconds: z.int(),
    ring_seconds: z.int(),
    talk_seconds: z.int(),
  })
  .meta({ id: 'OriginateOutcome' });

export const SimCheck = z
  .object({
    ok: z.boolean().meta({ description: 'True when no invariant is broken.' }),
    now: z.iso.datetime(),
    violations: z.array(z.string()).meta({ description: 'What is broken, one sentence each.' }),
    waiting_callers: z.int().min(0),
    calls_in_progress: z.int().min(0),
    ended_calls: z.int().min(0).meta({ description: 'Calls ended since the simulator loaded the account.' }),
  })
  .meta({ id: 'SimCheck' });
