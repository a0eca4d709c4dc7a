import { publicRoutes } from '@centralino/schemas';
import type { RouteModule } from '../../app/route-module.js';
import { implement } from '../../http/contract-route.js';
import { getSwitch } from './switch-store.js';

/**
 * Manual switches, endpoint 24 (read one).
 * @see ../../../../shared/pbx-api-reference.md#endpoints
 */
export const switchesRoute: RouteModule = {
  register(app, { db }) {
    implement(app, publicRoutes.getSwitch, async ({ params }, c) => ({
      status: 200,
      body: { success: true as const, data: await getSwitch(db, c.get('auth').account.id, params.id) },
    }));
  },
};
