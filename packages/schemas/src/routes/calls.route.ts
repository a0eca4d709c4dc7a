import { z } from 'zod';
import { DateString } from '../common/formats.schema.js';
import { messages } from '../common/messages.js';
import {
  InboundCallListResponse,
  InboundCallsQuery,
  OutboundCallListResponse,
  OutboundCallsQuery,
} from '../resources/calls.schema.js';
import { defineRoute, errorResponse, plainError } from './contract.js';

const DateParams = z.object({
  date: DateString.meta({ description: 'A day, `YYYY-MM-DD`; not in the future.' }),
});

/** A text filter holding U+0000 or a lone surrogate, refused where the contract validates input. */
const unsafeText = plainError('U+0000 in a value', messages.unsafeText('search'));

const badQuery = errorResponse(
  'plain',
  'Invalid `page`, `limit` or `search`, or a text filter holding U+0000 or a lone surrogate.',
  {
    page: plainError('page below 1', messages.invalidPage),
    limit: plainError('limit above 500', messages.invalidLimit),
    unsafe_text: unsafeText,
  },
);

const badDate = errorResponse(
  'plain',
  'Invalid or future date, or invalid query (a text filter holding U+0000 or a lone surrogate too).',
  {
    format: plainError('Not YYYY-MM-DD', messages.invalidDate),
    future: plainError('A future date', messages.futureDate),
    limit: plainError('limit above 500', messages.invalidLimit),
    unsafe_text: unsafeText,
  },
  'The vendor says future dates are not accepted without showing the status and message.',
);

const pagingRules =
  '`page` from 1 (default 1), `limit` 1–500 (default 200); `pagination` reports the page, the totals and the ' +
  '1-based range shown.';

/** Endpoint 7. */
export const listInboundCalls = defineRoute({
  method: 'get',
  path: '/v1/calls/in',
  operationId: 'listInboundCalls',
  tag: 'Calls',
  summary: 'Inbound calls of today and yesterday',
  description:
    `Inbound calls from yesterday 00:00:00 to today 23:59:59 in the exchange's time zone, newest first. ${pagingRules} ` +
    '`search` filters by (part of) the caller number; `numbers[]` by called VoIP number.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: { query: InboundCallsQuery },
  responses: { 200: { description: 'A page of calls.', schema: InboundCallListResponse }, 400: badQuery },
});

/** Endpoint 8. */
export const listInboundCallsByDate = defineRoute({
  method: 'get',
  path: '/v1/calls/in/{date}',
  operationId: 'listInboundCallsByDate',
  tag: 'Calls',
  summary: 'Inbound calls of one day',
  description: `Inbound calls of one day (not in the future), newest first. Same query as the default range. ${pagingRules}`,
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: { params: DateParams, query: InboundCallsQuery },
  responses: { 200: { description: 'A page of calls.', schema: InboundCallListResponse }, 400: badDate },
});

/** Endpoint 9. */
export const listOutboundCalls = defineRoute({
  method: 'get',
  path: '/v1/calls/out',
  operationId: 'listOutboundCalls',
  tag: 'Calls',
  summary: 'Outbound calls of today and yesterday',
  description:
    `Outbound calls from yesterday 00:00:00 to today 23:59:59 in the exchange's time zone, newest first. ${pagingRules} ` +
    '`search` filters by (part of) the destination or source; `extensions[]` by extension.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: { query: OutboundCallsQuery },
  responses: { 200: { description: 'A page of calls.', schema: OutboundCallListResponse }, 400: badQuery },
});

/** Endpoint 10. */
export const listOutboundCallsByDate = defineRoute({
  method: 'get',
  path: '/v1/calls/out/{date}',
  operationId: 'listOutboundCallsByDate',
  tag: 'Calls',
  summary: 'Outbound calls of one day',
  description: `Outbound calls of one day (not in the future), newest first. ${pagingRules}`,
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: { params: DateParams, query: OutboundCallsQuery },
  responses: { 200: { description: 'A page of calls.', schema: OutboundCallListResponse }, 400: badDate },
});
