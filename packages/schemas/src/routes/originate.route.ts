import { messages } from '../common/messages.js';
import { OriginateRequest, OriginateResponse } from '../resources/originate.schema.js';
import { defineRoute, errorResponse, plainError } from './contract.js';

/** Endpoint 15. @see pbx-api-reference.md "Rules per endpoint" 1 */
export const originateCall = defineRoute({
  method: 'post',
  path: '/v1/call/originate',
  operationId: 'originateCall',
  tag: 'Click-to-call',
  summary: 'Click-to-call',
  description:
    'Rings the extension first, then connects it to the number. Asynchronous: the answer means the call was ' +
    'placed, not answered. The number is cleaned (spaces, dots, dashes, brackets dropped; a leading `+` kept) ' +
    'and must have at least 6 digits. With an empty `description` the caller-ID label is looked up in the ' +
    'contact directory. Not idempotent: never retry automatically.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: true,
  request: { body: OriginateRequest },
  responses: {
    200: { description: 'The call was placed.', schema: OriginateResponse },
    400: errorResponse('plain', 'Missing parameters or number too short.', {
      missing: plainError('extension or number missing', messages.originateMissing),
      short: plainError('Fewer than 6 digits', messages.originateNumberTooShort),
    }),
    404: errorResponse('plain', 'Unknown extension.', {
      unknown: plainError('No such extension', messages.extensionNotFound),
    }),
  },
});
