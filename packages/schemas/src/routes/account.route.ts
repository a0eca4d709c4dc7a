import { AccountResponse } from '../resources/account.schema.js';
import { defineRoute } from './contract.js';

/** Endpoint 2. */
export const getAccount = defineRoute({
  method: 'get',
  path: '/v1/account',
  operationId: 'getAccount',
  tag: 'Account',
  summary: 'Account, limits and usage',
  description:
    'The exchange context, the name of the key used, the configured limits and the usage of the current minute ' +
    'and day. Usage counts this request too and agrees with the `X-RateLimit-*` headers of the response.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: {},
  responses: { 200: { description: 'The account.', schema: AccountResponse } },
});
