import { z } from 'zod';
import { Page } from '../../operations/operation-fields.js';

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

/** The operations of `/queue`. */
export const queueOperations = [QueueList, QueueDetail, QueueLiveRead] as const;
export type QueueOperation = z.output<(typeof queueOperations)[number]>;
export type QueueOperationOf<T extends QueueOperation['type']> = Extract<QueueOperation, { type: T }>;
