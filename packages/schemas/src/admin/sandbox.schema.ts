import { z } from 'zod';
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
  })
  .meta({ id: 'AddCallerRequest' });

export const SimCaller = z
  .object({
    queue_name: z.string(),
    position: z.int().min(1),
    channel: z.string(),
    caller_number: z.string(),
    caller_name: z.string(),
    joined_at: z.iso.datetime(),
  })
  .meta({ id: 'SimCaller' });

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
  })
  .meta({ id: 'OriginatedCall' });

export const OriginatedCallList = z
  .object({ data: z.array(OriginatedCall), count: z.int().min(0) })
  .meta({ id: 'OriginatedCallList' });
