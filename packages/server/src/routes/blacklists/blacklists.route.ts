import { publicRoutes } from '@centralino/schemas';
import type { Context } from 'hono';
import type { AppEnv } from '../../app/app-env.js';
import type { RouteModule } from '../../app/route-module.js';
import { implement } from '../../http/contract-route.js';
import {
  addBlacklistNumber,
  createBlacklist,
  deleteBlacklistNumber,
  getBlacklist,
  getBlacklistNumber,
  listBlacklistNumbers,
  listBlacklists,
  updateBlacklistNumber,
} from './blacklist-store.js';

const ok = <T>(data: T) => ({ success: true as const, data });
const list = <T>(data: T[]) => ({ success: true as const, data, count: data.length });
const accountId = (c: Context<AppEnv>) => c.get('auth').account.id;

/**
 * Blacklists, endpoints 17–23, and the delete of an entry the reference refers to (rule 10).
 * @see ../../../../shared/pbx-api-reference.md#endpoints
 */
export const blacklistsRoute: RouteModule = {
  register(app, { db }) {
    implement(app, publicRoutes.listBlacklists, async (_input, c) => ({
      status: 200,
      body: list(await listBlacklists(db, accountId(c))),
    }));
    implement(app, publicRoutes.createBlacklist, async ({ body }, c) => ({
      status: 201,
      body: ok(await createBlacklist(db, accountId(c), body.name)),
    }));
    implement(app, publicRoutes.getBlacklist, async ({ params }, c) => ({
      status: 200,
      body: ok(await getBlacklist(db, accountId(c), params.name)),
    }));
    implement(app, publicRoutes.listBlacklistNumbers, async ({ params }, c) => ({
      status: 200,
      body: list(await listBlacklistNumbers(db, accountId(c), params.name)),
    }));
    implement(app, publicRoutes.addBlacklistNumber, async ({ params, body }, c) => ({
      status: 201,
      body: ok(await addBlacklistNumber(db, accountId(c), params.name, body)),
    }));
    implement(app, publicRoutes.getBlacklistNumber, async ({ params }, c) => ({
      status: 200,
      body: ok(await getBlacklistNumber(db, accountId(c), params.name, params.id)),
    }));
    implement(app, publicRoutes.updateBlacklistNumber, async ({ params, body }, c) => ({
      status: 200,
      body: ok(await updateBlacklistNumber(db, accountId(c), params.name, params.id, body)),
    }));
    implement(app, publicRoutes.deleteBlacklistNumber, async ({ params }, c) => ({
      status: 200,
      body: ok(await deleteBlacklistNumber(db, accountId(c), params.name, params.id)),
    }));
  },
};
