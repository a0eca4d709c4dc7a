import { z } from 'zod';
import { okEnvelope } from '../common/envelope.schema.js';
import { countDigits, NOT_BLANK } from '../common/field-rules.schema.js';
import { Timestamp } from '../common/formats.schema.js';
import { whenMissing } from '../common/issue-message.js';
import { messages } from '../common/messages.js';

/** @see pbx-api-reference.md endpoint 15 and "Rules per endpoint" 1 */
export const OriginateRequest = z
  .strictObject({
    extension: z
      .string({ error: whenMissing(messages.originateMissing) })
      .trim()
      .min(1, { error: messages.originateMissing })
      .max(80)
      .regex(NOT_BLANK, { error: messages.originateMissing })
      .meta({ description: 'Extension to ring first (name or internal number).', example: '201' }),
    number: z
      .string({ error: whenMissing(messages.originateMissing) })
      .trim()
      .min(1, { error: messages.originateMissing })
      .max(40)
      .regex(NOT_BLANK, { error: messages.originateMissing })
      .refine((n) => countDigits(n) >= 6, { error: messages.originateNumberTooShort })
      .meta({
        description: 'Destination; cleaned automatically (spaces, dots, dashes dropped); at least 6 digits.',
        example: '+39 02 1234 5678',
      }),
    description: z
      .string()
      .max(80)
      .optional()
      .meta({ description: 'Caller-ID label; when empty it is looked up in the contact directory.' }),
  })
  .meta({ id: 'OriginateRequest', example: { extension: '201', number: '+39 02 1234 5678' } });

export const OriginateResult = z
  .object({
    call_id: z.string(),
    extension: z.string(),
    number: z.string().meta({ description: 'The cleaned number.' }),
    channel: z.string(),
    timestamp: Timestamp,
  })
  .meta({ id: 'OriginateResult' });

export const OriginateResponse = okEnvelope(OriginateResult).meta({ id: 'OriginateResponse' });
export type OriginateRequest = z.infer<typeof OriginateRequest>;
export type OriginateResult = z.infer<typeof OriginateResult>;
