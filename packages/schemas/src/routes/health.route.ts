import { PingResult } from '../resources/ping.schema.js';
import { defineRoute } from './contract.js';

/** Endpoint 1. @see pbx-api-reference.md#endpoints */
export const getPing = defineRoute({
  method: 'get',
  path: '/v1/ping',
  operationId: 'getPing',
  tag: 'Health',
  summary: 'Liveness check',
  description: 'Public, no authentication, not rate limited. The body is not wrapped in the envelope.',
  auth: 'none',
  envelope: 'plain',
  telephony: false,
  request: {},
  responses: { 200: { description: 'The service is up.', schema: PingResult, headers: 'none' } },
});
