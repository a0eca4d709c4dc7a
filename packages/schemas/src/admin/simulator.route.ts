import { z } from 'zod';
import { IdParam } from '../common/formats.schema.js';
import { messages, sandboxMessages } from '../common/messages.js';
import { errorResponse, plainError } from '../routes/contract.js';
import {
  AddCallerRequest,
  AnswerCallerRequest,
  OriginatedCallList,
  OriginateOutcome,
  OriginateOutcomeRequest,
  SetExtensionStatusRequest,
  SetMemberRequest,
  SimBlockedCaller,
  SimCaller,
  SimCallOutcome,
  SimCheck,
} from './sandbox.schema.js';
import { Context, invalid, sandboxRoute, unknownAccount } from './sandbox-route-kit.js';
import { simMessages } from './sim-messages.js';

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

/** The telephone simulator's calls, members, extensions and checks (`/_sim/{context}/…`). */
export const simulatorRoutes = {
  addCaller,
  answerCaller,
  abandonCaller,
  setMember,
  setExtensionStatus,
  listOriginated,
  setOriginateOutcome,
  checkSimulator,
} as const;
