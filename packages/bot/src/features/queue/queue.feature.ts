import { defineFeature } from '../kit/feature.js';
import { parseQueue } from './queue.parser.js';
import { queueOperations } from './queue.schema.js';
import { queueLiveView } from './queue-live.view.js';
import { queueMessagesFor, queueUsage } from './queue-messages.js';
import {
  queueWayOn,
  runQueueDetail,
  runQueueList,
  runQueueLive,
  runQueueStatsOf,
} from './queue-operations.js';

/** `/queue`: the queues, one queue's configuration and statistics, their live state, charts of the history. */
export const queueFeature = defineFeature({
  name: 'queue',
  commands: [{ name: 'queue', usage: queueUsage, parse: parseQueue }],
  operations: queueOperations,
  run: {
    'queue.list': runQueueList,
    'queue.detail': runQueueDetail,
    'queue.live': runQueueLive,
    'queue.stats': runQueueStatsOf,
  },
  wayOn: queueWayOn,
  hooks: { queueSnapshot: (queue, locale) => queueLiveView(queue, locale) },
  messages: { it: queueMessagesFor('it'), en: queueMessagesFor('en') },
});
