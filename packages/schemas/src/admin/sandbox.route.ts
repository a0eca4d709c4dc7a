import { z } from 'zod';
import { SANDBOX_BODY_LIMIT } from '../common/body-limits.js';
import { IdParam } from '../common/formats.schema.js';
import { messages, sandboxMessages } from '../common/messages.js';
import { errorResponse, inputResponses, plainError, type RouteContract } from '../routes/contract.js';
import { AccountFixture } from './fixture.schema.js';
import {
  AccountCreated,
  AddCallerRequest,
  AnswerCallerRequest,
  ClockState,
  CreateKeyRequest,
  KeyCreated,
  KeyRevoked,
  OriginatedCallList,
  OriginateOutcome,
  OriginateOutcomeRequest,
  SetClockRequest,
  SetExtensionStatusRequest,
  SetMemberRequest,
  SimBlockedCaller,
  SimCaller,
  SimCallOutcome,
  SimCheck,
  TelephonyReachability,
} from './sandbox.schema.js';
import { simMessages } from './sim-messages.js';

/**
 * The sandbox surface: it exists only when the server runs with `ADMIN_TOKEN` and is authenticated with
 * `Authorization: Bearer <ADMIN_TOKEN>`. Bodies are not wrapped; errors use the plain envelope.
 */
export const sandboxTags = [
  { name: 'Sandbox admin', description: 'Accounts, keys and the clock of the sandbox.' },
  { name: 'Telephone simulator', description: 'Drive the simulated telephone server of an account.' },
] as const;

type SandboxRoute = Omit<RouteContract, 'tag' | 'auth' | 'envelope' | 'telephony'> & {
  tag: (typeof sandboxTags)[number]['name'];
};

const adminUnauthorized = errorResponse('plain', 'Missing or wrong admin token.', {
  unauthorized: plainError('Wrong token', sandboxMessages.unauthorized),
});
const invalid = (description: string) =>
  errorResponse('plain', description, {
    invalid: plainError('Invalid body', messages.invalidField('context')),
  });
const unknownAccount = plainError('No such account', sandboxMessages.accountNotFound);
const Context = z.object({ context: z.string().min(1) });

function sandboxRoute<const R extends SandboxRoute>(r: R) {
  return {
    ...r,
    auth: 'admin',
    envelope: 'plain',
    telephony: false,
    responses: {
      401: adminUnauthorized,
      ...inputResponses('plain', r.request, SANDBOX_BODY_LIMIT),
      ...r.responses,
    },
  } as const;
}

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

const QueueParams = z.object({ context: z.string().min(1), name: z.string().min(1) });
const CallerParams = QueueParams.extend({
  position: IdParam.meta({ description: 'Position in the queue, from 1.', example: 1 }),
});
const queueOrAccountMissing = errorResponse('plain', 'Unknown account or queue.', {
  account: unknownAccount,
  queue: plainError('No such queue', messages.queueNotFound),
});

const addCaller = sandboxRoute({
  method: 'post',
  path: '/_sim/{context}/queues/{name}/callers',
  operationId: 'simAddCaller',
  tag: 'Telephone simulator',
  summary: 'A call arrives for a queue',
  description:
    'The call arrives on a VoIP number (`voip_number`, default the account’s first). When a blacklist used by ' +
    'that number’s routing rule matches the caller (exact entry, or `^` prefix; numbers compared with digits, ' +
    '`*`, `#` and a leading `+` only, `00` read as `+`), the call is blocked (200): it never joins the queue and ' +
    'is recorded at once. Otherwise the caller waits at the end of the queue (201) until answered, abandoned, ' +
    'or its `patience_seconds` run out.',
  request: { params: QueueParams, body: AddCallerRequest },
  responses: {
    200: { description: 'Blocked by a blacklist.', schema: SimBlockedCaller },
    201: { description: 'Waiting.', schema: SimCaller },
    400: invalid('Invalid body.'),
    404: errorResponse('plain', 'Unknown account, queue or VoIP number.', {
      account: unknownAccount,
      queue: plainError('No such queue', messages.queueNotFound),
      number: plainError('No such VoIP number', simMessages.voipNumberNotFound),
    }),
    409: errorResponse('plain', 'The queue is full (`maxlen`).', {
      full: plainError('Full', sandboxMessages.queueFull),
    }),
  },
});

