import { cleanDialNumber, formatLocalTimestamp, publicRoutes } from '@centralino/schemas';
import { ApiError } from '../../app/api-error.js';
import { messages } from '../../app/messages.js';
import type { RouteModule } from '../../app/route-module.js';
import { implement } from '../../http/contract-route.js';
import { findExtension } from '../extensions/find-extension.js';
import { callerIdLabel } from './caller-id-label.js';

/**
 * `POST /v1/call/originate`: rings the extension, then dials the cleaned number. 400 for missing fields or fewer
 * than 6 digits (the contract's body schema), 404 for an unknown extension, 503 when the telephone server is
 * unreachable. Asynchronous: the answer means the call was placed.
 * @see ../../../../shared/pbx-api-reference.md#endpoints (endpoint 15, "Rules per endpoint" 1)
 */
export const originateRoute: RouteModule = {
  register(app, { db, telephony }) {
    implement(app, publicRoutes.originateCall, async ({ body }, c) => {
      const { account, keyName } = c.get('auth');
      const extension = await findExtension(db, account.id, body.extension);
      if (!extension) throw new ApiError(404, messages.extensionNotFound);
      const number = cleanDialNumber(body.number);
      const placed = await telephony.originate(account, {
        extension: extension.extension,
        internalNumber: extension.internalNumber,
        number,
        callerIdLabel: await callerIdLabel(db, account.id, number, body.description),
        keyName,
      });
      return {
        status: 200,
        body: {
          success: true as const,
          data: {
            call_id: placed.callId,
            extension: extension.internalNumber,
            number,
            channel: placed.channel,
            timestamp: formatLocalTimestamp(placed.placedAt, account.timezone),
          },
        },
      };
    });
  },
};
