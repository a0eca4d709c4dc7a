import { publicRoutes } from '@centralino/schemas';
import { ApiError } from '../../app/api-error.js';
import { messages } from '../../app/messages.js';
import type { RouteModule } from '../../app/route-module.js';
import { implement } from '../../http/contract-route.js';
import { queueLiveView, queueView } from './queue.view.js';
import { queueStatistics } from './queue-statistics.js';
import { readQueues } from './read-queues.js';

/**
 * Endpoints 11–14: configured queues, one queue with today's statistics (database), and the live state read
 * from the telephone server (503 when unreachable). `/v1/queue/live` is registered before `/v1/queue/{name}`:
 * a queue named `live` keeps its live state at `/v1/queue/live/live`.
 * @see ../../../../shared/pbx-api-reference.md#endpoints
 */
export const queuesRoute: RouteModule = {
  register(app, { db, clock, telephony }) {
    implement(app, publicRoutes.listQueues, async (_input, c) => {
      const data = (await readQueues(db, c.get('auth').account.id)).map(queueView);
      return { status: 200, body: { success: true as const, data, count: data.length } };
    });

    implement(app, publicRoutes.listQueuesLive, async (_input, c) => {
      const { account } = c.get('auth');
      const configured = await readQueues(db, account.id);
      const live = new Map((await telephony.queueStates(account)).map((q) => [q.queueName, q]));
      const data = configured.flatMap((queue) => {
        const state = live.get(queue.queueName);
        return state ? [queueLiveView(queue, state, account.timezone)] : [];
      });
      return { status: 200, body: { success: true as const, data, count: data.length } };
    });

    implement(app, publicRoutes.getQueue, async ({ params }, c) => {
      const { account } = c.get('auth');
      const [queue] = await readQueues(db, account.id, params.name);
      if (!queue) throw new ApiError(404, messages.queueNotFound);
      await telephony.settle(account);
      const statistics = await queueStatistics(db, account, queue.queueName, clock.now());
      return { status: 200, body: { success: true as const, data: { ...queueView(queue), statistics } } };
    });

    implement(app, publicRoutes.getQueueLive, async ({ params }, c) => {
      const { account } = c.get('auth');
      const [queue] = await readQueues(db, account.id, params.name);
      if (!queue) throw new ApiError(404, messages.queueNotFound);
      const [state] = await telephony.queueStates(account, [queue.queueName]);
      if (!state) throw new ApiError(404, messages.queueNotFound);
      return {
        status: 200,
        body: { success: true as const, data: queueLiveView(queue, state, account.timezone) },
      };
    });
  },
};
