import { z } from 'zod';
import { messages } from '../common/messages.js';
import {
  QueueDetailResponse,
  QueueListResponse,
  QueueLiveListResponse,
  QueueLiveResponse,
} from '../resources/queue.schema.js';
import { defineRoute, errorResponse, plainError } from './contract.js';

const NameParams = z.object({
  name: z
    .string()
    .min(1)
    .meta({ description: 'Queue name (URL-encode special characters).', example: 'assistenza' }),
});
const notFound = errorResponse('plain', 'Unknown queue.', {
  unknown: plainError('No such queue', messages.queueNotFound),
});

/** Endpoint 11. */
export const listQueues = defineRoute({
  method: 'get',
  path: '/v1/queue',
  operationId: 'listQueues',
  tag: 'Queues',
  summary: 'Configured queues',
  description: 'Every queue with its strategy, settings and members.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: {},
  responses: { 200: { description: 'The queues.', schema: QueueListResponse } },
});

/** Endpoint 12. */
export const getQueue = defineRoute({
  method: 'get',
  path: '/v1/queue/{name}',
  operationId: 'getQueue',
  tag: 'Queues',
  summary: 'Queue detail with today’s statistics',
  description:
    "Configuration and members of one queue, plus today's statistics (in the exchange's time zone) computed from " +
    'the call database: calls entered, answered, abandoned and the average wait.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: false,
  request: { params: NameParams },
  responses: { 200: { description: 'The queue.', schema: QueueDetailResponse }, 404: notFound },
});

/** Endpoint 13. */
export const listQueuesLive = defineRoute({
  method: 'get',
  path: '/v1/queue/live',
  operationId: 'listQueuesLive',
  tag: 'Queues',
  summary: 'Real-time state of all queues',
  description:
    'Live state of every queue of the account, read from the telephone server: callers waiting with their ' +
    'wait, members with their device state, counters and a summary. `live` is a reserved path segment: a queue ' +
    'named `live` is still reachable at `/v1/queue/live/live`.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: true,
  request: {},
  responses: { 200: { description: 'Live state of every queue.', schema: QueueLiveListResponse } },
});

/** Endpoint 14. */
export const getQueueLive = defineRoute({
  method: 'get',
  path: '/v1/queue/{name}/live',
  operationId: 'getQueueLive',
  tag: 'Queues',
  summary: 'Real-time state of one queue',
  description: 'Live state of one queue, read from the telephone server.',
  auth: 'apiKey',
  envelope: 'plain',
  telephony: true,
  request: { params: NameParams },
  responses: { 200: { description: 'Live state.', schema: QueueLiveResponse }, 404: notFound },
});
