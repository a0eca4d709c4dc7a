import type { CallOptions, Invoke } from '../client/invoke.js';
import type { SuccessBody } from '../operations/operation-types.js';

/** Real-time state of the queues: all of them, or one by name. */
export interface QueuesLive {
  (options?: CallOptions): Promise<SuccessBody<'listQueuesLive'>>;
  (name: string, options?: CallOptions): Promise<SuccessBody<'getQueueLive'>>;
}

/** Queues: configuration, daily statistics, live state (endpoints 11–14). @see ../../../shared/pbx-api-reference.md#queue-configuration */
export function createQueuesApi(invoke: Invoke) {
  const live = ((nameOrOptions?: string | CallOptions, options: CallOptions = {}) =>
    typeof nameOrOptions === 'string'
      ? invoke('getQueueLive', { path: { name: nameOrOptions }, ...options })
      : invoke('listQueuesLive', nameOrOptions ?? {})) as QueuesLive;
  return {
    list: (options: CallOptions = {}) => invoke('listQueues', options),
    /** Configuration and today's statistics of one queue. */
    get: (name: string, options: CallOptions = {}) => invoke('getQueue', { path: { name }, ...options }),
    /** `live()` for every queue, `live(name)` for one (reads the telephone server). */
    live,
  };
}
