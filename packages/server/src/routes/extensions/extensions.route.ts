import { type ExtensionStatusValue, formatLocalTimestamp, publicRoutes } from '@centralino/schemas';
import { ApiError } from '../../app/api-error.js';
import { messages } from '../../app/messages.js';
import type { RouteModule } from '../../app/route-module.js';
import { implement } from '../../http/contract-route.js';
import { extensionStatusView, extensionView } from './extension.view.js';
import { findExtension, listAccountExtensions } from './find-extension.js';

/** SIP port of every extension. @see ../../../../shared/pbx-api-reference.md#extension-detail */
const SIP_PORT = 5060 as const;

/**
 * Endpoints 3–6: extensions, one extension with its SIP configuration, and registration states read from the
 * telephone server (503 when it is unreachable). The static `/status` paths are registered before
 * `/{number}`.
 * @see ../../../../shared/pbx-api-reference.md#endpoints
 */
export const extensionsRoute: RouteModule = {
  register(app, { db, clock, telephony, sip }) {
    implement(app, publicRoutes.listExtensions, async (_input, c) => {
      const rows = await listAccountExtensions(db, c.get('auth').account.id);
      return {
        status: 200,
        body: { success: true as const, data: rows.map(extensionView), count: rows.length },
      };
    });

    implement(app, publicRoutes.listExtensionStatuses, async (_input, c) => {
      const { account } = c.get('auth');
      const rows = await listAccountExtensions(db, account.id);
      const states = new Map(
        (await telephony.extensionStates(account)).map((s) => [s.internalNumber, s.status] as const),
      );
      const data = rows.map((row) => extensionStatusView(row, states.get(row.internalNumber) ?? 'UNKNOWN'));
      const online = data.filter((e) => e.is_online).length;
      return {
        status: 200,
        body: {
          success: true as const,
          data,
          count: data.length,
          summary: { online, offline: data.length - online },
        },
      };
    });

    implement(app, publicRoutes.getExtensionStatus, async ({ params }, c) => {
      const { account } = c.get('auth');
      const row = await findExtension(db, account.id, params.number);
      if (!row) throw new ApiError(404, messages.extensionNotFound);
      const states = await telephony.extensionStates(account);
      const status: ExtensionStatusValue =
        states.find((s) => s.internalNumber === row.internalNumber)?.status ?? 'UNKNOWN';
      return {
        status: 200,
        body: {
          success: true as const,
          data: {
            ...extensionStatusView(row, status),
            timestamp: formatLocalTimestamp(clock.now(), account.timezone),
          },
        },
      };
    });

    implement(app, publicRoutes.getExtension, async ({ params }, c) => {
      const row = await findExtension(db, c.get('auth').account.id, params.number);
      if (!row) throw new ApiError(404, messages.extensionNotFound);
      return {
        status: 200,
        body: {
          success: true as const,
          data: {
            ...extensionView(row),
            sip_config: {
              server: sip.server,
              stun_server: sip.stunServer,
              username: row.sipUsername,
              port: SIP_PORT,
            },
          },
        },
      };
    });
  },
};
