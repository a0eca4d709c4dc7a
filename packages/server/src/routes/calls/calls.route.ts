import { publicRoutes } from '@centralino/schemas';
import type { Context } from 'hono';
import type { AppEnv } from '../../app/app-env.js';
import type { RouteModule } from '../../app/route-module.js';
import { implement } from '../../http/contract-route.js';
import { type CallListScope, inboundCallList, outboundCallList } from './call-list.js';

/**
 * Call history, endpoints 7–10: today and yesterday, or one day, in the account's time zone. A call is listed
 * once it has ended (calls in progress show in the live queues and extension states, not here).
 * @see ../../../../shared/pbx-api-reference.md#endpoints
 */
export const callsRoute: RouteModule = {
  register(app, { db, clock, telephony }) {
    // The calls that ended by now are recorded first; one in progress is not in the history yet.
    const scope = async (c: Context<AppEnv>, date?: string): Promise<CallListScope> => {
      const { account } = c.get('auth');
      await telephony.settle(account);
      return { account, now: clock.now(), date };
    };
    implement(app, publicRoutes.listInboundCalls, async ({ query }, c) => ({
      status: 200,
      body: await inboundCallList(db, await scope(c), query),
    }));
    implement(app, publicRoutes.listInboundCallsByDate, async ({ params, query }, c) => ({
      status: 200,
      body: await inboundCallList(db, await scope(c, params.date), query),
    }));
    implement(app, publicRoutes.listOutboundCalls, async ({ query }, c) => ({
      status: 200,
      body: await outboundCallList(db, await scope(c), query),
    }));
    implement(app, publicRoutes.listOutboundCallsByDate, async ({ params, query }, c) => ({
      status: 200,
      body: await outboundCallList(db, await scope(c, params.date), query),
    }));
  },
};
