import { z } from 'zod';
import { listEnvelope, okEnvelope } from '../common/envelope.schema.js';
import { Timestamp } from '../common/formats.schema.js';

/** @see pbx-api-reference.md "Extension (list item)" */
export const OutboundProvider = z
  .enum(['PRINCIPALE', 'DISABILITATE', 'SCELTA MANUALE'])
  .meta({ id: 'OutboundProvider', description: 'Outbound route of the extension.' });

export const Extension = z
  .object({
    id: z.int(),
    extension: z.string().meta({ description: 'Technical name.', example: 'SIP/studio-201' }),
    internal_number: z.string().meta({ description: 'Short number / caller ID.', example: '201' }),
    description: z.string().meta({ example: 'Reception' }),
    outbound_provider: OutboundProvider,
  })
  .meta({ id: 'Extension' });

export const SipConfig = z
  .object({
    server: z.string().meta({ description: 'Host name of the SIP server.' }),
    stun_server: z.string().meta({ description: 'Host name of the STUN server.' }),
    username: z.string(),
    port: z.literal(5060),
  })
  .meta({ id: 'SipConfig' });

export const ExtensionDetail = Extension.extend({ sip_config: SipConfig }).meta({ id: 'ExtensionDetail' });

/** Registration states of an extension and whether each counts as online. @see "Extension status" */
export const extensionStatusOnline = {
  ONLINE: true,
  OFFLINE: false,
  BUSY: true,
  RINGING: true,
  CALLING: true,
  UNKNOWN: false,
} as const;

export const ExtensionStatusValue = z
  .enum(['ONLINE', 'OFFLINE', 'BUSY', 'RINGING', 'CALLING', 'UNKNOWN'])
  .meta({
    id: 'ExtensionStatusValue',
    description:
      'ONLINE registered and available; OFFLINE not registered; BUSY in a call; RINGING; CALLING placing a ' +
      'call; UNKNOWN cannot be determined. `is_online` is true for ONLINE, BUSY, RINGING, CALLING.',
  });
export type ExtensionStatusValue = z.infer<typeof ExtensionStatusValue>;

export const ExtensionStatus = z
  .object({
    extension: z.string(),
    internal_number: z.string(),
    description: z.string(),
    status: ExtensionStatusValue,
    is_online: z.boolean().meta({ description: 'Derived from `status`.' }),
  })
  .meta({ id: 'ExtensionStatus' });

export const ExtensionStatusDetail = ExtensionStatus.extend({ timestamp: Timestamp }).meta({
  id: 'ExtensionStatusDetail',
});

export const ExtensionListResponse = listEnvelope(Extension).meta({ id: 'ExtensionListResponse' });
export const ExtensionDetailResponse = okEnvelope(ExtensionDetail).meta({ id: 'ExtensionDetailResponse' });
export const ExtensionStatusListResponse = listEnvelope(ExtensionStatus)
  .extend({ summary: z.object({ online: z.int().min(0), offline: z.int().min(0) }) })
  .meta({ id: 'ExtensionStatusListResponse' });
export const ExtensionStatusResponse = okEnvelope(ExtensionStatusDetail).meta({
  id: 'ExtensionStatusResponse',
});

export type Extension = z.infer<typeof Extension>;
export type ExtensionDetail = z.infer<typeof ExtensionDetail>;
export type ExtensionStatus = z.infer<typeof ExtensionStatus>;
