import { publicRoutes } from '@centralino/schemas';
import type { RouteModule } from '../../app/route-module.js';
import { implement } from '../../http/contract-route.js';
import { getContact, updateContact } from './contact-store.js';

/**
 * Directory contacts, endpoints 25 (read) and 26 (partial update).
 * @see ../../../../shared/pbx-api-reference.md#endpoints
 */
export const contactsRoute: RouteModule = {
  register(app, { db }) {
    implement(app, publicRoutes.getContact, async ({ params }, c) => ({
      status: 200,
      body: { success: true as const, data: await getContact(db, c.get('auth').account.id, params.id) },
    }));
    implement(app, publicRoutes.updateContact, async ({ params, body }, c) => ({
      status: 200,
      body: {
        success: true as const,
        data: await updateContact(db, c.get('auth').account.id, params.id, body),
      },
    }));
  },
};
