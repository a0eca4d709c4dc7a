import { z } from 'zod';
import { messages } from '../common/messages.js';
import {
  ExtensionDetailResponse,
  ExtensionListResponse,
  ExtensionStatusListResponse,
  ExtensionStatusResponse,
} from '../resources/extension.schema.js';
import { defineRoute, errorResponse, plainError } from './contract.js';

const NumberParams = z.object({
  number: z.string().min(1).meta({ description: 'Extension name or internal number.', example: '201' }),
});
const notFound = errorResponse('plain', 'Unknown extension.', {
  unknown: plainError('No such extension', messages.extensionNotFound),
});

/** Endpoint 3. */
export const listExtensions = defineRoute({
  method: 'get',
  path: '/v1/extensions',
  operationId: 'listExtensions',
  tag: 'Extensions',
  summary: 'List extensions',
  description: 'Every extension of the account.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: {},
  responses: { 200: { description: 'The extensions.', schema: ExtensionListResponse } },
});

/** Endpoint 4. */
export const getExtension = defineRoute({
  method: 'get',
  path: '/v1/extensions/{number}',
  operationId: 'getExtension',
  tag: 'Extensions',
  summary: 'Extension detail',
  description: 'One extension, by technical name or internal number, with its SIP configuration (port 5060).',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: { params: NumberParams },
  responses: { 200: { description: 'The extension.', schema: ExtensionDetailResponse }, 404: notFound },
});

/** Endpoint 5. */
export const listExtensionStatuses = defineRoute({
  method: 'get',
  path: '/v1/extensions/status',
  operationId: 'listExtensionStatuses',
  tag: 'Extensions',
  summary: 'Registration status of all extensions',
  description:
    'Registration state of every extension, read from the telephone server, with `count` and a `summary` of ' +
    'online and offline extensions. `is_online` is derived from `status`.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: true,
  request: {},
  responses: { 200: { description: 'The states.', schema: ExtensionStatusListResponse } },
});

/** Endpoint 6. */
export const getExtensionStatus = defineRoute({
  method: 'get',
  path: '/v1/extensions/status/{number}',
  operationId: 'getExtensionStatus',
  tag: 'Extensions',
  summary: 'Registration status of one extension',
  description: 'Registration state of one extension (name or internal number), with the time it was read.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: true,
  request: { params: NumberParams },
  responses: { 200: { description: 'The state.', schema: ExtensionStatusResponse }, 404: notFound },
});
