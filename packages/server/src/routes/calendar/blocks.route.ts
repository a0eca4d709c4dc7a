import { deleteBlock as deleteBlockRoute, listBlocks as listBlocksRoute } from '@centralino/schemas';
import type { RouteModule } from '../../app/route-module.js';
import { deleteBlock, listBlocks } from '../../calendar/blocks.js';
import { implement } from '../../http/contract-route.js';
import { queryDatesGuard } from './calendar-guards.js';

/**
 * `GET /v1/calendar/blocks` and `DELETE /v1/calendar/blocks/{id}` (manual blocks only: holiday blocks are 409
 * `holiday_managed`).
 * @see ../../../../shared/pbx-api-reference.md#endpoints (endpoint 28, rule 6)
 */
export const blocksRoute: RouteModule = {
  register(app, { db, clock }) {
    app.use(listBlocksRoute.path, queryDatesGuard());
    implement(app, listBlocksRoute, async ({ query }, c) => {
      const { account } = c.get('auth');
      const result = await listBlocks(db, account, query, clock.now());
      return {
        status: 200,
        body: {
          success: true as const,
          timezone: account.timezone,
          data: result.blocks,
          count: result.blocks.length,
        },
      };
    });
    implement(app, deleteBlockRoute, async ({ params }, c) => {
      const { account } = c.get('auth');
      await deleteBlock(db, account.id, params.id);
      return {
        status: 200,
        body: {
          success: true as const,
          timezone: account.timezone,
          data: { id: params.id, deleted: true as const },
        },
      };
    });
  },
};
