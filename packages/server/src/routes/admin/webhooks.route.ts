import { sandboxRoutes, webhookAdminMessages } from '@centralino/schemas';
import { findAccountByContext } from '../../accounts/accounts.js';
import { ApiError } from '../../app/api-error.js';
import { adminMessages } from '../../app/messages.js';
import type { RouteModule } from '../../app/route-module.js';
import type { Database } from '../../db/database.js';
import { implement } from '../../http/contract-route.js';
import { findDelivery, listDeliveries, replayDelivery } from '../../webhooks/webhook-deliveries.js';
import {
  createEndpoint,
  disableByAdmin,
  findEndpoint,
  listEndpoints,
  rotateSecret,
} from '../../webhooks/webhook-endpoints.js';

async function accountOf(db: Database, context: string) {
  const account = await findAccountByContext(db, context);
  if (!account) throw new ApiError(404, adminMessages.accountNotFound);
  return account;
}

async function endpointOf(db: Database, context: string, id: number) {
  const account = await accountOf(db, context);
  const endpoint = await findEndpoint(db, account.id, id);
  if (!endpoint) throw new ApiError(404, webhookAdminMessages.endpointNotFound);
  return endpoint;
}

/**
 * The sandbox's webhook administration (`/_admin/accounts/{context}/webhooks…`, `…/webhook-deliveries…`):
 * register (secret shown once), list, rotate the secret, disable; list deliveries with attempts, replay one.
 * @see ../../webhooks/webhook-dispatcher.ts
 */
export const adminWebhooksRoute: RouteModule = {
  register(app, { db, clock, egress, webhooks }) {
    const r = sandboxRoutes;
    implement(app, r.createWebhookEndpoint, async ({ params, body }) => {
      const account = await accountOf(db, params.context);
      const refused = egress.refuseUrl(body.url);
      if (refused === 'invalid_url') throw new ApiError(400, webhookAdminMessages.invalidUrl);
      if (refused) throw new ApiError(400, webhookAdminMessages.urlNotAllowed);
      return { status: 201, body: await createEndpoint(db, account.id, body, clock.now()) };
    });
    implement(app, r.listWebhookEndpoints, async ({ params }) => {
      const data = await listEndpoints(db, (await accountOf(db, params.context)).id);
      return { status: 200, body: { data, count: data.length } };
    });
    implement(app, r.rotateWebhookSecret, async ({ params }) => {
      const endpoint = await endpointOf(db, params.context, params.id);
      return { status: 200, body: await rotateSecret(db, endpoint, clock.now()) };
    });
    implement(app, r.disableWebhookEndpoint, async ({ params }) => {
      const endpoint = await endpointOf(db, params.context, params.id);
      return { status: 200, body: await disableByAdmin(db, endpoint) };
    });
    implement(app, r.listWebhookDeliveries, async ({ params, query }) => {
      const data = await listDeliveries(db, (await accountOf(db, params.context)).id, query);
      return { status: 200, body: { data, count: data.length } };
    });
    implement(app, r.replayWebhookDelivery, async ({ params }) => {
      const account = await accountOf(db, params.context);
      const delivery = await findDelivery(db, account.id, params.id);
      if (!delivery) throw new ApiError(404, webhookAdminMessages.deliveryNotFound);
      const endpoint = await findEndpoint(db, account.id, delivery.endpointId);
      if (!endpoint?.enabled) throw new ApiError(409, webhookAdminMessages.endpointDisabled);
      const view = await replayDelivery(db, delivery, clock.now());
      webhooks?.kick();
      return { status: 200, body: view };
    });
  },
};