const answerCaller = sandboxRoute({
  method: 'post',
  path: '/_sim/{context}/queues/{name}/callers/{position}/answer',
  operationId: 'simAnswerCaller',
  tag: 'Telephone simulator',
  summary: 'A member answers a waiting caller',
  description:
    'The member talks for `talk_seconds` (the call is in progress: the member IN_CALL, the phone BUSY); when ' +
    'the talk is over, by the sandbox clock, the call lands in the inbound history, the queue statistics and ' +
    'the live counters (`completed`, `holdtime`, `talktime`).',
  request: { params: CallerParams, body: AnswerCallerRequest },
  responses: {
    200: { description: 'Answered.', schema: SimCallOutcome },
    404: queueOrAccountMissing,
    409: errorResponse('plain', 'Nobody can answer.', {
      none: plainError('No member', sandboxMessages.noMemberAvailable),
    }),
  },
});

const abandonCaller = sandboxRoute({
  method: 'post',
  path: '/_sim/{context}/queues/{name}/callers/{position}/abandon',
  operationId: 'simAbandonCaller',
  tag: 'Telephone simulator',
  summary: 'A waiting caller hangs up',
  description: 'The call is abandoned and lands in the inbound history and the queue statistics.',
  request: { params: CallerParams },
  responses: { 200: { description: 'Abandoned.', schema: SimCallOutcome }, 404: queueOrAccountMissing },
});

const setMember = sandboxRoute({
  method: 'put',
  path: '/_sim/{context}/members/{internal_number}',
  operationId: 'simSetMember',
  tag: 'Telephone simulator',
  summary: 'Set the device state or pause of a queue member',
  description: 'Applies to the member in every queue it belongs to.',
  request: {
    params: z.object({ context: z.string().min(1), internal_number: z.string().min(1) }),
    body: SetMemberRequest,
  },
  responses: {
    200: { description: 'Applied.', schema: SetMemberRequest },
    400: invalid('Invalid body.'),
    404: errorResponse('plain', 'Unknown account or member.', {
      unknown: plainError('No member', messages.extensionNotFound),
    }),
  },
});

const setExtensionStatus = sandboxRoute({
  method: 'put',
  path: '/_sim/{context}/extensions/{internal_number}',
  operationId: 'simSetExtensionStatus',
  tag: 'Telephone simulator',
  summary: 'Set the registration state of an extension',
  description: 'Changes what `/v1/extensions/status` reports.',
  request: {
    params: z.object({ context: z.string().min(1), internal_number: z.string().min(1) }),
    body: SetExtensionStatusRequest,
  },
  responses: {
    200: { description: 'Applied.', schema: SetExtensionStatusRequest },
    400: invalid('Invalid body.'),
    404: errorResponse('plain', 'Unknown account or extension.', {
      unknown: plainError('No extension', messages.extensionNotFound),
    }),
  },
});

const listOriginated = sandboxRoute({
  method: 'get',
  path: '/_sim/{context}/originated',
  operationId: 'simListOriginated',
  tag: 'Telephone simulator',
  summary: 'Calls placed through click-to-call',
  description:
    'Every call placed with `POST /v1/call/originate`, newest first, with its state; an ended one is in ' +
    '`GET /v1/calls/out` with its disposition.',
  request: { params: Context },
  responses: {
    200: { description: 'The calls.', schema: OriginatedCallList },
    404: errorResponse('plain', 'Unknown account.', { unknown: unknownAccount }),
  },
});

const setOriginateOutcome = sandboxRoute({
  method: 'put',
  path: '/_sim/{context}/originate-outcome',
  operationId: 'simSetOriginateOutcome',
  tag: 'Telephone simulator',
  summary: 'Choose how click-to-call calls end',
  description:
    'Every later `POST /v1/call/originate` of the account rings the extension, then the destination, and ends ' +
    'as set here (default: ANSWERED after 3 + 8 s of ringing, 60 s of talk); it then lands in ' +
    '`GET /v1/calls/out`.',
  request: { params: Context, body: OriginateOutcomeRequest },
  responses: {
    200: { description: 'Applied.', schema: OriginateOutcome },
    400: invalid('Invalid body.'),
    404: errorResponse('plain', 'Unknown account.', { unknown: unknownAccount }),
  },
});

const checkSimulator = sandboxRoute({
  method: 'get',
  path: '/_sim/{context}/check',
  operationId: 'simCheck',
  tag: 'Telephone simulator',
  summary: 'Check the simulated exchange’s invariants',
  description:
    'A debugging read: each call in one place only, nothing in progress past its end, nothing recorded as ' +
    'ending after now, a phone in at most one call, a member in one state, live counters equal to the calls ' +
    'ended since the simulator loaded the account.',
  request: { params: Context },
  responses: {
    200: { description: 'The result.', schema: SimCheck },
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
  addCaller,
  answerCaller,
  abandonCaller,
  setMember,
  setExtensionStatus,
  listOriginated,
  setOriginateOutcome,
  checkSimulator,
} as const;
