import { publicRoutes } from '@centralino/schemas';
import type { Context } from 'hono';
import type { AppEnv } from '../../app/app-env.js';
import type { RouteModule } from '../../app/route-module.js';
import { implement } from '../../http/contract-route.js';
import { type CallListScope, inboundCallList, outboundCallList } from './call-list.js';

/**
 * Call history, endpoints 7–10: today and yesterday, or one day, in the account's time zone.
 * @see ../../../../shared/pbx-api-reference.md#endpoints
 */
export const callsRoute: RouteModule = {
  register(app, { db, clock }) {
    const scope = (c: Context<AppEnv>, date?: string): CallListScope => ({
      account: c.get('auth').account,
      now: clock.now(),
      date,
    });
    implement(app, publicRoutes.listInboundCalls, async ({ query }, c) => ({
      status: 200,
      body: await inboundCallList(db, scope(c), query),
    }));
    implement(app, publicRoutes.listInboundCallsByDate, async ({ params, query }, c) => ({
      status: 200,
      body: await inboundCallList(db, scope(c, params.date), query),
    }));
    implement(app, publicRoutes.listOutboundCalls, async ({ query }, c) => ({
      status: 200,
      body: await outboundCallList(db, scope(c), query),
    }));
    implement(app, publicRoutes.listOutboundCallsByDate, async ({ params, query }, c) => ({
      status: 200,
      body: await outboundCallList(db, scope(c, params.date), query),
    }));
  },
};
