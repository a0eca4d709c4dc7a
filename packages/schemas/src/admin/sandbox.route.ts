import { z } from 'zod';
import { sandboxMessages } from '../common/messages.js';
import { errorResponse, plainError } from '../routes/contract.js';
import { AccountFixture } from './fixture.schema.js';
import {
  AccountCreated,
  ClockState,
  CreateKeyRequest,
  KeyCreated,
  KeyRevoked,
  SetClockRequest,
  TelephonyReachability,
} from './sandbox.schema.js';
import { Context, invalid, sandboxRoute, unknownAccount } from './sandbox-route-kit.js';
import { simulatorRoutes } from './simulator.route.js';
import { webhookAdminRoutes } from './webhooks.route.js';

export { sandboxTags } from './sandbox-route-kit.js';

const createAccount = sandboxRoute({
  method: 'post',
  path: '/_admin/accounts',
  operationId: 'sandboxCreateAccount',
  tag: 'Sandbox admin',
  summary: 'Create an account from a fixture',
  description: 'Creates an account with its whole exchange and a first API key (shown once).',
  request: { body: AccountFixture },
  responses: {
    201: { description: 'Created.', schema: AccountCreated },
    400: invalid('Invalid fixture (the message names the field).'),
    409: errorResponse('plain', 'The context exists.', {
      exists: plainError('Taken', sandboxMessages.accountExists),
    }),
  },
});

const createKey = sandboxRoute({
  method: 'post',
  path: '/_admin/accounts/{context}/keys',
  operationId: 'sandboxCreateKey',
  tag: 'Sandbox admin',
  summary: 'Add an API key to an account',
  description: 'Issues another named key; all keys of an account share its rate limits.',
  request: { params: Context, body: CreateKeyRequest },
  responses: {
    201: { description: 'Created (shown once).', schema: KeyCreated },
    400: invalid('Invalid body.'),
    404: errorResponse('plain', 'Unknown account.', { unknown: unknownAccount }),
  },
});

const revokeKey = sandboxRoute({
  method: 'delete',
  path: '/_admin/accounts/{context}/keys/{key_name}',
  operationId: 'sandboxRevokeKey',
  tag: 'Sandbox admin',
  summary: 'Revoke an API key of an account',
  description:
    'Deletes the named key: the next request with it is refused with 401 on the server instance that revoked it, ' +
    'and within 1 second on every other instance sharing the database (keys are cached for at most 1 second).',
  request: { params: z.object({ context: z.string().min(1), key_name: z.string().min(1).max(50) }) },
  responses: {
    200: { description: 'Revoked.', schema: KeyRevoked },
    400: invalid('Invalid path.'),
    404: errorResponse('plain', 'Unknown account or key.', {
      unknown: unknownAccount,
      unknownKey: plainError('No such key', sandboxMessages.keyNotFound),
    }),
  },
});

const setClock = sandboxRoute({
  method: 'put',
  path: '/_admin/clock',
  operationId: 'sandboxSetClock',
  tag: 'Sandbox admin',
  summary: 'Set the clock',
  description: 'Fixes the server time for deterministic dates (call ranges, statistics, availability).',
  request: { body: SetClockRequest },
  responses: {
    200: { description: 'The clock.', schema: ClockState },
    400: invalid('Invalid time.'),
    409: errorResponse('plain', 'The server runs on the system clock and cannot set it.', {
      fixed: plainError('Not settable', sandboxMessages.clockNotSettable),
    }),
  },
});

const resetClock = sandboxRoute({
  method: 'delete',
  path: '/_admin/clock',
  operationId: 'sandboxResetClock',
  tag: 'Sandbox admin',
  summary: 'Back to the real clock',
  description: 'The server time follows the system clock again.',
  request: {},
  responses: {
    200: { description: 'The clock.', schema: ClockState },
    409: errorResponse('plain', 'The server runs on the system clock and cannot set it.', {
      fixed: plainError('Not settable', sandboxMessages.clockNotSettable),
    }),
  },
});

const setTelephony = sandboxRoute({
  method: 'put',
  path: '/_sim/{context}/telephony',
  operationId: 'simSetTelephony',
  tag: 'Telephone simulator',
  summary: 'Make the telephone server (un)reachable',
  description: 'When unreachable, endpoints that read the telephone server answer 503.',
  request: { params: Context, body: TelephonyReachability },
  responses: {
    200: { description: 'The new state.', schema: TelephonyReachability },
    400: invalid('Invalid body.'),
    404: errorResponse('plain', 'Unknown account.', { unknown: unknownAccount }),
  },
});

export const sandboxRoutes = {
  createAccount,
  createKey,
  revokeKey,
  setClock,
  resetClock,
  setTelephony,
  ...simulatorRoutes,
  ...webhookAdminRoutes,
} as const;
