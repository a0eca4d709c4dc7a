import { VoipStatusListResponse } from '../resources/voip.schema.js';
import { defineRoute } from './contract.js';

/** Endpoint 16. */
export const listVoipStatus = defineRoute({
  method: 'get',
  path: '/v1/voip/status',
  operationId: 'listVoipStatus',
  tag: 'VoIP numbers',
  summary: 'Registration status of VoIP numbers',
  description:
    'Every VoIP number with its registration state and a `summary`. Providers `VIRTUAL` and `SBC` always ' +
    'report registered; `provider_label` is the display label (`VIRTUAL` → `Virtuale`).',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: true,
  request: {},
  responses: { 200: { description: 'The numbers.', schema: VoipStatusListResponse } },
});
