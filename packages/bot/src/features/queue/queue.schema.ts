import { DateString } from '@centralino/schemas';
import { z } from 'zod';
import { Page } from '../../work/operations/operation-fields.js';

const QueueName = z.string().min(1).max(100);

/** `/queue`: every queue. */
export const QueueList = z.strictObject({ type: z.literal('queue.list'), page: Page });
/** `/queue <name>`: one queue's configuration and today's statistics. */
export const QueueDetail = z.strictObject({ type: z.literal('queue.detail'), name: QueueName });
/** `/queue live [name]`: live state of one queue or of all. */
export const QueueLiveRead = z.strictObject({
  type: z.literal('queue.live'),
  name: QueueName.optional(),
  page: Page,
});

/**
 * `/queue stats [name] [day|settimana]`: the charts of the inbound history of one day (`day`; today when
 * absent) or of the last seven days before today (`week`). `name` is checked, never used to filter: the
 * history does not say which queue a call went through.
 */
export const QueueStats = z.strictObject({
  type: z.literal('queue.stats'),
  name: QueueName.optional(),
  day: DateString.optional(),
  week: z.literal(true).optional(),
});

/** The operations of `/queue`. */
export const queueOperations = [QueueList, QueueDetail, QueueLiveRead, QueueStats] as const;
export type QueueOperation = z.output<(typeof queueOperations)[number]>;
export type QueueOperationOf<T extends QueueOperation['type']> = Extract<QueueOperation, { type: T }>;
