import { z } from 'zod';
import { IdParam } from '../common/formats.schema.js';
import { messages } from '../common/messages.js';
import { SwitchResponse } from '../resources/switch.schema.js';
import { defineRoute, errorResponse, plainError } from './contract.js';

/** Endpoint 24. */
export const getSwitch = defineRoute({
  method: 'get',
  path: '/v1/switches/{id}',
  operationId: 'getSwitch',
  tag: 'Switches',
  summary: 'A manual switch',
  description: 'One manual switch: its star code (`*10`–`*19`), action and on/off state.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: { params: z.object({ id: IdParam.meta({ example: 3 }) }) },
  responses: {
    200: { description: 'The switch.', schema: SwitchResponse },
    404: errorResponse('plain', 'Unknown switch.', {
      unknown: plainError('No such switch', messages.switchNotFound),
    }),
  },
});
