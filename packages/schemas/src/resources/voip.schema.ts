import { z } from 'zod';
import { listEnvelope } from '../common/envelope.schema.js';

/** Providers that always report registered. @see pbx-api-reference.md "VoIP number status" */
export const alwaysRegisteredProviders = ['VIRTUAL', 'SBC'] as const;

/** Display labels of known providers; others are shown as they are. */
export const providerLabels: Readonly<Record<string, string>> = { VIRTUAL: 'Virtuale', SBC: 'SBC' };

export const VoipNumberStatus = z
  .object({
    number: z.string(),
    registered: z.boolean(),
    provider: z.string().meta({
      description:
        'Values `SBC` and `VIRTUAL` are shown by the vendor (both always registered); the set is open.',
      example: 'VIRTUAL',
    }),
    provider_label: z.string().meta({ description: '`VIRTUAL` → `Virtuale`.', example: 'Virtuale' }),
    username: z.string(),
    sip_server: z.string(),
    description: z.string(),
    note: z.string(),
  })
  .meta({ id: 'VoipNumberStatus' });

export const VoipStatusListResponse = listEnvelope(VoipNumberStatus)
  .extend({
    summary: z.object({
      total: z.int().min(0),
      registered: z.int().min(0),
      unregistered: z.int().min(0),
    }),
  })
  .meta({ id: 'VoipStatusListResponse' });

export type VoipNumberStatus = z.infer<typeof VoipNumberStatus>;
