import { DEFAULT_TIME_ZONE, formatLocalTimestamp } from '@centralino/schemas';
import type { RouteModule } from '../app/route-module.js';

/**
 * `GET /v1/ping`: public liveness, not wrapped in the envelope; the time is in the default zone because no
 * account is known.
 * @see ../../../shared/pbx-api-reference.md#ping-result
 */
export const pingRoute: RouteModule = {
  register(app, { clock }) {
    app.get('/v1/ping', (c) =>
      c.json({ status: 'ok', timestamp: formatLocalTimestamp(clock.now(), DEFAULT_TIME_ZONE) }),
    );
  },
};
